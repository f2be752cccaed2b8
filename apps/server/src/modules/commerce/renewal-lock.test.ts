// The renewal schedule runs in every server process; on one PostgreSQL database, one run at a
// time does the work (db/advisory-lock.ts) and a due subscription is charged once. Each
// "process" here has a connection pool of its own, as separate processes do. PostgreSQL only:
// the embedded database belongs to one process.
import type { Charge } from '@touchline/contract/entities/product';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advisoryKey, withAdvisoryLock } from '../../db/advisory-lock';
import { openDatabase, type Database } from '../../db/open';
import { createAccountsTestApp, type AccountsTestApp } from '../auth/accounts-test-kit';
import type { CommerceDeps } from './commerce-deps';
import { as, checkout, signedInViewer } from './commerce-test-kit';
import { renewalLockName, runRenewals } from './renewal-service';

const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const log = pino({ level: 'silent' });

describe('advisory keys', () => {
  it('are stable, distinct per name and fit a signed bigint', () => {
    expect(advisoryKey('commerce-renewal')).toBe(advisoryKey('commerce-renewal'));
    expect(advisoryKey('commerce-renewal')).not.toBe(advisoryKey('other-job'));
    const key = BigInt(advisoryKey('commerce-renewal'));
    expect(key >= 0n && key < 2n ** 63n).toBe(true);
  });
});

describe.skipIf(!onPostgres)('renewals across processes on PostgreSQL', () => {
  let clock = new Date();
  let t: AccountsTestApp;
  const processes: Database[] = [];

  beforeAll(async () => {
    t = await createAccountsTestApp({}, () => clock);
    for (let i = 0; i < 2; i += 1) {
      // The app role, as the server runs (row-level security), each with its own pool.
      const database = await openDatabase({
        databaseUrl: t.database.url!,
        pgliteDir: null,
        poolSize: 3,
      });
      processes.push(database);
    }
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await t?.close();
  });

  it('charges a due subscription once when two processes run the schedule together', async () => {
    clock = new Date();
    const viewer = await signedInViewer(t);
    const bought = (await checkout(t, viewer, 'tl-offer-month')).body.content.contract!;
    clock = new Date(Date.parse(bought.endDate!) + 1000);

    // Process A's charge waits until the test lets it go, so B runs while A holds the lock.
    let chargeEntered!: () => void;
    const entered = new Promise<void>((resolve) => (chargeEntered = resolve));
    let releaseCharge!: () => void;
    const released = new Promise<void>((resolve) => (releaseCharge = resolve));
    let charges = 0;
    const provider = t.app.commerce.provider;
    const depsOf = (database: Database, gate: boolean): CommerceDeps => ({
      ...t.app.commerce,
      db: database.db,
      provider: {
        ...provider,
        charge: async (request) => {
          charges += 1;
          if (gate) {
            chargeEntered();
            await released;
          }
          return provider.charge(request);
        },
      },
    });
    const a = depsOf(processes[0]!, true);
    const b = depsOf(processes[1]!, false);

    const runA = runRenewals(a, log);
    await entered;
    // A holds the lock mid-run: B's run is skipped, not queued and not run twice.
    expect(await runRenewals(b, log)).toBe(false);
    releaseCharge();
    expect(await runA).toBe(true);
    // Once A is done, B may run; the contract is no longer due, so nothing more is charged.
    expect(await runRenewals(b, log)).toBe(true);
    expect(charges).toBe(1);
    const listed = await as<Charge[]>(t, viewer, { url: '/api/commerce/charges' });
    expect(listed.body.content.map((c) => c.kind)).toEqual(['renewal', 'purchase']);
  });

  it('frees the lock when the holding run fails', async () => {
    const [one, two] = processes;
    await expect(
      withAdvisoryLock(one!.db, renewalLockName, () => Promise.reject(new Error('charge failed'))),
    ).rejects.toThrow('charge failed');
    expect(await withAdvisoryLock(two!.db, renewalLockName, () => Promise.resolve(7))).toEqual({
      ran: true,
      value: 7,
    });
  });
});
