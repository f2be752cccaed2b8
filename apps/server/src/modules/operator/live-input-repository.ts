// SQL for live inputs (ADR 056). Every query names its tenant; a key is found by its hash within
// the tenant the push names, never across tenants.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { events, type EventRow } from '../../db/schema';
import { liveInputs, type LiveInputRow } from '../../db/schema-pipeline';

type NewLiveInput = typeof liveInputs.$inferInsert;

const inTenant = (tenantId: string, eventId: string) =>
  and(eq(liveInputs.tenantId, tenantId), eq(liveInputs.eventId, eventId));

export async function insertLiveInput(db: Db, row: NewLiveInput): Promise<LiveInputRow> {
  const [inserted] = await db.insert(liveInputs).values(row).returning();
  return inserted!;
}

export async function findLiveInput(
  db: Db,
  tenantId: string,
  eventId: string,
): Promise<LiveInputRow | null> {
  const [row] = await db.select().from(liveInputs).where(inTenant(tenantId, eventId)).limit(1);
  return row ?? null;
}

export async function findLiveInputByKey(
  db: Db,
  tenantId: string,
  keyHash: string,
): Promise<LiveInputRow | null> {
  const [row] = await db
    .select()
    .from(liveInputs)
    .where(and(eq(liveInputs.tenantId, tenantId), eq(liveInputs.keyHash, keyHash)))
    .limit(1);
  return row ?? null;
}

export async function updateLiveInput(
  db: Db,
  tenantId: string,
  eventId: string,
  change: Partial<NewLiveInput>,
): Promise<LiveInputRow | null> {
  const [row] = await db
    .update(liveInputs)
    .set(change)
    .where(inTenant(tenantId, eventId))
    .returning();
  return row ?? null;
}

/** A live input with the game it feeds. */
export interface LiveInputWithGame {
  input: LiveInputRow;
  game: Pick<EventRow, 'title' | 'startsAt' | 'status'>;
}

/** The tenant's live inputs, newest first, each with its game's title, start and status. */
export async function listLiveInputs(
  db: Db,
  tenantId: string,
  limit: number,
): Promise<LiveInputWithGame[]> {
  return db
    .select({
      input: liveInputs,
      game: { title: events.title, startsAt: events.startsAt, status: events.status },
    })
    .from(liveInputs)
    .innerJoin(
      events,
      and(eq(events.tenantId, liveInputs.tenantId), eq(events.id, liveInputs.eventId)),
    )
    .where(eq(liveInputs.tenantId, tenantId))
    .orderBy(desc(liveInputs.createdAt), desc(liveInputs.eventId))
    .limit(limit);
}
