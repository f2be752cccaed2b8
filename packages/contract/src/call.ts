// A call of the API: its method and path, the schemas of what goes in and comes out, who may make
// it and how often. Server routes register from these (apps/server/src/http/serve-call.ts); the web
// client types its fetchers from them; the OpenAPI document is generated from them.
import type { z } from 'zod';
import { errorStatus, type ErrorCode } from './error-codes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make the call, enforced by the server before the input is looked at:
 * - `none`: anyone; a token is not read.
 * - `optional`: anyone; a valid full token makes the answer personal, an invalid one is ignored.
 * - `required`: a signed-in user's full token (`X-Authorization: Bearer …`).
 * - `limited`: a full token, or the limited token of the device-limit flow (list/remove devices).
 * - `operator`: a tenant operator key, or a signed-in user with the tenant's operator role.
 * - `platform`: the platform key, or a signed-in user granted platform admin (ADR 064); no
 *   tenant operator credential reaches it.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'limited' | 'operator' | 'platform';

/**
 * How often one client address may make the call, per tenant (numbers in the server's config):
 * `read` for lookups, `write` for changes, `credentials` for the calls that check a secret or send
 * mail, which also keep their own per-account limits.
 */
export type RateLimitClass = 'read' | 'write' | 'credentials';

export interface CallDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/event/get_by_id/id/:id`. */
  path: string;
  auth: A;
  /** By default `read` for GET and `write` otherwise. */
  rateLimit?: RateLimitClass;
  summary: string;
  query?: Q;
  body?: B;
  params?: P;
  response: R;
  /**
   * The failures particular to this call (`not_found`, `email_taken`, …). Those every call of its
   * kind can answer (bad input, missing token, rate limit, unknown tenant) are added by
   * `callErrors`; the server refuses, in development and tests, to answer any other.
   */
  errors?: readonly ErrorCode[];
  /**
   * What a caller without a token gets instead of `unauthorized`, where the spec names it (a
   * profile update while signed out is "User data not found!", spec §5 and §8).
   */
  signedOutError?: { code: ErrorCode; message: string };
}

export const defineCall = <
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthMode = AuthMode,
>(
  def: CallDef<Q, B, P, R, A>,
) => def;

export const rateLimitClassOf = (call: Pick<CallDef, 'method' | 'rateLimit'>): RateLimitClass =>
  call.rateLimit ?? (call.method === 'GET' ? 'read' : 'write');

/** What a token-carrying call can fail with before its handler runs. */
const authErrors: Record<AuthMode, readonly ErrorCode[]> = {
  none: [],
  // A token is optional, but one that is sent must be valid (spec §7: refresh and retry once).
  optional: ['invalid_token'],
  required: ['unauthorized', 'invalid_token', 'forbidden'],
  limited: ['unauthorized', 'invalid_token'],
  operator: ['unauthorized', 'invalid_token', 'forbidden'],
  platform: ['unauthorized', 'invalid_token', 'forbidden'],
};

/**
 * Every error code the call can answer with: its own, those of its auth mode, bad input when it
 * takes any, and those any call can meet (an unknown tenant host, the rate limit, a fault).
 */
export function callErrors(call: CallDef): ErrorCode[] {
  const codes = new Set<ErrorCode>([
    ...(call.errors ?? []),
    ...authErrors[call.auth],
    ...(call.signedOutError ? [call.signedOutError.code] : []),
    'not_found',
    'rate_limited',
    'internal_error',
    'service_unavailable',
  ]);
  // A write's body is parsed even when the call takes none (malformed JSON, wrong media type).
  if (call.query || call.body || call.params || call.method !== 'GET')
    codes.add('validation_error');
  if (call.method !== 'GET') {
    codes.add('payload_too_large');
    codes.add('unsupported_media_type');
  }
  return [...codes];
}

/** `callErrors` grouped by the HTTP status each code answers with. */
export function callErrorsByStatus(call: CallDef): Map<number, ErrorCode[]> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of callErrors(call)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}

/** Replaces `:name` segments with values, e.g. for the web client. */
export const buildPath = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
