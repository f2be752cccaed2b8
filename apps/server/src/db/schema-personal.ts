// What a signed-in viewer keeps for themselves: follows, the watchlist, timeline tags and where they
// left each video (user clips are rows of `events`, kind user_clip, with their owner). Every row
// leads with tenant_id and points at its user, event or identity through (tenant_id, id), so it can
// never reach into another tenant, and goes when they go.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { FollowTarget, TagKind } from '@touchline/contract/enums';
import { events, identities } from './schema';
import { users } from './schema-accounts';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A league, category, sub-category, team or (as `home`) club a user follows; one row each. */
export const follows = pgTable(
  'follows',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    identityId: text('identity_id').notNull(),
    type: text('type').$type<FollowTarget>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId, t.identityId] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.identityId],
      foreignColumns: [identities.tenantId, identities.id],
    }).onDelete('cascade'),
    check(
      'follows_type_check',
      sql`${t.type} in ('category', 'team', 'league', 'home', 'subcategory')`,
    ),
    index('follows_user_created_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);

/** A video on a user's watchlist; one row each, so saving twice keeps one. */
export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    eventId: text('event_id').notNull(),
    addedAt: timestamptz('added_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId, t.eventId] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    index('watchlist_entries_user_added_idx').on(t.tenantId, t.userId, t.addedAt),
  ],
);

/**
 * A timeline marker on a video (spec §3 "Tag"): private to its author unless `global`, which only
 * users allowed to create global tags may set. Times in milliseconds, as the wire carries them.
 */
export const tags = pgTable(
  'tags',
  {
    tenantId: text('tenant_id').notNull(),
    id: text('id').notNull(),
    targetId: text('target_id').notNull(),
    ownerUserId: text('owner_user_id').notNull(),
    title: text('title').notNull(),
    startMs: integer('start_ms').notNull(),
    endMs: integer('end_ms').notNull(),
    type: text('type').$type<TagKind>().notNull(),
    global: boolean('global').notNull().default(false),
    playerNumber: text('player_number'),
    playerColor: text('player_color'),
    teamId: text('team_id'),
    videoType: text('video_type').$type<'live' | 'vod'>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.targetId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.ownerUserId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.teamId],
      foreignColumns: [identities.tenantId, identities.id],
    }),
    check('tags_type_check', sql`${t.type} in ('game', 'player', 'user')`),
    check('tags_video_type_check', sql`${t.videoType} in ('live', 'vod')`),
    check('tags_times_check', sql`${t.startMs} >= 0 and ${t.endMs} >= ${t.startMs}`),
    // The two questions tag/list asks: the global tags of a video, and one user's tags of it.
    index('tags_target_global_idx').on(t.tenantId, t.targetId, t.global, t.startMs),
    index('tags_target_owner_idx').on(t.tenantId, t.targetId, t.ownerUserId, t.startMs),
  ],
);

export type FollowRow = typeof follows.$inferSelect;
export type TagRow = typeof tags.$inferSelect;

/** Where a user left a video (continue watching); one row per video, the latest position. */
export const watchPositions = pgTable(
  'watch_positions',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    eventId: text('event_id').notNull(),
    positionSeconds: doublePrecision('position_seconds').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId, t.eventId] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    check('watch_positions_position_check', sql`${t.positionSeconds} >= 0`),
    index('watch_positions_user_updated_idx').on(t.tenantId, t.userId, t.updatedAt),
  ],
);

/**
 * A viewer's answer to the tenant's survey through the demo form (ADR 048); one per user and
 * survey, a second answer replacing the first. The survey's skipped/submitted/closed records stay
 * in the profile's options; this is what was answered.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    tenantId: text('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    surveyName: text('survey_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    answeredAt: timestamptz('answered_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.userId, t.surveyName] }),
    foreignKey({
      columns: [t.tenantId, t.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('survey_answers_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
