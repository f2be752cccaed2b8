// SQL of timeline tags. Every statement names the tenant; what a caller may see or change is
// decided in tag-service.ts and passed here as the owner or the global flag.
import { and, asc, count, eq, inArray, or, type SQL } from 'drizzle-orm';
import { visibleTo } from '../../db/event-visibility';
import type { Db } from '../../db/open';
import { events, identities } from '../../db/schema';
import { users } from '../../db/schema-accounts';
import { tags, type TagRow } from '../../db/schema-personal';

export interface TagTeamRow {
  id: string;
  title: string;
  colour: string | null;
  logoUrl: string | null;
}

export type TagWithTeam = TagRow & { team: TagTeamRow | null };

export type NewTag = Omit<TagRow, 'createdAt' | 'updatedAt'>;

/** Whether the user may write global tags (users.can_create_global_tag, set by operators). */
export async function canCreateGlobalTag(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select({ allowed: users.canCreateGlobalTag })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row?.allowed === true;
}

/** The video a tag goes on, if the user may see it (another user's clip is nobody's video). */
export async function findTarget(db: Db, tenantId: string, userId: string, eventId: string) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.tenantId, tenantId), eq(events.id, eventId), visibleTo(userId)));
  return row ?? null;
}

export async function findTeam(db: Db, tenantId: string, teamId: string) {
  const [row] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.tenantId, tenantId),
        eq(identities.id, teamId),
        eq(identities.kind, 'team'),
      ),
    );
  return row ?? null;
}

const teamColumns = {
  id: identities.id,
  title: identities.title,
  colour: identities.colour,
  logoUrl: identities.logoUrl,
};

async function withTeams(
  db: Db,
  where: SQL | undefined,
  window?: { offset: number; limit: number },
) {
  const query = db
    .select({ tag: tags, team: teamColumns })
    .from(tags)
    .leftJoin(
      identities,
      and(eq(identities.tenantId, tags.tenantId), eq(identities.id, tags.teamId)),
    )
    .where(where)
    .orderBy(asc(tags.startMs), asc(tags.id));
  const rows = window ? await query.offset(window.offset).limit(window.limit) : await query;
  return rows.map(({ tag, team }): TagWithTeam => ({ ...tag, team }));
}

export type TagScope = { global: true } | { ownerUserId: string };

const tagsOf = (tenantId: string, targetId: string, scope: TagScope) =>
  and(
    eq(tags.tenantId, tenantId),
    eq(tags.targetId, targetId),
    'global' in scope ? eq(tags.global, true) : eq(tags.ownerUserId, scope.ownerUserId),
  );

/** The global tags of a video, or one user's own. */
export function listTags(
  db: Db,
  tenantId: string,
  targetId: string,
  scope: TagScope,
  window: { offset: number; limit: number },
) {
  return withTeams(db, tagsOf(tenantId, targetId, scope), window);
}

/** How many tags listTags lists in all. */
export async function countTags(db: Db, tenantId: string, targetId: string, scope: TagScope) {
  const [row] = await db
    .select({ n: count() })
    .from(tags)
    .where(tagsOf(tenantId, targetId, scope));
  return row?.n ?? 0;
}

/** Tags the user may change: their own, and global ones when `global` is allowed. */
const changeableBy = (userId: string, mayChangeGlobal: boolean) =>
  mayChangeGlobal
    ? or(eq(tags.ownerUserId, userId), eq(tags.global, true))
    : eq(tags.ownerUserId, userId);

export async function findChangeable(
  db: Db,
  tenantId: string,
  id: string,
  userId: string,
  mayChangeGlobal: boolean,
): Promise<TagRow | null> {
  const [row] = await db
    .select()
    .from(tags)
    .where(
      and(eq(tags.tenantId, tenantId), eq(tags.id, id), changeableBy(userId, mayChangeGlobal)),
    );
  return row ?? null;
}

export async function findWithTeam(db: Db, tenantId: string, id: string) {
  const [row] = await withTeams(db, and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
  return row ?? null;
}

/** False when a tag with this id is there already (the same save again). */
export async function insertTag(db: Db, tag: NewTag): Promise<boolean> {
  const rows = await db.insert(tags).values(tag).onConflictDoNothing().returning({ id: tags.id });
  return rows.length > 0;
}

export async function updateTagRow(
  db: Db,
  tenantId: string,
  id: string,
  change: Omit<NewTag, 'tenantId' | 'id' | 'ownerUserId' | 'targetId'>,
) {
  await db
    .update(tags)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(tags.tenantId, tenantId), eq(tags.id, id)));
}

/** Deletes the listed tags the user may change; answers the deleted rows. */
export async function deleteChangeable(
  db: Db,
  tenantId: string,
  ids: string[],
  userId: string,
  mayChangeGlobal: boolean,
): Promise<Pick<TagRow, 'id' | 'targetId' | 'global'>[]> {
  return db
    .delete(tags)
    .where(
      and(
        eq(tags.tenantId, tenantId),
        inArray(tags.id, ids),
        changeableBy(userId, mayChangeGlobal),
      ),
    )
    .returning({ id: tags.id, targetId: tags.targetId, global: tags.global });
}
