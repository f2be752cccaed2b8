// Starts the real server (as `npm start` does, on a fresh embedded database) for a benchmark,
// and stops it afterwards. Only loopback addresses are used.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export async function startServer(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'touchline-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The benchmarks measure the demo tenants, as `npm start` serves them (decision 033), on
      // a fresh embedded database of their own: CI's DATABASE_URL points at the test suites'
      // database, whose leftover events (paid games on the demo's videos) lock media the demo
      // plays for free. A benchmark that wants PostgreSQL passes it in `env`.
      DEMO: 'on',
      DATABASE_URL: '',
      // No live ingest: several such servers would race for the RTMP port.
      RTMP_PORT: 'off',
      ...env,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
