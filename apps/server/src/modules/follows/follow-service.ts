// Follows of leagues, categories, sub-categories, teams and clubs (spec §3 "Follow item", §7
// "Identities and follows"). Only the tenant's own identities can be followed; the follow's type
// must be the identity's kind (a club is followed as `home`).
import type {
  followListRequest,
  FollowListResponse,
  FollowRemoveRequest,
  FollowSaveRequest,
} from '@touchline/contract/calls/follows';
import { defaults } from '@touchline/contract/constants';
import type { FollowedEntry } from '@touchline/contract/entities/follow-item';
import type { FollowTarget, IdentityKind } from '@touchline/contract/enums';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-plugin';
import { countIf, pagedAnswer, windowOf } from '../../http/paged-answer';
import {
  countFollows,
  deleteFollow,
  findFollowable,
  insertFollow,
  listFollows,
  type FollowableIdentity,
} from './follow-repository';

const targetOf: Record<IdentityKind, FollowTarget> = {
  league: 'league',
  category: 'category',
  subcategory: 'subcategory',
  team: 'team',
  club: 'home',
};

/**
 * identitiesId: the item itself and the identity it belongs to (a team's league, a sub-category's
 * category), so the session's set of followed identity ids finds the item's events and its parent's.
 */
function toEntry(row: FollowableIdentity): FollowedEntry {
  return {
    id: row.id,
    title: row.title.trim() === '' ? defaults.title : row.title,
    type: targetOf[row.kind],
    imageUrl: row.logoUrl ?? row.imageUrl,
    identitiesId: row.parentId ? [row.id, row.parentId] : [row.id],
  };
}

export async function saveFollow(
  db: Db,
  who: AuthUser,
  body: FollowSaveRequest,
): Promise<{ content: FollowedEntry }> {
  const identity = await findFollowable(db, who.tenantId, body.reference_id);
  if (!identity) throw AppError.notFound('Nothing to follow with this reference_id');
  const expected = targetOf[identity.kind];
  if (body.type !== expected) {
    throw AppError.invalid('body', 'type', `this item is followed as ${expected}`);
  }
  await insertFollow(db, who.tenantId, who.id, identity.id, expected);
  return { content: toEntry(identity) };
}

/** Idempotent: an item not followed (or that nobody has) answers the same as one just unfollowed. */
export async function removeFollow(
  db: Db,
  who: AuthUser,
  body: FollowRemoveRequest,
): Promise<{ content: { id: string } }> {
  await deleteFollow(db, who.tenantId, who.id, body.id);
  return { content: { id: body.id } };
}

export async function listFollowed(
  db: Db,
  who: AuthUser,
  query: z.output<typeof followListRequest>,
): Promise<FollowListResponse> {
  const [rows, counted] = await Promise.all([
    listFollows(db, who.tenantId, who.id, query.types, windowOf(query)),
    countIf(query, () => countFollows(db, who.tenantId, who.id, query.types)),
  ]);
  return pagedAnswer(query, rows, toEntry, counted);
}
