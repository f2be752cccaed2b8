// SQL of follows: one row per (user, identity); the identity's title and images come from its row.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FollowTarget } from '@touchline/contract/enums';
import type { Db } from '../../db/open';
import { identities, type IdentityRow } from '../../db/schema';
import { follows } from '../../db/schema-personal';

export type FollowableIdentity = Pick<
  IdentityRow,
  'id' | 'kind' | 'title' | 'imageUrl' | 'logoUrl' | 'parentId'
>;

export interface FollowedRow extends FollowableIdentity {
  type: FollowTarget;
}

const identityColumns = {
  id: identities.id,
  kind: identities.kind,
  title: identities.title,
  imageUrl: identities.imageUrl,
  logoUrl: identities.logoUrl,
  parentId: identities.parentId,
};

export async function findFollowable(
  db: Db,
  tenantId: string,
  identityId: string,
): Promise<FollowableIdentity | null> {
  const [row] = await db
    .select(identityColumns)
    .from(identities)
    .where(and(eq(identities.tenantId, tenantId), eq(identities.id, identityId)));
  return row ?? null;
}

/** Inserts the follow unless it exists; a repeated save leaves the first row (and its date). */
export async function insertFollow(
  db: Db,
  tenantId: string,
  userId: string,
  identityId: string,
  type: FollowTarget,
): Promise<void> {
  await db.insert(follows).values({ tenantId, userId, identityId, type }).onConflictDoNothing();
}

export async function deleteFollow(
  db: Db,
  tenantId: string,
  userId: string,
  identityId: string,
): Promise<void> {
  await db
    .delete(follows)
    .where(
      and(
        eq(follows.tenantId, tenantId),
        eq(follows.userId, userId),
        eq(follows.identityId, identityId),
      ),
    );
}

const joinIdentities = and(
  eq(identities.tenantId, follows.tenantId),
  eq(identities.id, follows.identityId),
);

const followsOf = (tenantId: string, userId: string, types: FollowTarget[] | undefined) =>
  and(
    eq(follows.tenantId, tenantId),
    eq(follows.userId, userId),
    types && types.length > 0 ? inArray(follows.type, types) : undefined,
  );

/** How many follows listFollows lists in all. */
export async function countFollows(
  db: Db,
  tenantId: string,
  userId: string,
  types: FollowTarget[] | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .innerJoin(identities, joinIdentities)
    .where(followsOf(tenantId, userId, types));
  return row?.n ?? 0;
}

/** The user's follows, newest first, optionally of some types. */
export async function listFollows(
  db: Db,
  tenantId: string,
  userId: string,
  types: FollowTarget[] | undefined,
  window: { offset: number; limit: number },
): Promise<FollowedRow[]> {
  return db
    .select({ ...identityColumns, type: follows.type })
    .from(follows)
    .innerJoin(identities, joinIdentities)
    .where(followsOf(tenantId, userId, types))
    .orderBy(desc(follows.createdAt), follows.identityId)
    .offset(window.offset)
    .limit(window.limit);
}
