// @ts-check
// `npm run dev`: the server with reload on change, Vite with hot reload proxying to it, and the
// local federation issuer the demo federation tenant (http://127.0.0.1:…) signs in through.
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const issuerPort = Number(process.env.LOCAL_ISSUER_PORT ?? 4350);
const webPort = 4340;
// An issuer of one's own (IFA_ISSUER_URL set) replaces the local one.
const ownIssuer = process.env.IFA_ISSUER_URL;
const issuerEnv = {
  ...process.env,
  LOCAL_ISSUER_PORT: String(issuerPort),
  PORTAL_ORIGINS: ['127.0.0.1', 'localhost']
    .flatMap((host) => [port, webPort].map((p) => `http://${host}:${p}`))
    .join(','),
};
const serverEnv = { ...process.env, IFA_ISSUER_URL: ownIssuer || `http://127.0.0.1:${issuerPort}` };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@touchline/server'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv,
  }),
  spawn('npm', ['run', 'dev', '-w', '@touchline/web'], { cwd: root, stdio: 'inherit' }),
  ...(ownIssuer
    ? []
    : [
        spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/dev/local-issuer.ts'], {
          cwd: root,
          stdio: 'inherit',
          env: issuerEnv,
        }),
      ]),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
