// The operator command as its own process against a listening test app: the set-up every
// *-cli.test.ts shares. The command is compiled on the fly (tsx) beside the rest of the suite, so
// its timeout is generous, never a budget.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { App } from '../src/app';
import { createTestApp, type TestApp } from './test-app';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const timeoutMs = 150_000;

export interface OperatorRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliKit {
  /** The portal's address, as `--server` takes it. */
  address: string;
  /**
   * `npm run operator -- <args> --server <address>` with neither DATABASE_URL nor REDIS_URL (so
   * through the portal's API), `env` on top; answers however the process exits.
   */
  operator(args: string[], env?: Record<string, string>): Promise<OperatorRun>;
}

function runOperator(address: string, args: string[], env: Record<string, string>) {
  return new Promise<OperatorRun>((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/operator.ts', ...args, '--server', address],
      {
        cwd: repoRoot,
        env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
        timeout: timeoutMs,
      },
      (error, stdout, stderr) => {
        if (!error) resolve({ code: 0, stdout, stderr });
        // No exit code: it did not start, or was stopped at the timeout.
        else if (typeof error.code === 'number') resolve({ code: error.code, stdout, stderr });
        else reject(new Error(`operator did not finish: ${error.message}`, { cause: error }));
      },
    );
  });
}

/** The test app listening on a free loopback port, with the operator command pointed at it. */
export async function listening<T extends { app: App }>(t: T): Promise<T & CliKit> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, address, operator: (args, env = {}) => runOperator(address, args, env) };
}

export type CliTestApp = TestApp & CliKit;

/** A seeded test app (createTestApp's `env`) listening for the operator command. */
export async function createCliTestApp(env: Record<string, string> = {}): Promise<CliTestApp> {
  return listening(await createTestApp(env));
}

/** What a run printed; a run that did not exit 0 fails with what it wrote to stderr. */
export function printed(run: OperatorRun): string {
  if (run.code !== 0) throw new Error(`operator exited ${run.code}: ${run.stderr}`);
  return run.stdout;
}
