// @ts-check
// Builds the web app when its output is missing or older than any of its sources, so that
// `npm start` on a fresh clone serves the portal without a separate build step.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { isStale } from './lib/freshness.mjs';

const root = new URL('..', import.meta.url).pathname;
// WEB_DIST is the server's setting for where the built portal lives (relative to the repository).
// The page renderer is built last, so its age is the age of a complete build.
const output = join(
  resolve(root, process.env.WEB_DIST ?? 'apps/web/dist'),
  'server/entry-server.js',
);
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/contract/src',
].map((p) => join(root, p));

if (!isStale(output, sources) && process.env.FORCE_WEB_BUILD !== '1') {
  console.error('web: build is up to date');
} else {
  console.error('web: building the portal (apps/web/dist)…');
  execFileSync('npm', ['run', 'build', '-w', '@touchline/web'], { cwd: root, stdio: 'inherit' });
}
