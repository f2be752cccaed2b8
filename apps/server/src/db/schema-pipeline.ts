// The content pipeline's tables: the audit trail of admin changes, the durable job queue (jobs/)
// and the games' live inputs. All are tenant-owned and under row-level security like every other
// tenant table.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events, tenants } from './schema';
import { tenantIsolation } from './tenant-policy';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Append-only: who changed what and when, with the row before and after. Migration 0013 adds a
 * trigger refusing UPDATE and DELETE, so not even a bug in the server can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
    /** `user:<id>` for a signed-in operator, `key:<label>` for an operator key. */
    actor: text('actor').notNull(),
    /** e.g. `identity.create`, `event.update`, `upload.create`. */
    action: text('action').notNull(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_log_tenant_at_idx').on(t.tenantId, t.at),
    index('audit_log_tenant_target_idx').on(t.tenantId, t.targetId, t.at),
  ],
);

export const jobStates = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** A unit of background work (e.g. a transcode), claimed with FOR UPDATE SKIP LOCKED (jobs/). */
export const jobs = pgTable(
  'jobs',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** 0–100, written by the running job. */
    progress: integer('progress').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Why the last attempt failed; kept when the job is retried or gives up. */
    lastError: text('last_error'),
    /** A running job whose lease has passed is taken again (its process died). */
    leaseUntil: timestamptz('lease_until'),
    runAfter: timestamptz('run_after').notNull().defaultNow(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.id] }),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    check('jobs_progress_check', sql`${t.progress} between 0 and 100`),
    index('jobs_tenant_state_run_idx').on(t.tenantId, t.state, t.runAfter),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
export type JobRow = typeof jobs.$inferSelect;

// Live inputs: the stream key an encoder (OBS, a camera, ffmpeg) pushes a game's picture with.
// Only a hash of the key is kept; the key itself is shown once, when made or rotated (ADR 056).

export const liveInputStates = ['idle', 'receiving', 'ended'] as const;
export type LiveInputState = (typeof liveInputStates)[number];

export const liveInputs = pgTable(
  'live_inputs',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** One input per game. */
    eventId: text('event_id').notNull(),
    /** SHA-256 of the stream key, hex. */
    keyHash: text('key_hash').notNull(),
    state: text('state').$type<LiveInputState>().notNull().default('idle'),
    /** The folder of the current (or last) broadcast under the media store's uploads. */
    runId: text('run_id'),
    lastPublishAt: timestamptz('last_publish_at'),
    lastEndAt: timestamptz('last_end_at'),
    /** Why the last broadcast could not be packaged, if it could not. */
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    rotatedAt: timestamptz('rotated_at').notNull().defaultNow(),
  },
  (t) => [
    tenantIsolation(),
    primaryKey({ columns: [t.tenantId, t.eventId] }),
    foreignKey({
      columns: [t.tenantId, t.eventId],
      foreignColumns: [events.tenantId, events.id],
    }).onDelete('cascade'),
    uniqueIndex('live_inputs_tenant_key_idx').on(t.tenantId, t.keyHash),
    check('live_inputs_state_check', sql`${t.state} in ('idle', 'receiving', 'ended')`),
  ],
);

export type LiveInputRow = typeof liveInputs.$inferSelect;
