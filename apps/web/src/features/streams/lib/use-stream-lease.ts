// This device's lease on a protected stream (ADR 046): taken before the player starts, renewed
// by a heartbeat while the page is open, given back when the page closes. `limit` means the
// account already watches its tenant's limit; `stopped` that the stream was stopped elsewhere.
// The media token is bound to the lease (ADR 052): once a lease is held, `onLeased` fetches the
// stream address again, now carrying it, before the player starts.
import { streamLimitContext } from '@touchline/contract/calls/streams';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/http/api-error';
import { startStream } from '../api/start-stream';
import { stopStream } from '../api/stop-stream';
import { streamHeartbeat } from '../api/stream-heartbeat';

export type LeaseState = 'starting' | 'playing' | 'limit' | 'stopped' | 'failed';

const isLimit = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  (error.body as { context?: unknown } | undefined)?.context === streamLimitContext;

export function useStreamLease(
  eventId: string,
  enabled: boolean,
  onLeased: () => Promise<unknown> = () => Promise.resolve(),
) {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one attempt, for one game: a new attempt or game reads as `starting` until its
  // own answer arrives, so no state is set inside the effect itself.
  const key = `${eventId}:${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: LeaseState } | null>(null);
  const leaseId = useRef<string | null>(null);
  // The latest callback, without restarting the lease when the parent passes a new function.
  const leased = useRef(onLeased);
  useEffect(() => {
    leased.current = onLeased;
  }, [onLeased]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setInterval> | undefined;
    const setState = (state: LeaseState) => setOutcome({ key, state });
    startStream(eventId).then(
      (lease) => {
        if (!live) {
          if (lease) void stopStream(lease.id).catch(() => undefined);
          return;
        }
        if (!lease) {
          setState('playing');
          return;
        }
        leaseId.current = lease.id;
        leased.current().then(
          () => {
            if (live) setState('playing');
          },
          () => {
            if (live) setState('failed');
          },
        );
        timer = setInterval(() => {
          streamHeartbeat(lease.id).catch((error: unknown) => {
            // Gone: stopped from another device, or lapsed while the machine slept.
            if (live && error instanceof ApiError && error.status === 404) {
              clearInterval(timer);
              leaseId.current = null;
              setState('stopped');
            }
          });
        }, lease.heartbeatSeconds * 1000);
      },
      (error: unknown) => {
        if (live) setState(isLimit(error) ? 'limit' : 'failed');
      },
    );
    return () => {
      live = false;
      clearInterval(timer);
      const held = leaseId.current;
      leaseId.current = null;
      // Closing the page frees the place at once instead of when the lease lapses.
      if (held) void stopStream(held).catch(() => undefined);
    };
  }, [eventId, enabled, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: LeaseState = !enabled
    ? 'playing'
    : outcome?.key === key
      ? outcome.state
      : 'starting';
  return { state, retry };
}
