// @ts-check
// `npm run operator -- <command>`: the operator command, compiled with the server (built first
// when a source changed; build messages go to stderr so the command's output stays clean).
import { spawn } from 'node:child_process';
import { buildServer } from './build-server.mjs';

const root = new URL('..', import.meta.url).pathname;
await buildServer();
const command = spawn(
  process.execPath,
  ['--enable-source-maps', 'apps/server/dist/operator.js', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
