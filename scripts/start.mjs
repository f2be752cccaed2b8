// @ts-check
// `npm start`: build the portal and the server when a source changed, then run the compiled
// server on one port (PORT, default 3000). The server replaces this process's role entirely;
// signals are forwarded so shutdown stays graceful. It serves the demo (DEMO=on, decision 033)
// unless DEMO=off is set: a real deployment sets it, or runs apps/server/dist/main.js itself.
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
await import('./build-web-if-needed.mjs');
await buildServer();

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    DEMO: process.env.DEMO ?? 'on',
  },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
