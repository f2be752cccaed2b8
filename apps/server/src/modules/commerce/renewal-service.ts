// Renewal of subscriptions whose period ended: a contract that renews is charged on the stored
// card for its next period; a failed charge puts it past due (access kept for the grace period),
// one more attempt is made when the grace ends, and a second failure lapses it. A contract that
// does not renew (cancelled, or granted by a code) simply expires. The clock is the caller's, so
// tests move time; each contract is claimed in its own transaction, so two running schedules
// never charge one period twice.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { withAdvisoryLock } from '../../db/advisory-lock';
import type { Db } from '../../db/open';
import { commerceContracts, type CommerceContractRow } from '../../db/schema-purchases';
import { forEachTenant } from '../tenants/tenant-service';
import { renewalGraceMs, type CommerceDeps } from './commerce-deps';
import { addPeriod } from './contract-mapper';
import {
  findStoredCard,
  insertCharge,
  listDueContracts,
  updateContract,
} from './contract-repository';

export interface RenewalSummary {
  renewed: number;
  pastDue: number;
  expired: number;
}

/** Locks the contract if it is still as read; null when another run got to it first. */
async function claim(tx: Db, row: CommerceContractRow) {
  const [locked] = await tx
    .select({ id: commerceContracts.id })
    .from(commerceContracts)
    .where(
      and(
        eq(commerceContracts.tenantId, row.tenantId),
        eq(commerceContracts.id, row.id),
        eq(commerceContracts.state, row.state),
        eq(commerceContracts.endsAt, row.endsAt!),
      ),
    )
    .for('update');
  return locked ?? null;
}

type Step = 'renewed' | 'pastDue' | 'expired' | null;

async function renewOne(deps: CommerceDeps, row: CommerceContractRow, now: Date): Promise<Step> {
  const owner = { tenantId: row.tenantId, userId: row.userId };
  const graceOver =
    row.state === 'past_due' &&
    row.pastDueSince !== null &&
    row.pastDueSince.getTime() + renewalGraceMs <= now.getTime();
  // Past due and still in its grace: wait for the grace to end before trying again.
  if (row.state === 'past_due' && !graceOver) return null;
  return deps.db.transaction(async (tx) => {
    if (!(await claim(tx, row))) return null;
    if (!row.autoRenew || row.duration === null || row.durationUnit === null) {
      await updateContract(tx, owner, row.id, { state: 'expired' });
      return 'expired';
    }
    const card = await findStoredCard(tx, owner);
    const outcome = card
      ? await deps.provider.charge({
          token: card.token,
          amountMinor: row.priceMinor,
          currency: row.currency,
          // One key per contract and period: the provider never takes one period twice either.
          idempotencyKey: `${row.id}:${row.endsAt!.toISOString()}:${row.state}`,
          description: `${row.title} (renewal)`,
          offSession: true,
        })
      : ({ outcome: 'failed', ref: null, code: 'card_declined' } as const);
    // A renewal cannot stop for a challenge: nobody is there to pass it.
    const succeeded = outcome.outcome === 'succeeded';
    await insertCharge(tx, {
      ...owner,
      id: randomUUID(),
      contractId: row.id,
      productId: row.productId,
      title: row.title,
      kind: 'renewal',
      state: succeeded ? 'succeeded' : 'failed',
      amountMinor: row.priceMinor,
      currency: row.currency,
      provider: card?.provider ?? deps.provider.name,
      providerRef: outcome.ref,
      failureCode:
        outcome.outcome === 'failed'
          ? outcome.code
          : outcome.outcome === 'requires_action'
            ? 'authentication_required'
            : null,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
    });
    if (succeeded) {
      await updateContract(tx, owner, row.id, {
        state: 'active',
        startsAt: row.endsAt!,
        endsAt: addPeriod(row.endsAt!, row.duration, row.durationUnit),
        pastDueSince: null,
        lastPaymentAt: now,
      });
      return 'renewed';
    }
    if (graceOver) {
      await updateContract(tx, owner, row.id, { state: 'expired' });
      return 'expired';
    }
    await updateContract(tx, owner, row.id, { state: 'past_due', pastDueSince: now });
    return 'pastDue';
  });
}

/** Renews, marks past due or expires every due contract of one tenant. */
export async function renewDueContracts(
  deps: CommerceDeps,
  tenantId: string,
  now: Date,
): Promise<RenewalSummary> {
  const summary: RenewalSummary = { renewed: 0, pastDue: 0, expired: 0 };
  for (const row of await listDueContracts(deps.db, tenantId, now)) {
    const step = await renewOne(deps, row, now);
    if (step) summary[step] += 1;
  }
  return summary;
}

export const renewalIntervalMs = 60 * 60 * 1000;

/** The advisory lock that lets one process at a time run the renewals (db/advisory-lock.ts). */
export const renewalLockName = 'commerce-renewal';

/**
 * One renewal run over every tenant, unless another process is running one: with many server
 * processes on one database, each runs the schedule and the lock holder alone does the work.
 * `false` when it was skipped.
 */
export async function runRenewals(deps: CommerceDeps, log: FastifyBaseLogger): Promise<boolean> {
  const run = await withAdvisoryLock(deps.db, renewalLockName, () =>
    forEachTenant(deps.db, async (tenant) => {
      const summary = await renewDueContracts(deps, tenant.id, deps.now());
      if (summary.renewed + summary.pastDue + summary.expired > 0)
        log.info({ tenantId: tenant.id, ...summary }, 'subscriptions renewed');
    }),
  );
  if (!run.ran) log.debug('subscription renewal skipped: another process is running it');
  return run.ran;
}

/**
 * Runs the renewal now and then every interval; returns its stop function, which resolves once a
 * run in progress has finished (graceful shutdown closes the database only after that).
 */
export function startRenewalSchedule(
  deps: CommerceDeps,
  log: FastifyBaseLogger,
  intervalMs: number = renewalIntervalMs,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const run = () => {
    current ??= runRenewals(deps, log)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err }, 'subscription renewal failed'),
      )
      .finally(() => {
        current = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
