// Crash safety: the real server process on PostgreSQL is killed with SIGKILL in the middle of a
// stream of writes, started again on the same database, and every write it acknowledged (2xx) must
// be there. Writes of two kinds run at once: new accounts (each one a row of its own) and profile
// changes counting up (the stored value must be at least the last acknowledged one; a write in
// flight at the kill may or may not have landed). Loopback only; needs DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema-accounts';
import { createTestDatabase, type TestDatabase } from '../test-db';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
if (!onPostgres) console.warn('Skipping the crash-safety test: it needs PostgreSQL (DATABASE_URL)');

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const port = Number(process.env.CRASH_TEST_PORT ?? 4451);
const origin = `http://127.0.0.1:${port}`;
/** 127.0.0.1 is the Harbour demo tenant's host. */
const tenantId = 'tn-harbour';
/** Sign-ups allowed per address and hour (docs/security.md): the writers' and the stream's. */
const profileWriters = 3;
const maxSignUps = 12;
/** How long writes stream before the kill, at most; the kill comes sooner once enough are in. */
const streamMs = 5_000;
/** Two starts through tsx, beside the rest of the suite on two cores: generous, never a budget. */
const startDeadlineMs = 150_000;

interface Server {
  child: ChildProcess;
  stderr: string[];
}

function startServer(databaseUrl: string, dataDir: string): Server {
  // As `npm start` runs it, minus the web build: tsx, the entry point, the environment.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent/web-dist',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // On the seeded demo database, as `npm start` serves it (decision 033).
      DEMO: 'on',
      // No live ingest: several such servers would race for the RTMP port.
      RTMP_PORT: 'off',
    },
  });
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  return { child, stderr };
}

async function waitUntilReady(server: Server) {
  const deadline = Date.now() + startDeadlineMs;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}): ${server.stderr.join('')}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`server not ready: ${server.stderr.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function killHard(server: Server): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
  server.child.kill('SIGKILL');
  return exited;
}

async function post(path: string, body: unknown, token?: string) {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-authorization': `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const signUpBody = (email: string) => ({
  email,
  password: 'Terrace-Kickoff-Floodlight-42',
  displayName: 'Crash Test',
  device_id: `device-${email.replace(/[^A-Za-z0-9_-]/g, '-')}`,
  device_name: 'Crash test',
  strategy: 'refresh',
});

async function signUp(email: string): Promise<string> {
  const answer = await post('/api/user/register', signUpBody(email));
  if (answer.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return (answer.body as { content: { tokenData: { access_token: string } } }).content.tokenData
    .access_token;
}

describe.skipIf(!onPostgres)('crash safety on PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  const servers: Server[] = [];

  beforeAll(async () => {
    // Seeded, so the server starts on a database that is not empty and does not seed.
    database = await createTestDatabase('seeded');
    dataDir = await mkdtemp(join(tmpdir(), 'touchline-crash-'));
  });

  afterAll(async () => {
    await Promise.all(servers.map(killHard));
    await database?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across a SIGKILL', { timeout: 420_000 }, async () => {
    const run = Date.now().toString(36);
    const first = startServer(database.url!, dataDir);
    servers.push(first);
    await waitUntilReady(first);

    const writers = await Promise.all(
      Array.from({ length: profileWriters }, async (_, i) => {
        const email = `crash.writer${i}.${run}@example.com`;
        return { email, token: await signUp(email) };
      }),
    );

    const acked = { signUps: [] as string[], postalCodes: new Map<string, number>() };
    const unexpected: string[] = [];
    /** Requests the kill cut off: no answer, so nothing is expected of them. */
    let cutOff = 0;
    let killed = false;
    const streamProfile = async (writer: { email: string; token: string }) => {
      for (let n = 1; !killed; n += 1) {
        const answer = await post(
          '/api/user/update_profile',
          { data: { postalCode: String(n) } },
          writer.token,
        ).catch(() => null);
        if (!answer) {
          cutOff += 1; // the connection died with the server
          return;
        }
        if (answer.status === 200) acked.postalCodes.set(writer.email, n);
        else unexpected.push(`update_profile ${answer.status}`);
      }
    };
    const streamSignUps = async () => {
      for (let i = 0; i < maxSignUps && !killed; i += 1) {
        const email = `crash.${i}.${run}@example.com`;
        const answer = await post('/api/user/register', signUpBody(email)).catch(() => null);
        if (!answer) {
          cutOff += 1;
          return;
        }
        if (answer.status === 200) acked.signUps.push(email);
        else unexpected.push(`register ${answer.status}`);
      }
    };
    const streams = Promise.all([...writers.map(streamProfile), streamSignUps()]);

    // Kill while writes are in flight: once enough are in, or when the stream time is up.
    const until = Date.now() + streamMs;
    while (Date.now() < until) {
      const profileAcks = [...acked.postalCodes.values()].reduce((sum, n) => sum + n, 0);
      if (profileAcks >= 30 && acked.signUps.length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await killHard(first);
    killed = true;
    await streams;
    expect(unexpected).toEqual([]);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acked.postalCodes.size).toBe(profileWriters);
    // The kill landed mid-stream: some writes were still waiting for their answer.
    expect(cutOff).toBeGreaterThan(0);
    console.info(
      `crash safety: killed after ${acked.signUps.length} sign-ups and ${[...acked.postalCodes.values()].join('+')} profile changes were acknowledged, ${cutOff} requests cut off`,
    );

    const second = startServer(database.url!, dataDir);
    servers.push(second);
    await waitUntilReady(second);

    const stored = await database.db
      .select({ email: users.email, postalCode: users.postalCode })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          inArray(users.email, [...acked.signUps, ...writers.map((w) => w.email)]),
        ),
      );
    const byEmail = new Map(stored.map((row) => [row.email, row.postalCode]));
    for (const email of acked.signUps) expect(byEmail.has(email), email).toBe(true);
    for (const [email, n] of acked.postalCodes)
      expect(Number(byEmail.get(email)), email).toBeGreaterThanOrEqual(n);

    // The restarted server answers from that data: a token issued before the kill still works.
    const profile = await fetch(`${origin}/api/user/get_profile`, {
      headers: { 'x-authorization': `Bearer ${writers[0]!.token}` },
    });
    expect(profile.status).toBe(200);
    const { content } = (await profile.json()) as { content: { postalCode: string } };
    expect(Number(content.postalCode)).toBeGreaterThanOrEqual(
      acked.postalCodes.get(writers[0]!.email)!,
    );
  });
});
