// Concurrent streams (ADR 046): a tenant may limit how many protected streams one account watches
// at once. The player takes a lease when a protected stream starts, renews it with a heartbeat and
// gives it back when it stops; past the limit the viewer sees the other streams and may stop one.
import { z } from 'zod';
import { defineCall } from '../call';
import { id, isoDate } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

export const streamLease = z.object({
  id: id,
  /** The lease lapses unless a heartbeat renews it before this instant. */
  expiresAt: isoDate,
  /** How often the player sends its heartbeat. */
  heartbeatSeconds: z.number().int().positive(),
});
export type StreamLease = z.infer<typeof streamLease>;

/** One stream the account is watching, as the limit's message lists it. */
export const activeStream = z.object({
  id: id,
  deviceName: z.string(),
  eventId: id,
  eventTitle: z.string(),
  since: isoDate,
  /** This device's own stream. */
  current: z.boolean(),
});
export type ActiveStream = z.infer<typeof activeStream>;

export const startStreamBody = z.object({ eventId: id }).strict();
export type StartStreamBody = z.infer<typeof startStreamBody>;

/** Answered with `conflict` and this context when the account already watches its limit. */
export const streamLimitContext = 'stream_limit';

export const startStreamCall = defineCall({
  method: 'POST',
  path: '/api/streams',
  auth: 'required',
  summary:
    "Take a lease for watching an event's protected stream; null when none is needed (free, or no limit)",
  body: startStreamBody,
  response: contentOf(streamLease.nullable()),
  errors: ['not_found', 'conflict'],
});

export const streamHeartbeatCall = defineCall({
  method: 'POST',
  path: '/api/streams/:id/heartbeat',
  auth: 'required',
  summary: 'Keep a stream lease alive; not_found once it lapsed or was stopped',
  params: idParams,
  response: contentOf(streamLease),
  errors: ['not_found'],
});

export const listStreamsCall = defineCall({
  method: 'GET',
  path: '/api/streams',
  auth: 'required',
  summary: "The account's streams being watched now, with the tenant's limit",
  response: contentOf(
    z.object({ limit: z.number().int().positive().nullable(), entries: z.array(activeStream) }),
  ),
});

export const stopStreamCall = defineCall({
  method: 'POST',
  path: '/api/streams/:id/stop',
  auth: 'required',
  summary: "Stop one of the account's streams (here or on another device), freeing its lease",
  params: idParams,
  response: contentOf(z.object({ stopped: z.literal(true) })),
  errors: ['not_found'],
});
