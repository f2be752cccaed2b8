// `npm start`: build the portal when needed, then run the server on one port (PORT, default 3000).
// The server replaces this process's role entirely; signals are forwarded so shutdown stays graceful.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
await import('./build-web-if-needed.mjs');

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
