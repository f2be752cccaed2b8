// Continue watching: the player tells where the viewer is now and then; a video left midway is
// offered again (a rail on home, a resume offer on its page) until it is watched to the end.
import type {
  ContinueWatchingResponse,
  SaveWatchPositionRequest,
  WatchPositionResponse,
} from '@touchline/contract/calls/user';
import type { PageParams } from '@touchline/contract/calls/list-params';
import type { OkAnswer } from '@touchline/contract/calls/common';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import { countIf, pagedAnswer, windowOf } from '../../http/paged-answer';
import type { SignedInViewer } from '../../http/viewer';
import { toEvents } from '../events/event-service';
import {
  countStarted,
  deletePosition,
  findPosition,
  findVideo,
  listStarted,
  upsertPosition,
} from './watch-position-repository';

/** Closer than this to the end counts as watched: nothing is left to continue. */
export const finishedWithinSeconds = 15;
/** Before this nothing was really watched: the video is not offered to continue. */
export const startedAfterSeconds = 5;

export async function saveWatchPosition(
  db: Db,
  viewer: SignedInViewer,
  body: SaveWatchPositionRequest,
): Promise<OkAnswer> {
  const video = await findVideo(db, viewer.tenant.id, viewer.userId, body.video_id);
  if (!video) throw AppError.notFound('No video with this video_id');
  const key = { tenantId: viewer.tenant.id, userId: viewer.userId, eventId: video.id };
  const finished =
    video.duration !== null && body.position >= video.duration - finishedWithinSeconds;
  if (finished) await deletePosition(db, key);
  else await upsertPosition(db, key, body.position);
  return { content: { success: true } };
}

export async function getWatchPosition(
  db: Db,
  viewer: SignedInViewer,
  videoId: string,
): Promise<WatchPositionResponse> {
  const position = await findPosition(db, viewer.tenant.id, viewer.userId, videoId);
  return {
    content: { position: position !== null && position >= startedAfterSeconds ? position : null },
  };
}

export async function listContinueWatching(
  db: Db,
  viewer: SignedInViewer,
  query: PageParams,
): Promise<ContinueWatchingResponse> {
  const tenantId = viewer.tenant.id;
  const [rows, counted] = await Promise.all([
    listStarted(db, tenantId, viewer.userId, startedAfterSeconds, windowOf(query)),
    countIf(query, () => countStarted(db, tenantId, viewer.userId, startedAfterSeconds)),
  ]);
  const shown = await toEvents(
    db,
    viewer,
    rows.map((row) => row.event),
  );
  return pagedAnswer(
    query,
    shown.map((event, i) => ({ event, position: rows[i]!.position })),
    (e) => e,
    counted,
  );
}
