// Timeline tags (spec §3 "Tag", §7 "Tags"). A tag is private to its author unless global; only
// users with canCreateGlobalTag write global tags, and they may change anyone's global tag. A tag
// the caller may not see answers exactly like one nobody has. Global tags reach the open pages of
// their video through the socket's comment-on-media messages.
import { createHash, randomBytes } from 'node:crypto';
import type {
  RemoveTagsRequest,
  RemoveTagsResponse,
  tagListRequest,
  TagListResponse,
  TagResponse,
} from '@touchline/contract/calls/tags';
import type { TagSave, TagUpdate, TagWire } from '@touchline/contract/entities/tag';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { TagRow } from '../../db/schema-personal';
import { AppError } from '../../http/app-error';
import type { AuthUser } from '../../http/auth-plugin';
import { countIf, pagedAnswer, windowOf } from '../../http/paged-answer';
import type { EventPublisher } from '../../realtime/event-publisher';
import {
  canCreateGlobalTag,
  countTags,
  deleteChangeable,
  findChangeable,
  findTarget,
  findTeam,
  findWithTeam,
  insertTag,
  listTags,
  updateTagRow,
  type TagWithTeam,
} from './tag-repository';

export interface TagDeps {
  db: Db;
  /** Where global tag changes are announced (the realtime service). */
  publisher: () => EventPublisher;
}

const newTagId = () => `tg-${randomBytes(12).toString('base64url')}`;
/**
 * A new tag's id is drawn from who tagged what, when, under which title: a retried save (even
 * two at once) names the same row, which the insert keeps once. The contract has no idempotency
 * key for this call (the commerce writes alone carry one), so the request itself is the key, as
 * for clip/create.
 */
const tagIdOf = (tenantId: string, userId: string, body: TagSave) =>
  `tg-${createHash('sha256')
    .update(
      JSON.stringify([tenantId, userId, body.targetId, body.startTime, body.endTime, body.title]),
    )
    .digest('base64url')
    .slice(0, 24)}`;
/** The same save again: the row under the drawn id is still what that save made. */
const sameSave = (row: TagRow, userId: string, body: TagSave) =>
  row.ownerUserId === userId &&
  row.targetId === body.targetId &&
  row.startMs === body.startTime &&
  row.endMs === body.endTime &&
  row.title === body.title;
const notFound = () => AppError.notFound('No tag with this id');

export function toTagWire(row: TagWithTeam): TagWire {
  return {
    id: row.id,
    title: row.title,
    startTime: row.startMs,
    endTime: row.endMs,
    time: null,
    type: row.type,
    global: row.global,
    playerNumber: row.playerNumber,
    targetId: row.targetId,
    tagTeam: row.team && {
      color: row.team.colour,
      teamId: row.team.id,
      title: row.team.title,
      logo: row.team.logoUrl,
    },
  };
}

export async function listTagsOf(
  { db }: TagDeps,
  user: AuthUser,
  query: z.output<typeof tagListRequest>,
): Promise<TagListResponse> {
  // Tags of a video the user cannot see (another user's clip) are nobody's.
  if (!(await findTarget(db, user.tenantId, user.id, query.targetId))) {
    return pagedAnswer(query, [], toTagWire, query.count === true ? 0 : null);
  }
  const scope = query.global ? ({ global: true } as const) : { ownerUserId: user.id };
  const [rows, counted] = await Promise.all([
    listTags(db, user.tenantId, query.targetId, scope, windowOf(query)),
    countIf(query, () => countTags(db, user.tenantId, query.targetId, scope)),
  ]);
  return pagedAnswer(query, rows, toTagWire, counted);
}

/** The checks a new or changed tag passes: a video the user sees, a team of the tenant, the right
 *  to write global tags. */
async function checkTag(db: Db, user: AuthUser, body: TagSave, allowed: () => Promise<boolean>) {
  if (!(await findTarget(db, user.tenantId, user.id, body.targetId))) {
    throw AppError.notFound('No video with this targetId');
  }
  if (body.teamId !== null && !(await findTeam(db, user.tenantId, body.teamId))) {
    throw AppError.invalid('body', 'teamId', 'no team with this id');
  }
  if (body.global && !(await allowed())) {
    throw new AppError('forbidden', 'Only users allowed to create global tags may set global');
  }
}

const columnsOf = (body: TagSave) => ({
  title: body.title,
  startMs: body.startTime,
  endMs: body.endTime,
  type: body.type,
  global: body.global,
  playerNumber: body.playerNumber,
  playerColor: body.playerColor,
  teamId: body.teamId,
  videoType: body.videoType,
});

/** Tells the event's open pages about a global tag; `wasGlobal`: it was global before the change. */
function announce(deps: TagDeps, tenantId: string, wasGlobal: boolean, after: TagWire) {
  const realtime = deps.publisher();
  if (after.global) {
    realtime.toEvent(
      tenantId,
      after.targetId,
      wasGlobal ? 'comment-on-media-updated' : 'comment-on-media',
      {
        tag: after,
      },
    );
  } else if (wasGlobal) {
    // Made private: the other pages drop it.
    realtime.toEvent(tenantId, after.targetId, 'comment-on-media-deleted', {
      mediaId: after.targetId,
      commentId: after.id,
    });
  }
}

/**
 * Idempotent: the same owner, video, times and title again answers the tag already saved (and
 * announces nothing). A tag renamed or moved since keeps its id; a save that draws it then gets a
 * fresh one.
 */
export async function saveTag(deps: TagDeps, user: AuthUser, body: TagSave): Promise<TagResponse> {
  const { db } = deps;
  await checkTag(db, user, body, () => canCreateGlobalTag(db, user.tenantId, user.id));
  const row = (id: string) => ({
    tenantId: user.tenantId,
    id,
    targetId: body.targetId,
    ownerUserId: user.id,
    ...columnsOf(body),
  });
  let id = tagIdOf(user.tenantId, user.id, body);
  if (!(await insertTag(db, row(id)))) {
    const existing = await findWithTeam(db, user.tenantId, id);
    if (existing && sameSave(existing, user.id, body)) return { content: toTagWire(existing) };
    id = newTagId();
    await insertTag(db, row(id));
  }
  const saved = toTagWire((await findWithTeam(db, user.tenantId, id))!);
  announce(deps, user.tenantId, false, saved);
  return { content: saved };
}

export async function updateTag(
  deps: TagDeps,
  user: AuthUser,
  body: TagUpdate,
): Promise<TagResponse> {
  const { db } = deps;
  let allowed: boolean | undefined;
  const mayChangeGlobal = async () =>
    (allowed ??= await canCreateGlobalTag(db, user.tenantId, user.id));
  const existing = await findChangeable(
    db,
    user.tenantId,
    body.id,
    user.id,
    await mayChangeGlobal(),
  );
  // A tag moves to no other video: the pair (id, targetId) names it.
  if (!existing || existing.targetId !== body.targetId) throw notFound();
  await checkTag(db, user, body, mayChangeGlobal);
  await updateTagRow(db, user.tenantId, body.id, columnsOf(body));
  const saved = toTagWire((await findWithTeam(db, user.tenantId, body.id))!);
  announce(deps, user.tenantId, existing.global, saved);
  return { content: saved };
}

/** Removes the listed tags the caller may change; others (and ids nobody has) are left out of the
 *  answer, so it reveals nothing about tags the caller cannot see. */
export async function removeTags(
  deps: TagDeps,
  user: AuthUser,
  body: RemoveTagsRequest,
): Promise<RemoveTagsResponse> {
  const { db } = deps;
  const mayChangeGlobal = await canCreateGlobalTag(db, user.tenantId, user.id);
  const removed = await deleteChangeable(
    db,
    user.tenantId,
    [...new Set(body.ids)],
    user.id,
    mayChangeGlobal,
  );
  const realtime = deps.publisher();
  for (const tag of removed.filter((t) => t.global)) {
    realtime.toEvent(user.tenantId, tag.targetId, 'comment-on-media-deleted', {
      mediaId: tag.targetId,
      commentId: tag.id,
    });
  }
  return { content: { ids: removed.map((t) => t.id) } };
}

/** A game's global tags, in timeline order (at most 500): what an operator cuts highlights from. */
export async function globalTagsOf(db: Db, tenantId: string, targetId: string): Promise<TagRow[]> {
  return listTags(db, tenantId, targetId, { global: true }, { offset: 0, limit: 500 });
}

/** One global tag of a game, or null (another game's, a private tag, another tenant's). */
export async function findGlobalTag(
  db: Db,
  tenantId: string,
  targetId: string,
  id: string,
): Promise<TagRow | null> {
  const row = await findWithTeam(db, tenantId, id);
  return row && row.global && row.targetId === targetId ? row : null;
}
