// Property-based bad input against every call the server implements, generated from the
// contract's schemas (see schema-arbitraries.ts and attempts.ts):
//  - attempts the contract refuses answer a 4xx in the wire format and change nothing stored;
//  - attempts shaped like the contract with hostile text in a string never answer a 5xx, fail
//    only in the wire format, and reads and refused writes change nothing stored.
// Runs per call: robustness-config.ts (full in CI, short locally; FC_RUNS and FC_SEED override).
import type { CallDef } from '@touchline/contract/call';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  freshAccount,
  loginAs,
  registerAccount,
  type AccountsTestApp,
} from '../../src/modules/auth/accounts-test-kit';
import { demoPlatformKey } from '../../src/config';
import { demoOperatorKeys } from '../../src/modules/operator/operator-key';
import {
  describeAttempt,
  hostileAttempts,
  refusedAttempts,
  refusedByContract,
  send,
  wireErrorProblem,
  type Attempt,
  type Credentials,
} from './attempts';
import { freePort } from '../free-port';
import { callKey, contractCalls, isImplemented } from './contract-calls';
import { snapshotDatabase } from './db-snapshot';
import { fastCheckOptions } from './robustness-config';

const calls = await contractCalls();

let t: AccountsTestApp;
let who: Credentials;

beforeAll(async () => {
  // Live ingest on (a free port): a well-formed create-live is then answered, not 503.
  t = await createAccountsTestApp({ RTMP_PORT: String(await freePort()), RTMP_HOST: '127.0.0.1' });
  const account = freshAccount('robust');
  await registerAccount(t, account);
  const session = await loginAs(t, account);
  who = {
    accessToken: session.tokenData.access_token,
    operatorKey: demoOperatorKeys.touchline!,
    platformKey: demoPlatformKey,
  };
});
afterAll(() => t?.close());

/** Sends one attempt and checks what every answer must satisfy; returns the status. */
async function check(call: CallDef, attempt: Attempt): Promise<number> {
  const response = await send(t, call, attempt, who);
  const where = `${describeAttempt(call, attempt)} → ${response.statusCode}`;
  expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (refusedByContract(call, attempt))
    expect(response.statusCode, `${where}: a refused attempt must fail`).toBeGreaterThanOrEqual(
      400,
    );
  if (response.statusCode >= 400)
    expect(wireErrorProblem(response.statusCode, response.body), where).toBeNull();
  return response.statusCode;
}

describe.each(calls.map((call) => [callKey(call), call] as const))('%s', (_, call) => {
  const implemented = () => isImplemented(t.app, call);
  const refused = refusedAttempts(call);
  const hostile = hostileAttempts(call);

  it.skipIf(!refused)(
    'refuses bad input in the wire format and stores nothing',
    async (ctx) => {
      if (!implemented()) return ctx.skip(`${callKey(call)} is declared but not implemented`);
      const before = await snapshotDatabase(t.database.db);
      await fc.assert(
        fc.asyncProperty(refused!, (attempt) => check(call, attempt).then(() => undefined)),
        fastCheckOptions,
      );
      expect(await snapshotDatabase(t.database.db)).toEqual(before);
    },
    120_000,
  );

  it.skipIf(!hostile)(
    'survives hostile text; reads and failures store nothing',
    async (ctx) => {
      if (!implemented()) return ctx.skip(`${callKey(call)} is declared but not implemented`);
      const before = await snapshotDatabase(t.database.db);
      let succeeded = false;
      await fc.assert(
        fc.asyncProperty(hostile!, async (attempt) => {
          const status = await check(call, attempt);
          if (status < 400) succeeded = true;
        }),
        fastCheckOptions,
      );
      // A write that succeeded may store what it was given; anything else must leave no trace.
      if (call.method === 'GET' || !succeeded)
        expect(await snapshotDatabase(t.database.db)).toEqual(before);
    },
    120_000,
  );
});
