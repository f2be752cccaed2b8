// The cluster bench's server processes: the compiled server started as deployed, its readiness
// and its own figures (memory, sockets) read from its /metrics on loopback.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { sample } from './cluster-load';
import { repoRoot } from './server';

/** Polls `check` every 250 ms until it holds; fails naming `what` after `timeoutMs`. */
export const until = async (check: () => Promise<boolean>, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

export interface Server {
  port: number;
  child: ChildProcess;
}

/**
 * The compiled server (apps/server/dist, as deployed; built here when a source changed): three
 * processes each compiling TypeScript at start took past three minutes on the loaded machine.
 */
export function buildServer() {
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "await (await import('./scripts/build-server.mjs')).buildServer();",
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** One more process; all share one DATA_DIR (uploads arrive there, ADR 053), as on one volume. */
export function startServer(port: number, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  return { port, child };
}

export const ready = (port: number) =>
  fetch(`http://127.0.0.1:${port}/readyz`).then(
    (r) => r.ok,
    () => false,
  );

/** One process's resident memory and sockets, from its own /metrics (loopback, no proxy). */
export async function processFigures(port: number) {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return {
    rssMb: sample(text, 'process_resident_memory_bytes') / 2 ** 20,
    sockets: sample(text, 'touchline_realtime_sockets'),
  };
}
