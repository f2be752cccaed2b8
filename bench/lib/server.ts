// Starts the real server (as `npm start` does, on a fresh embedded database) for a benchmark,
// and stops it afterwards. Only loopback addresses are used.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repoRoot = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  origin: string;
  /**
   * Resolves once the server has finished the work it starts with after it is ready (the demo's
   * image copies, its first compilations): a browser measured meanwhile shares the two cores
   * with it, and Lighthouse multiplies every delayed task by its CPU slowdown.
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** CPU seconds the process has used so far, or null where /proc is not there. */
function cpuSeconds(pid: number): number | null {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command name in parentheses): user and
    // system time in clock ticks, 100 a second on Linux.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** `settled()` of a benchmark's child process: resolves once it has gone quiet. */
export const settledOf = (child: ChildProcess) => () =>
  child.pid === undefined ? Promise.resolve() : waitUntilIdle(child.pid);

/** Waits for three quiet seconds in a row (under 5 % of a core), at most `limitMs`. */
async function waitUntilIdle(pid: number, limitMs = 90_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quiet = 0;
  let before = cpuSeconds(pid);
  while (before !== null && quiet < 3 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now === null) return;
    quiet = now - before < 0.05 ? quiet + 1 : 0;
    before = now;
  }
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
    settled: settledOf(child),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
