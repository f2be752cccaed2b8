// `npm run bench [-- <name>…] [--quick]`: every benchmark but `cluster` (or the named ones), each
// printing its figures beside their budgets. Exits non-zero when any budget is missed.
// `--quick` shortens the load phases for CI. npm keeps unknown `--flags` for itself when the root
// script forwards to this workspace, exposing them as npm_config_<flag>, so both forms are read.
import { benchApi } from './api-event-list';
import { benchCluster } from './cluster';
import { benchLighthouse } from './lighthouse';
import { benchLiveLatency } from './live-latency';
import { benchPlayerFirstFrame } from './player-first-frame';
import type { BenchOptions } from './lib/options';
import { benchRealtimeFanout } from './realtime-fanout';
import { benchWebFirstLoad } from './web-first-load';

const benches: [string, (options: BenchOptions) => Promise<boolean>][] = [
  ['web-first-load', benchWebFirstLoad],
  ['lighthouse', benchLighthouse],
  ['player-first-frame', benchPlayerFirstFrame],
  ['api', benchApi],
  ['realtime', benchRealtimeFanout],
  ['live-latency', benchLiveLatency],
  ['cluster', benchCluster],
];
/** Run only when named: minutes long, and it needs PostgreSQL and Redis. */
const onlyWhenNamed = new Set(['cluster']);
const args = process.argv.slice(2);
const options: BenchOptions = {
  quick: args.includes('--quick') || process.env.npm_config_quick === 'true',
};
const only = args.filter((a) => !a.startsWith('--'));
const unknown = only.filter((name) => !benches.some(([n]) => n === name));
if (unknown.length > 0) {
  console.error(
    `unknown bench: ${unknown.join(', ')} (known: ${benches.map(([n]) => n).join(', ')})`,
  );
  process.exit(2);
}
let allWithin = true;
for (const [name, run] of benches) {
  if (only.length > 0 ? !only.includes(name) : onlyWhenNamed.has(name)) continue;
  allWithin = (await run(options)) && allWithin;
}
process.exit(allWithin ? 0 : 1);
