// @ts-check
// Compiles the server to JavaScript in apps/server/dist: one ESM bundle per entry (the server, the
// operator command, the seed) with shared chunks, the workspace contract bundled in, npm packages
// left to node_modules. Run by `npm start` when a source changed (and on its own: `npm run build`).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStale } from './lib/freshness.mjs';

const root = new URL('..', import.meta.url).pathname;
const server = join(root, 'apps/server');
const dist = join(server, 'dist');
const stamp = join(dist, 'built-at');

/** Everything the bundle is made of: a change in any of them means a rebuild. */
export const serverSources = [
  join(server, 'src'),
  join(server, 'package.json'),
  join(root, 'packages/contract/src'),
];

/** @param {{ force?: boolean }} [options] */
export async function buildServer({ force = false } = {}) {
  // The stamp is written last, so its age is the age of a complete build.
  if (!force && !isStale(stamp, serverSources)) {
    console.error('server: build is up to date');
    return;
  }
  console.error('server: compiling (apps/server/dist)…');
  // Loaded only to build: a production install without dev dependencies runs a built tree.
  const { build } = await import('esbuild');
  /** @type {unknown} */
  const packageJson = JSON.parse(readFileSync(join(server, 'package.json'), 'utf8'));
  const manifest = /** @type {{ dependencies: Record<string, string> }} */ (packageJson);
  rmSync(dist, { recursive: true, force: true });
  await build({
    absWorkingDir: server,
    entryPoints: {
      main: 'src/main.ts',
      operator: 'src/cli/operator.ts',
      seed: 'src/db/seed/run-seed.ts',
    },
    outdir: dist,
    // Chunks beside the entries: files found through import.meta.url (the migrations, the word
    // list, package.json one level up) resolve the same from every output file.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@touchline/')),
    logLevel: 'warning',
  });
  cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
  cpSync(join(server, 'src/modules/auth/common-passwords.txt'), join(dist, 'common-passwords.txt'));
  writeFileSync(stamp, `${new Date().toISOString()}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer({ force: true });
