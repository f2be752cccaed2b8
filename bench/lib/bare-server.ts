// Starts and stops bare-json-server.ts as a child process.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './server';
import { repoRoot, settledOf } from './server';

export async function startBareServer(
  port: number,
  payloads: { list: unknown; event: unknown },
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'touchline-bare-'));
  const file = join(dir, 'payloads.json');
  writeFileSync(file, JSON.stringify(payloads));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/bare-json-server.ts', String(port), file],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bare server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/bare/event`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('bare server did not listen in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    settled: settledOf(child),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
