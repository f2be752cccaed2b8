// `npm run bench`: every benchmark, each printing its figures beside their budgets.
// Exits non-zero when any budget is missed.
import { benchWebFirstLoad } from './web-first-load';

const benches: [string, () => Promise<boolean>][] = [['web-first-load', benchWebFirstLoad]];
const only = process.argv.slice(2);
let allWithin = true;
for (const [name, run] of benches) {
  if (only.length > 0 && !only.includes(name)) continue;
  allWithin = (await run()) && allWithin;
}
process.exit(allWithin ? 0 : 1);
