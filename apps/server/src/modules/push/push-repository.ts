// SQL of web push (ADR 051): the tenant's key pair, viewers' subscriptions, and the notice and
// delivery rows that make each game's "starts soon" and "is live" go out once.
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Locale } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { eventIdentities, events } from '../../db/schema';
import { follows } from '../../db/schema-personal';
import {
  pushDeliveries,
  pushKeys,
  pushNotices,
  pushSubscriptions,
  type PushNoticeKind,
} from '../../db/schema-push';

export interface PushKeyPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The tenant's key pair, made on first use. Two processes making it at once both insert; the
 * first row wins and both read it, so a tenant never has two public keys in browsers.
 */
export async function findOrCreateKeys(
  db: Db,
  tenantId: string,
  generate: () => PushKeyPair,
): Promise<PushKeyPair> {
  const select = () =>
    db
      .select({ publicKey: pushKeys.publicKey, privateKey: pushKeys.privateKey })
      .from(pushKeys)
      .where(eq(pushKeys.tenantId, tenantId));
  const [found] = await select();
  if (found) return found;
  await db
    .insert(pushKeys)
    .values({ tenantId, ...generate() })
    .onConflictDoNothing();
  const [made] = await select();
  return made!;
}

export interface NewSubscription {
  userId: string;
  pushId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Locale;
}

/** An endpoint is one browser: subscribing it again (another viewer signed in) takes it over. */
export async function upsertSubscription(db: Db, tenantId: string, row: NewSubscription) {
  const { endpoint, ...rest } = row;
  await db
    .insert(pushSubscriptions)
    .values({ tenantId, id: `ps-${randomBytes(9).toString('base64url')}`, endpoint, ...rest })
    .onConflictDoUpdate({
      target: [pushSubscriptions.tenantId, pushSubscriptions.endpoint],
      set: { ...rest, createdAt: sql`now()` },
    });
}

export async function deleteSubscription(
  db: Db,
  tenantId: string,
  userId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.tenantId, tenantId),
        eq(pushSubscriptions.userId, userId),
        eq(pushSubscriptions.endpoint, endpoint),
      ),
    );
}

/** A subscription the push service called gone (404/410). */
export async function pruneSubscription(db: Db, tenantId: string, id: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.tenantId, tenantId), eq(pushSubscriptions.id, id)));
}

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Subscriptions of the viewers who follow one of the game's teams or the leagues and categories
 * it is listed under; each subscription once however many of them its viewer follows.
 */
export async function followerSubscriptions(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<SubscriptionRow[]> {
  const [game] = await db
    .select({ team1Id: events.team1Id, team2Id: events.team2Id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
  if (!game) return [];
  const linked = db
    .select({ id: eventIdentities.identityId })
    .from(eventIdentities)
    .where(and(eq(eventIdentities.tenantId, tenantId), eq(eventIdentities.eventId, eventId)));
  const teams = [game.team1Id, game.team2Id].filter((id): id is string => id !== null);
  const followers = db
    .selectDistinct({ userId: follows.userId })
    .from(follows)
    .where(
      and(
        eq(follows.tenantId, tenantId),
        or(
          inArray(follows.identityId, linked),
          teams.length > 0 ? inArray(follows.identityId, teams) : undefined,
        ),
      ),
    );
  return db
    .select()
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.tenantId, tenantId), inArray(pushSubscriptions.userId, followers)),
    )
    .orderBy(pushSubscriptions.id);
}

/** Claims the (game, kind) notice; true for the one caller that made the row. */
export async function claimNotice(
  db: Db,
  tenantId: string,
  eventId: string,
  kind: PushNoticeKind,
): Promise<boolean> {
  const rows = await db
    .insert(pushNotices)
    .values({ tenantId, eventId, kind })
    .onConflictDoNothing()
    .returning({ eventId: pushNotices.eventId });
  return rows.length > 0;
}

/** Claims one subscription's copy of a notice; false when it was sent (or is being sent). */
export async function claimDelivery(
  db: Db,
  tenantId: string,
  notice: { eventId: string; kind: PushNoticeKind },
  subscriptionId: string,
): Promise<boolean> {
  const rows = await db
    .insert(pushDeliveries)
    .values({ tenantId, ...notice, subscriptionId })
    .onConflictDoNothing()
    .returning({ id: pushDeliveries.subscriptionId });
  return rows.length > 0;
}

/** A copy that could not be sent for now: the job's next attempt tries it again. */
export async function releaseDelivery(
  db: Db,
  tenantId: string,
  notice: { eventId: string; kind: PushNoticeKind },
  subscriptionId: string,
): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.tenantId, tenantId),
        eq(pushDeliveries.eventId, notice.eventId),
        eq(pushDeliveries.kind, notice.kind),
        eq(pushDeliveries.subscriptionId, subscriptionId),
      ),
    );
}

/** Upcoming games of the tenant that start within (from, to], whose notice is not claimed yet. */
export async function gamesStartingBetween(
  db: Db,
  tenantId: string,
  from: Date,
  to: Date,
): Promise<string[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.tenantId, tenantId),
        eq(events.status, 'upcoming'),
        eq(events.mediaKind, 'event'),
        gt(events.startsAt, from),
        lte(events.startsAt, to),
        sql`not exists (select 1 from push_notices n where n.tenant_id = ${events.tenantId}
          and n.event_id = ${events.id} and n.kind = 'starts_soon')`,
      ),
    );
  return rows.map((row) => row.id);
}

export async function findGame(db: Db, tenantId: string, eventId: string) {
  const [row] = await db
    .select({ id: events.id, title: events.title, status: events.status })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId)));
  return row ?? null;
}
