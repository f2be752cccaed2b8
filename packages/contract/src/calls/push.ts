// Web push (ADR 051): the tenant's VAPID public key for the browser, and a signed-in viewer's
// subscription stored and removed. The server pushes "starts soon" and "is live" to the viewers
// who follow a game's teams or leagues; what it sends is not a call.
import { z } from 'zod';
import { defineCall } from '../call';
import { okAnswer } from './common';

/** base64url without padding, as PushSubscription.toJSON() gives the keys. */
const base64url = (bytes: number) =>
  z
    .string()
    .length(Math.ceil((bytes * 4) / 3))
    .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding');

/** A push service's address: https (the browser's), or http for a service the server allows. */
const pushEndpoint = z.url({ protocol: /^https?$/ }).max(2048);

export const pushSubscribeRequest = z
  .object({
    /** The push identifier the page chose (spec §5): the tenant's default or custom-domain one. */
    pushId: z.string().min(1).max(100),
    endpoint: pushEndpoint,
    keys: z
      .object({
        /** The browser's P-256 public key, uncompressed (65 bytes). */
        p256dh: base64url(65),
        /** The subscription's authentication secret (16 bytes). */
        auth: base64url(16),
      })
      .strict(),
  })
  .strict();
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequest>;

export const pushUnsubscribeRequest = z.object({ endpoint: pushEndpoint }).strict();
export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequest>;

export const pushPublicKeyAnswer = z.object({
  content: z.object({
    /** The tenant's VAPID public key (uncompressed P-256, base64url): the applicationServerKey. */
    publicKey: base64url(65),
  }),
});
export type PushPublicKeyAnswer = z.infer<typeof pushPublicKeyAnswer>;

export const pushPublicKeyCall = defineCall({
  method: 'GET',
  path: '/api/push/public_key',
  auth: 'none',
  summary: "The tenant's VAPID public key, for a browser subscribing to its notifications",
  response: pushPublicKeyAnswer,
  errors: ['not_found'],
});

export const pushSubscribeCall = defineCall({
  method: 'POST',
  path: '/api/push/subscribe',
  auth: 'required',
  summary:
    "Store this browser's push subscription for the signed-in viewer, in the request's language",
  body: pushSubscribeRequest,
  response: okAnswer,
  errors: ['not_found'],
});

export const pushUnsubscribeCall = defineCall({
  method: 'POST',
  path: '/api/push/unsubscribe',
  auth: 'required',
  summary: "Remove the signed-in viewer's push subscription of this endpoint (none: nothing to do)",
  body: pushUnsubscribeRequest,
  response: okAnswer,
});
