// The audit trail: every admin change is written here in the same transaction as the change
// itself, so a change without its record (or the reverse) cannot exist. Rows are only ever added.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { auditLog, type AuditRow } from '../../db/schema-pipeline';

export interface AuditRecord {
  actor: string;
  action: string;
  targetKind: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** JSON-safe copy of a row (dates as ISO strings), as the trail stores it. */
export const snapshot = (row: object | null): Record<string, unknown> | null =>
  row ? (JSON.parse(JSON.stringify(row)) as Record<string, unknown>) : null;

export async function appendAudit(db: Db, tenantId: string, record: AuditRecord): Promise<void> {
  await db
    .insert(auditLog)
    .values({ tenantId, id: randomBytes(12).toString('base64url'), ...record });
}

export async function listAudit(
  db: Db,
  tenantId: string,
  targetId: string | undefined,
  limit = 200,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, tenantId),
        targetId === undefined ? undefined : eq(auditLog.targetId, targetId),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
