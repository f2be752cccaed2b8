// @ts-check
// Whether a build output is older than any of its sources, by modification time: `npm start`
// rebuilds only what changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} path the newest modification time under path (0 when it does not exist) */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * @param {string} output a file the build writes last
 * @param {string[]} sources files and directories the build reads
 */
export function isStale(output, sources) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...sources.map(newestMtime));
}
