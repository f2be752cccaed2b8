// One row of the isolation table: a request of tenant B naming one of A's objects, what B may get
// back, and the same question asked as A (the control) that shows the object is real and visible.
import { A, B, fx, type Request } from './tenant-fixture';

export interface Row {
  name: string;
  /** Tenant B's request naming `target`. */
  request: (target: string) => Request;
  /** Tenant A's object the row names. */
  target: () => string;
  /** Statuses B may get; for lookups the status of an unknown id. */
  status: number[];
  /**
   * `same`: B's answer equals its answer for an unknown id, with the id swapped back.
   * `leaks`: the answer differs per request (tokens, times), so it is searched for A's facts.
   */
  check: 'same' | 'leaks';
  /** Facts of A that must not appear in B's answer. */
  leaks: () => string[];
  /** The same question asked as A: must succeed and mention `shows` (by default the target). */
  control?: () => Request;
  /** Null when A's answer does not repeat the id (a guide, stats): success is the proof. */
  shows?: () => string | null;
  /** A's state after B's attempt. */
  after?: () => Promise<void>;
}

/** Rows per call, keyed by `callKey`. */
export type RowsByCall = Record<string, Row[]>;

export const get = (url: string, host: string = B.host, token?: string): Request => ({
  method: 'GET',
  url,
  host,
  ...(token ? { token } : {}),
});

export const post = (url: string, body: unknown, extra: Partial<Request> = {}): Request => ({
  method: 'POST',
  url,
  body,
  host: B.host,
  ...extra,
});

/** B's request as A sends it: A's host, and A's token or operator key where B used its own. */
export const asA = (request: Request): Request => ({
  ...request,
  host: A.host,
  ...(request.token ? { token: fx().viewerA.token } : {}),
  ...(request.operatorKey ? { operatorKey: A.key } : {}),
});

/** A lookup by id: B gets what an unknown id gets. */
export const lookup = (
  name: string,
  url: (target: string) => string,
  target: () => string,
  leaks: () => string[],
  shows?: () => string | null,
): Row => ({
  name,
  request: (id) => get(url(id)),
  target,
  status: [404],
  check: 'same',
  leaks,
  control: () => get(url(target()), A.host),
  ...(shows ? { shows } : {}),
});

/** A list filtered by one of A's ids: B gets what a made-up id gets. */
export const listFilter = (
  name: string,
  url: string,
  body: (target: string) => Record<string, unknown>,
  target: () => string,
  shows: () => string,
  leaks: () => string[],
): Row => ({
  name,
  request: (id) => post(url, body(id)),
  target,
  status: [200],
  check: 'same',
  leaks,
  control: () => ({ ...post(url, body(target())), host: A.host }),
  shows,
});
