// SQL of error reports: appended, deleted past the retention, grouped by error and release.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { errorReports } from '../../db/schema-telemetry';

export type ErrorReportInsert = Omit<typeof errorReports.$inferInsert, 'id' | 'receivedAt'>;

export async function insertErrorReports(db: Db, rows: ErrorReportInsert[]) {
  if (rows.length > 0) await db.insert(errorReports).values(rows);
}

export async function deleteErrorReportsBefore(db: Db, tenantId: string, before: Date) {
  await db
    .delete(errorReports)
    .where(and(eq(errorReports.tenantId, tenantId), lt(errorReports.receivedAt, before)));
}

export interface ErrorGroupRow {
  errorClass: string;
  message: string;
  release: string;
  releaseStage: string;
  location: string;
  count: number;
  firstSeen: Date;
  lastSeen: Date;
  lastUrl: string | null;
  lastStatus: number | null;
}

const groupLimit = 200;

export async function errorGroups(db: Db, tenantId: string): Promise<ErrorGroupRow[]> {
  const lastSeen = sql<string>`max(${errorReports.receivedAt})`;
  const rows = await db
    .select({
      errorClass: errorReports.errorClass,
      message: errorReports.message,
      release: errorReports.release,
      releaseStage: errorReports.releaseStage,
      location: errorReports.location,
      count: sql<number>`count(*)::int`,
      firstSeen: sql<string>`min(${errorReports.receivedAt})`,
      lastSeen,
      lastUrl: sql<
        string | null
      >`(array_agg(${errorReports.url} order by ${errorReports.receivedAt} desc))[1]`,
      lastStatus: sql<
        number | null
      >`(array_agg(${errorReports.status} order by ${errorReports.receivedAt} desc))[1]`,
    })
    .from(errorReports)
    .where(eq(errorReports.tenantId, tenantId))
    .groupBy(
      errorReports.errorClass,
      errorReports.message,
      errorReports.release,
      errorReports.releaseStage,
      errorReports.location,
    )
    .orderBy(desc(lastSeen))
    .limit(groupLimit);
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
    firstSeen: new Date(row.firstSeen),
    lastSeen: new Date(row.lastSeen),
    lastStatus: row.lastStatus === null ? null : Number(row.lastStatus),
  }));
}
