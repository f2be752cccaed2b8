// Sends one encrypted notice to a push service (RFC 8030/8291/8292) with the `web-push` package:
// it encrypts the payload (aes128gcm) and signs the VAPID JWT; the request itself goes through the
// server's guarded fetch (ADR 034), so a subscription's endpoint cannot point the server at its
// own network (the guard comes from app/register-push.ts), and has a deadline so one slow push
// service cannot hold the job.
import webpush from 'web-push';
import type { PushKeyPair } from './push-repository';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: the push service took it; `gone`: the subscription expired (404/410) and is pruned;
 * `retry`: it may take it later (429, 5xx, no answer); `refused`: it never will (other 4xx).
 */
export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

export type PushSend = (
  target: PushTarget,
  payload: string,
  keys: PushKeyPair,
) => Promise<PushOutcome>;

/** How long a notice is worth keeping for an offline browser: a live game is news for an hour. */
const ttlSeconds = 3600;
const deadlineMs = 10_000;

export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export interface SenderOptions {
  /** The server's guarded fetch (ADR 034). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Whether a failure is the guard's refusal: such an endpoint is never tried again. */
  refused: (error: unknown) => boolean;
  subject: string;
}

export function createPushSender({ fetch, refused, subject }: SenderOptions): PushSend {
  return async (target, payload, keys) => {
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: 'high',
      },
    );
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(deadlineMs),
      });
      await response.body?.cancel();
      return outcomeOf(response.status);
    } catch (error) {
      // An address the guard refuses stays refused; no answer may be better on a later attempt.
      return refused(error) ? 'refused' : 'retry';
    }
  };
}

/** A fresh VAPID key pair (P-256, base64url), made once per tenant. */
export const generateKeyPair = (): PushKeyPair => webpush.generateVAPIDKeys();

/** The VAPID subject: the address push services may write to about this server's pushes. */
export function vapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
