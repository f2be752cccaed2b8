// Tables of the watching side: per-event game stats, channel programme rotas and operator keys.
// Like every tenant-owned table they lead with tenant_id; rows of an event go with the event.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events, tenants } from './schema';
import { tenantIsolation } from './tenant-policy';

/** One metric of an event's game stats (spec §3 "Score and game stats"), in display order. */
export const eventStatMetrics = pgTable(
  'event_stat_metrics',
  {
    tenantId: text('tenant_id').notNull(),
    eventId: text('event_id').notNull(),
    position: integer('position').notNull(),
    /** A percentage metric ends in `%`, e.g. `Possession %`. */
    name: text('name').notNull(),
    filterId: text('filter_id').notNull(),
    shortName: text('short_name').notNull(),
    home: doublePrecision('home').notNull(),
    away: doublePrecision('away').notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId, t.position] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    check('event_stat_metrics_values_check', sql`${t.home} >= 0 and ${t.away} >= 0`),
  ],
);

/**
 * A channel's programme as a rota: the shows in order, repeated back to back from the channel
 * event's start. The guide is computed from it for any instant, so it never runs out.
 */
export const channelProgrammes = pgTable(
  'channel_programmes',
  {
    tenantId: text('tenant_id').notNull(),
    eventId: text('event_id').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId, t.position] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    check('channel_programmes_duration_check', sql`${t.durationMinutes} > 0`),
  ],
);

/** Keys that let a tenant's operators change streams and scores; only a SHA-256 hash is kept. */
export const operatorKeys = pgTable(
  'operator_keys',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    label: text('label').notNull(),
    /** Written by the demo seed; re-seeding keeps keys a tenant added itself. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.keyHash] }), tenantIsolation()],
);

export type EventStatMetricRow = typeof eventStatMetrics.$inferSelect;
export type NewEventStatMetricRow = typeof eventStatMetrics.$inferInsert;
export type ChannelProgrammeRow = typeof channelProgrammes.$inferSelect;
export type NewChannelProgrammeRow = typeof channelProgrammes.$inferInsert;
