// Live ingest of the admin API: a game with a stream key an encoder (OBS, a camera, ffmpeg)
// pushes to over RTMP. The key is answered once, inside `ingestUrl`, when made or rotated; the
// server keeps only its hash. Operator calls, scoped to the request's tenant and audited.
import { z } from 'zod';
import { defineCall } from '../call';
import { eventStatus } from '../enums';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

export const createLiveBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    startsAt: isoDate.optional(),
  })
  .strict();
export type CreateLiveBody = z.infer<typeof createLiveBody>;

/** Where to push: the full RTMP address, stream key included (shown once). */
export const liveInputKey = z.object({
  eventId: id,
  ingestUrl: z.string(),
});
export type LiveInputKey = z.infer<typeof liveInputKey>;

export const liveInputStatus = z.object({
  eventId: id,
  /** idle: waiting for a push; receiving: a push is being packaged; ended: the replay is made. */
  state: z.enum(['idle', 'receiving', 'ended']),
  /** The address without its key, for showing where an encoder should point. */
  serverUrl: z.string(),
  lastPublishAt: isoDate.nullable(),
  lastEndAt: isoDate.nullable(),
  /** Why the last push could not be packaged, if it could not. */
  lastError: z.string().nullable(),
  rotatedAt: isoDate,
});
export type LiveInputStatus = z.infer<typeof liveInputStatus>;

/** A live input in the console's list: its health and the game it feeds. */
export const liveInputEntry = liveInputStatus.extend({
  title: z.string(),
  startsAt: isoDate,
  /** The game's status: `live` while it is on air, `vod` once its replay is made. */
  status: eventStatus,
});
export type LiveInputEntry = z.infer<typeof liveInputEntry>;

/** The most live inputs one list answers, newest first. */
export const liveInputListMax = 100;

export const listLiveInputsQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(liveInputListMax).default(50),
  })
  .strict();

export const listLiveInputsCall = defineCall({
  method: 'GET',
  path: '/api/admin/live-inputs',
  auth: 'operator',
  summary: "Operator: the tenant's live inputs and their ingest health, newest first (never a key)",
  query: listLiveInputsQuery,
  response: contentOf(z.object({ entries: z.array(liveInputEntry) })),
});

export const createLiveCall = defineCall({
  method: 'POST',
  path: '/api/admin/live-inputs',
  auth: 'operator',
  summary: 'Operator: schedule a game fed by a live push, and its stream key (audited)',
  body: createLiveBody,
  response: contentOf(liveInputKey),
});

export const getLiveInputCall = defineCall({
  method: 'GET',
  path: '/api/admin/live-inputs/:id',
  auth: 'operator',
  summary: "Operator: a game's live input and its ingest health (never its key)",
  params: idParams,
  response: contentOf(liveInputStatus),
});

export const rotateLiveKeyCall = defineCall({
  method: 'POST',
  path: '/api/admin/live-inputs/:id/rotate',
  auth: 'operator',
  summary:
    "Operator: replace a game's stream key; a push with the old one is refused from then on (audited)",
  params: idParams,
  response: contentOf(liveInputKey),
});
