// What browsers report: analytics events (Segment-compatible batches) and error reports
// (Bugsnag-compatible notify), both append-only per tenant — the application role may not update
// them (app-role.ts) and rows older than the retention are deleted by the server (ADR 042).
import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One analytics call (identify, page, track, …) as a browser sent it. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    /** The browser's own time of the call; the day reports group by. Clamped on insert. */
    occurredAt: timestamptz('occurred_at').notNull(),
    type: text('type').notNull(),
    /** The track event's name (`Video Playback Started`), or the page's path. */
    name: text('name'),
    userId: text('user_id'),
    anonymousId: text('anonymous_id'),
    /** The portal event (video) the call is about, when it names one. */
    mediaEventId: text('media_event_id'),
    /** Seconds watched that the call reports (a pause after playing). */
    watchSeconds: doublePrecision('watch_seconds'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('analytics_events_day_idx').on(t.tenantId, t.occurredAt),
    index('analytics_events_received_idx').on(t.tenantId, t.receivedAt),
  ],
);

/** One error report; operators see them grouped by error and release. */
export const errorReports = pgTable(
  'error_reports',
  {
    tenantId: text('tenant_id').notNull(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    errorClass: text('error_class').notNull(),
    message: text('message').notNull(),
    /** The app version (release) and stage the browser reported. */
    release: text('release').notNull(),
    releaseStage: text('release_stage').notNull(),
    /** The top stack frame, `file:line:column`, part of what makes two reports the same error. */
    location: text('location').notNull().default(''),
    url: text('url'),
    /** For a reported 5xx answer: its status. */
    status: integer('status'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('error_reports_group_idx').on(t.tenantId, t.errorClass, t.message, t.release),
    index('error_reports_received_idx').on(t.tenantId, t.receivedAt),
  ],
);
