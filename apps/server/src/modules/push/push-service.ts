// The rules of web push (ADR 051). A tenant with notifications enabled hands browsers its VAPID
// public key and stores its signed-in viewers' subscriptions. A game's "starts soon" and "is live"
// are announced once (a notice row claimed in the same transaction as the job that sends it), and
// the job sends each follower's copy at most once, in the language the viewer subscribed in.
// "Starts soon" falls due a few minutes before an upcoming game's start, found by the status
// sweep on its clock (operator/status-schedule.ts); "is live" when a game becomes live, by that
// sweep or by an operator. Every process may look; the notice row lets one of them send.
import type { PushSubscribeRequest, PushUnsubscribeRequest } from '@touchline/contract/calls/push';
import type { OkAnswer } from '@touchline/contract/calls/common';
import type { Locale } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import type { PushNoticeKind } from '../../db/schema-push';
import { AppError } from '../../http/app-error';
import type { SignedInViewer } from '../../http/viewer';
import { insertJob } from '../../jobs/job-repository';
import type { JobHandler } from '../../jobs/job-worker';
import { forEachTenant } from '../tenants/tenant-service';
import type { Tenant } from '../tenants/tenant';
import {
  claimDelivery,
  claimNotice,
  deleteSubscription,
  findGame,
  findOrCreateKeys,
  followerSubscriptions,
  gamesStartingBetween,
  pruneSubscription,
  releaseDelivery,
  upsertSubscription,
} from './push-repository';
import { generateKeyPair, type PushSend } from './push-sender';
import { noticePayload } from './push-texts';

export const pushNoticeJobKind = 'push-notice';

export interface PushDeps {
  db: Db;
  send: PushSend;
  /** Starts the job worker's next pass now (a notice was just queued in this process). */
  wake: () => void;
  /** The tenant a queued notice belongs to (the job knows only its id). */
  tenantOf: (tenantId: string) => Promise<Tenant | null>;
}

const enabled = (tenant: Tenant) => tenant.config.customer.enableNotifications;
const ok: OkAnswer = { content: { success: true } };

function requireEnabled(tenant: Tenant) {
  if (!enabled(tenant)) throw AppError.notFound('This portal sends no notifications');
}

export async function publicKeyOf(deps: PushDeps, tenant: Tenant): Promise<string> {
  requireEnabled(tenant);
  return (await findOrCreateKeys(deps.db, tenant.id, generateKeyPair)).publicKey;
}

/** The tenant's push identifiers (spec §3): a subscription names the one its page chose. */
function pushIdsOf(tenant: Tenant): string[] {
  const { pushId, customDomainProductionPushId } = tenant.config.customer.app_config;
  return [pushId, customDomainProductionPushId].filter((id): id is string => id !== null);
}

export async function subscribe(
  deps: PushDeps,
  who: SignedInViewer,
  body: PushSubscribeRequest,
  language: Locale,
): Promise<OkAnswer> {
  requireEnabled(who.tenant);
  if (!pushIdsOf(who.tenant).includes(body.pushId))
    throw AppError.invalid('body', 'pushId', "is not one of this portal's push identifiers");
  await upsertSubscription(deps.db, who.tenant.id, {
    userId: who.userId,
    pushId: body.pushId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    language,
  });
  return ok;
}

/** Removes the viewer's own subscription of the endpoint; anyone else's stays. */
export async function unsubscribe(
  deps: PushDeps,
  who: SignedInViewer,
  body: PushUnsubscribeRequest,
): Promise<OkAnswer> {
  await deleteSubscription(deps.db, who.tenant.id, who.userId, body.endpoint);
  return ok;
}

/**
 * Queues the game's notice of this kind unless some process already did. The claim and the job
 * commit together: a notice is never claimed without a job to send it.
 */
export async function announce(
  deps: Pick<PushDeps, 'db' | 'wake'>,
  tenant: Tenant,
  eventId: string,
  kind: PushNoticeKind,
): Promise<boolean> {
  if (!enabled(tenant)) return false;
  const queued = await deps.db.transaction(async (tx) => {
    if (!(await claimNotice(tx, tenant.id, eventId, kind))) return false;
    await insertJob(tx, tenant.id, { kind: pushNoticeJobKind, payload: { eventId, kind } });
    return true;
  });
  if (queued) deps.wake();
  return queued;
}

export interface NoticeResult extends Record<string, unknown> {
  sent: number;
  pruned: number;
}

/** Sends the notice to every follower's subscription that has not had it. */
export async function deliverNotice(
  deps: PushDeps,
  tenant: Tenant,
  eventId: string,
  kind: PushNoticeKind,
): Promise<NoticeResult> {
  const result: NoticeResult = { sent: 0, pruned: 0 };
  const game = await findGame(deps.db, tenant.id, eventId);
  if (!game || !enabled(tenant)) return result;
  const keys = await findOrCreateKeys(deps.db, tenant.id, generateKeyPair);
  const notice = { eventId, kind };
  let later = 0;
  for (const subscription of await followerSubscriptions(deps.db, tenant.id, eventId)) {
    if (!(await claimDelivery(deps.db, tenant.id, notice, subscription.id))) continue;
    const payload = noticePayload(tenant, game, kind, subscription.language);
    const outcome = await deps.send(subscription, JSON.stringify(payload), keys);
    if (outcome === 'sent') result.sent += 1;
    if (outcome === 'gone') {
      await pruneSubscription(deps.db, tenant.id, subscription.id);
      result.pruned += 1;
    }
    if (outcome === 'retry') {
      await releaseDelivery(deps.db, tenant.id, notice, subscription.id);
      later += 1;
    }
  }
  // The job's next attempt sends only the copies released above.
  if (later > 0) throw new Error(`${later} push services did not take the notice yet`);
  return result;
}

const kinds: readonly PushNoticeKind[] = ['starts_soon', 'live'];

/** The job queue's handler of queued notices. */
export function pushNoticeHandler(deps: PushDeps): JobHandler {
  return async (job) => {
    const eventId = String(job.payload.eventId);
    const kind = kinds.find((k) => k === job.payload.kind);
    const tenant = await deps.tenantOf(job.tenantId);
    if (!tenant || !kind) return { sent: 0, pruned: 0 };
    return deliverNotice(deps, tenant, eventId, kind);
  };
}

/** How long before a game's start its followers hear that it starts soon. */
export const startsSoonLeadMs = 15 * 60_000;

export interface PushNotices {
  /** A game's status changed (the sweep or an operator); "is live" when it became live. */
  statusChanged(tenant: Tenant, before: EventRow['status'] | null, after: EventRow): Promise<void>;
  /** Queues "starts soon" for the upcoming games that start within the lead time of `now`. */
  startsSoon(now: Date): Promise<number>;
}

export function createPushNotices(deps: Omit<PushDeps, 'send' | 'tenantOf'>): PushNotices {
  return {
    async statusChanged(tenant, before, after) {
      if (after.status === 'live' && before !== 'live')
        await announce(deps, tenant, after.id, 'live');
    },
    async startsSoon(now) {
      let queued = 0;
      await forEachTenant(deps.db, async (tenant) => {
        if (!enabled(tenant)) return;
        const until = new Date(now.getTime() + startsSoonLeadMs);
        for (const id of await gamesStartingBetween(deps.db, tenant.id, now, until))
          if (await announce(deps, tenant, id, 'starts_soon')) queued += 1;
      });
      return queued;
    },
  };
}
