// The content pipeline's tables: the audit trail of admin changes and the durable job queue
// (jobs/). Both are tenant-owned and under row-level security like every other tenant table.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from './schema';
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
