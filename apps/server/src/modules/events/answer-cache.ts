// Anonymous catalogue answers, reused for a moment (ADR 018). Everyone who is not signed in and
// asks a tenant the same question from the same country gets the same bytes, so under load one
// request per key and interval does the work and the others share its serialised answer. An
// operator's change to an event forgets the tenant's answers at once (invalidatingPublisher), in
// every server process when they share Redis (the realtime plugin relays it; the operator command
// too); the status schedule's changes show within two intervals: an answer past its interval is
// still given once more while its replacement is made, so the requests of a busy key never queue
// behind that work.
import type { EventPublisher } from '../../realtime/event-publisher';

export interface AnswerCache {
  /**
   * The answer for `key` within `tenantId`: a fresh one from before, else `load`'s. Concurrent
   * requests for one key share one load; a failed load is not kept.
   */
  answer(tenantId: string, key: string, load: () => Promise<string>): Promise<string>;
  /** Forgets the tenant's answers, those being loaded included. */
  invalidate(tenantId: string): void;
}

interface Entry {
  tenantId: string;
  value: Promise<string>;
  /** Infinity while loading: a load in flight is shared, not repeated. */
  expires: number;
  /** Whether a replacement is being made (the entry is past `expires` but still given). */
  renewing: boolean;
}

export interface AnswerCacheOptions {
  /** How long an answer is reused after it was made; 0 turns the cache off. */
  ttlMs: number;
  /** The oldest answers make room past this many. */
  maxEntries?: number;
  /** Longer answers (a page of hundreds of events) are not kept. */
  maxAnswerLength?: number;
  now?: () => number;
  /** Told of each lookup: a fresh answer, a stale one given while renewed, or a new load. */
  onLookup?: (result: 'hit' | 'stale' | 'miss') => void;
}

export function createAnswerCache({
  ttlMs,
  maxEntries = 500,
  maxAnswerLength = 64 * 1024,
  now = Date.now,
  onLookup = () => undefined,
}: AnswerCacheOptions): AnswerCache {
  const entries = new Map<string, Entry>();

  /** Runs `load`; the entry counts from when its answer is ready. */
  const start = (tenantId: string, load: () => Promise<string>): Entry => {
    const entry: Entry = { tenantId, value: load(), expires: Infinity, renewing: false };
    entry.value.then(
      () => {
        entry.expires = now() + ttlMs;
      },
      () => undefined,
    );
    return entry;
  };
  /** Puts the entry under `id` as the newest one, making room past maxEntries. */
  const keep = (id: string, entry: Entry) => {
    entries.delete(id);
    entries.set(id, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const tooLong = (answer: string) => answer.length > maxAnswerLength;

  return {
    answer(tenantId, key, load) {
      if (ttlMs <= 0) return load();
      const id = `${tenantId}\u0000${key}`;
      const hit = entries.get(id);
      const at = now();
      if (hit && hit.expires > at) {
        onLookup('hit');
        return hit.value;
      }
      if (hit && hit.expires + ttlMs > at) {
        onLookup('stale');
        // Past its interval but not its second one: given while one replacement is made, which
        // takes its place once ready (a failed one leaves it, to be tried again next request).
        if (!hit.renewing) {
          hit.renewing = true;
          const next = start(tenantId, load);
          next.value.then(
            (answer) => {
              if (entries.get(id) !== hit) return;
              if (tooLong(answer)) entries.delete(id);
              else keep(id, next);
            },
            () => {
              hit.renewing = false;
            },
          );
        }
        return hit.value;
      }
      onLookup('miss');
      const entry = start(tenantId, load);
      keep(id, entry);
      entry.value.then(
        (answer) => {
          if (entries.get(id) === entry && tooLong(answer)) entries.delete(id);
        },
        () => {
          if (entries.get(id) === entry) entries.delete(id);
        },
      );
      return entry.value;
    },
    invalidate(tenantId) {
      for (const [id, entry] of entries) if (entry.tenantId === tenantId) entries.delete(id);
    },
  };
}

/** The publisher, forgetting the tenant's answers before each announced event change. */
export function invalidatingPublisher(
  publisher: EventPublisher,
  answers: AnswerCache,
): EventPublisher {
  return {
    toEvent(tenantId, eventId, name, message) {
      answers.invalidate(tenantId);
      // The other processes' caches too (through Redis), before any socket hears of the change.
      publisher.staleAnswers?.(tenantId);
      publisher.toEvent(tenantId, eventId, name, message);
    },
  };
}
