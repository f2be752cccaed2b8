// Operator calls: a tenant's operators change a live event's stream or score while it is on air.
// Not part of the viewer-facing spec; the server authorises them with the tenant's operator key
// (`X-Operator-Key`) or a signed-in user (`X-Authorization`) whose role in the tenant is operator,
// and sends the change to the event's realtime room.
import { z } from 'zod';
import { defineCall } from '../call';
import { contentOf } from '../paged';
import { email } from './auth';
import { eventResponse } from './events';
import { idParams } from './common';

/** A path on the portal: one leading slash (not `//host`), no spaces or fragment. */
const portalPlaylist = /^\/(?!\/)[^\s?#]*\.m3u8(\?[^\s#]*)?$/;
const httpPlaylist = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?\/[^\s?#]*\.m3u8(\?[^\s#]*)?$/i;

/** An HLS address: a path on the portal (`/media/…`) or an http(s) URL, ending in `.m3u8`. */
export const streamUrl = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .refine(
    (value) => portalPlaylist.test(value) || httpPlaylist.test(value),
    'must be an HLS playlist address: a /path or http(s) URL ending in .m3u8',
  );

export const setStreamBody = z.object({ url: streamUrl }).strict();
export type SetStreamBody = z.infer<typeof setStreamBody>;

const points = z.number().int().min(0).max(9999);
export const setScoreBody = z.object({ home: points, away: points }).strict();
export type SetScoreBody = z.infer<typeof setScoreBody>;

export const setStreamCall = defineCall({
  method: 'POST',
  path: '/api/admin/event/:id/stream',
  auth: 'operator',
  summary:
    "Operator: replace an event's stream; an upcoming event goes live. Sends event-url-change.",
  params: idParams,
  body: setStreamBody,
  response: eventResponse,
});

export const setScoreCall = defineCall({
  method: 'POST',
  path: '/api/admin/event/:id/score',
  auth: 'operator',
  summary: "Operator: set an event's score. Sends update-event.",
  params: idParams,
  body: setScoreBody,
  response: eventResponse,
});

/** Whether the account may write global timeline tags (the profile's canCreateGlobalTag). */
export const globalTagRightBody = z.object({ email: email, allowed: z.boolean() }).strict();
export type GlobalTagRightBody = z.infer<typeof globalTagRightBody>;

export const globalTagRightCall = defineCall({
  method: 'POST',
  path: '/api/admin/user/global_tags',
  auth: 'operator',
  summary: 'Operator: allow an account of the tenant to write global tags, or take it back',
  body: globalTagRightBody,
  response: contentOf(z.object({ email: email, canCreateGlobalTag: z.boolean() })),
});
