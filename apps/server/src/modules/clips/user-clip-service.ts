// User clips (spec §3 "Clip", §7 "Clips"): a range of a video the user may watch, kept as an event
// of kind user_clip (or user_highlight) that only its owner sees, and played as its own playlist
// over the source's segments (decisions.md "Media"), so it plays the moment it is saved.
import { createHash } from 'node:crypto';
import type {
  ClipListResponse,
  ClipResponse,
  userClipListRequest,
} from '@touchline/contract/calls/clips';
import { paidGameClipSeconds } from '@touchline/contract/constants';
import type { ClipCreate, ClipRename } from '@touchline/contract/entities/clip';
import { userClipIdPrefix } from '@touchline/contract/formats';
import type { SortDirection, SortField } from '@touchline/contract/enums';
import type { z } from 'zod';
import type { Db } from '../../db/open';
import type { EventRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { countIf, pagedAnswer, windowOf } from '../../http/paged-answer';
import type { SignedInViewer } from '../../http/viewer';
import { clipMasterUrl, vodAssetOf } from '../../media/clip-address';
import { liveAssetOf, type LiveClipper } from '../../media/live-clip';
import { toEvents } from '../events/event-service';
import {
  countOwnClips,
  deleteClipRow,
  findOwnClip,
  findSource,
  insertClip,
  listOwnClips,
  lockOwnClipsOfGame,
  ownClipSecondsOfGame,
  updateOwnClip,
  type OwnClipFilter,
} from './user-clip-repository';

const notFound = () => AppError.notFound('Clip not found', 'event');
/**
 * A clip's id is drawn from who cut what: the same cut again (a retried create, even two at once)
 * names the same row, which the insert keeps once.
 */
const clipIdOf = (parts: readonly (string | number)[]) =>
  `${userClipIdPrefix}${createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 24)}`;

async function answer(db: Db, viewer: SignedInViewer, row: EventRow): Promise<ClipResponse> {
  const [event] = await toEvents(db, viewer, [row]);
  return { content: event! };
}

/**
 * Where the clip lies in its asset. A recorded video's marks are seconds into it. A live game's
 * are seconds since its start (`startsAt`), which must fall in the channel's DVR window; the clip
 * is then cut from the asset the channel loops over, so it is finished and plays at once.
 */
async function marksOf(
  source: EventRow,
  body: ClipCreate,
  live: LiveClipper | undefined,
): Promise<{ asset: string; startMs: number; endMs: number }> {
  const startMs = Math.round(body.startTime * 1000);
  const endMs = Math.round(body.endTime * 1000);
  const vod = vodAssetOf(source.hdUrl);
  if (vod) {
    if (source.durationSeconds !== null && body.endTime > source.durationSeconds) {
      throw AppError.invalid('body', 'endTime', 'must not be after the end of the video');
    }
    return { asset: vod, startMs, endMs };
  }
  const channel = source.status === 'live' ? liveAssetOf(source.hdUrl) : null;
  const at = source.startsAt.getTime();
  const found = channel && live ? await live.marks(channel, at + startMs, at + endMs) : null;
  if (!channel || !found) {
    throw new AppError('not_available', 'Clips are cut from recorded videos and live games only');
  }
  if ('problem' in found) {
    throw AppError.invalid(
      'body',
      'startTime',
      found.problem === 'across_loop'
        ? 'a clip of this live channel cannot span two restarts of its loop'
        : "must lie in the live game's replay window",
    );
  }
  return { asset: channel, ...found };
}

/**
 * The source must be a video the user may watch now (free, entitled, in region) with its own VOD
 * media; the marks must lie inside it. Cutting the same range with the same title again answers
 * the clip already made, so a retried create does not make two (see clipIdOf).
 */
export async function createClip(
  db: Db,
  viewer: SignedInViewer,
  body: ClipCreate,
  live?: LiveClipper,
): Promise<ClipResponse> {
  const tenantId = viewer.tenant.id;
  const source = await findSource(db, tenantId, viewer.userId, body.event);
  if (!source || source.mediaKind === 'user_clip' || source.mediaKind === 'user_highlight') {
    throw AppError.notFound('No video with this event id', 'event');
  }
  const [shown] = await toEvents(db, viewer, [source]);
  if (!shown?.isEventAvailableForUser || !shown.isEventAvailableInUserRegion) {
    throw new AppError('not_available', 'This video is not available to you');
  }
  const cut = await marksOf(source, body, live);
  // Marks within the source's own media, to the millisecond (for a live game, the seconds since
  // its start); the clip's place in the game adds the offset of a highlight it was cut from.
  const startMs = Math.round(body.startTime * 1000);
  const endMs = Math.round(body.endTime * 1000);
  const playlist = clipMasterUrl(cut.asset, cut.startMs, cut.endMs);
  const id = clipIdOf([
    tenantId,
    viewer.userId,
    source.id,
    body.mediaType,
    startMs,
    endMs,
    body.title,
  ]);
  // A paid game's clips outlive the viewer's pass (their own clips always play for them): what
  // they keep of one game is bounded. Cutting a clip they already have again costs nothing.
  // The check and the insert hold the viewer's lock on the game, so creates sent together
  // cannot each find room for themselves.
  const gameId = source.parentEventId ?? source.id;
  const row = await db.transaction(async (tx) => {
    if (source.commerceType !== 'free') {
      await lockOwnClipsOfGame(tx, tenantId, viewer.userId, gameId);
      const kept = await ownClipSecondsOfGame(tx, tenantId, viewer.userId, gameId, id);
      if (kept + (endMs - startMs) / 1000 > paidGameClipSeconds) {
        throw new AppError(
          'conflict',
          `Your clips may keep ${paidGameClipSeconds / 60} minutes of a paid game; delete one to cut another`,
        );
      }
    }
    return insertClip(tx, {
      tenantId,
      id,
      title: body.title,
      sportType: source.sportType,
      mediaKind: body.mediaType,
      mediaSubType: 'clip',
      status: 'vod',
      startsAt: new Date(),
      durationSeconds: (endMs - startMs) / 1000,
      team1Id: source.team1Id,
      team2Id: source.team2Id,
      posterUrl: source.posterUrl,
      hdUrl: playlist,
      clipUrl: playlist,
      commerceType: source.commerceType,
      commerceCoverage: source.commerceCoverage,
      regionAllowed: source.regionAllowed,
      regionBlocked: source.regionBlocked,
      parentEventId: gameId,
      eventOffsetSeconds: (source.eventOffsetSeconds ?? 0) + startMs / 1000,
      ownerUserId: viewer.userId,
    });
  });
  // Already cut: answer the clip as it is now (it may have been renamed since).
  const clipRow = row ?? (await findOwnClip(db, tenantId, viewer.userId, id));
  if (!clipRow) throw notFound();
  return answer(db, viewer, clipRow);
}

export async function updateClip(
  db: Db,
  viewer: SignedInViewer,
  id: string,
  body: ClipRename,
): Promise<ClipResponse> {
  const row = await updateOwnClip(db, viewer.tenant.id, viewer.userId, id, body);
  if (!row) throw notFound();
  return answer(db, viewer, row);
}

export async function deleteClip(
  db: Db,
  viewer: SignedInViewer,
  id: string,
): Promise<{ content: { id: string } }> {
  if (!(await deleteClipRow(db, viewer.tenant.id, viewer.userId, id))) throw notFound();
  return { content: { id } };
}

const defaultDirection: Record<SortField, SortDirection> = {
  added: 'desc',
  created: 'desc',
  order: 'asc',
  title: 'asc',
};

/** The user's own clips and highlights, newest first by default; only theirs, whatever the filter. */
export async function listUserClips(
  db: Db,
  viewer: SignedInViewer,
  query: z.output<typeof userClipListRequest>,
): Promise<ClipListResponse> {
  const field = query.sort ?? 'added';
  const tenantId = viewer.tenant.id;
  const filter: OwnClipFilter = {
    kinds: query.media_type ? [query.media_type] : ['user_clip', 'user_highlight'],
    parentEventId: query.event_id,
  };
  const [rows, counted] = await Promise.all([
    listOwnClips(
      db,
      tenantId,
      viewer.userId,
      filter,
      { field, direction: query.order ?? defaultDirection[field] },
      windowOf(query),
    ),
    countIf(query, () => countOwnClips(db, tenantId, viewer.userId, filter)),
  ]);
  const entries = await toEvents(db, viewer, rows);
  return pagedAnswer(query, entries, (event) => event, counted);
}
