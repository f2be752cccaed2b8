// One generated request to a contract call ("attempt"): its path parameters, query and body, or a
// defect below the schemas (broken JSON, wrong media type, oversized body, poisoned keys, a path
// segment that is no id), sent with or without a signed-in user.
import type { CallDef } from '@touchline/contract/call';
import { errorCode, errorStatus, wireError } from '@touchline/contract/errors';
import fc from 'fast-check';
import type { TestApp } from '../test-app';
import { hosts } from '../test-app';
import { pathParamNames } from './contract-calls';
import {
  asQuery,
  breaking,
  fitting,
  jsonSchemaOf,
  withHostileText,
  type JsonSchema,
} from './schema-arbitraries';

export interface BodyDefect {
  name: string;
  contentType: string;
  payload: string | Buffer;
  /** What the server's parser makes of it, when it parses at all: judged by the body schema. */
  parsed?: unknown;
}

export interface Attempt {
  params: Record<string, unknown>;
  query: Record<string, string | string[]>;
  /** Undefined: no body is sent. */
  body: unknown;
  bodyDefect: BodyDefect | null;
  /** A raw, already percent-encoded path segment in place of the first path parameter. */
  pathDefect: string | null;
  signedIn: boolean;
}

export interface Credentials {
  accessToken: string;
  operatorKey: string;
  /** For the platform's calls (ADR 064), which no tenant credential reaches. */
  platformKey: string;
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedArrays = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
};

/** Defects every call with a body parser meets, whatever its schema. */
const parserDefects: BodyDefect[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"title": "x",' },
  { name: 'empty JSON', contentType: 'application/json', payload: '' },
  { name: 'XML', contentType: 'application/xml', payload: '<event id="1"/>' },
  { name: 'form', contentType: 'application/x-www-form-urlencoded', payload: 'id=1&title=x' },
  {
    name: 'prototype poisoning',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true}}',
  },
  {
    name: 'constructor poisoning',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
  },
  {
    name: 'huge body',
    contentType: 'application/json',
    payload: `{"title":"${'x'.repeat(2 * 1024 * 1024)}"}`,
  },
];

/** Defects that parse; they are only defects where the body schema refuses the result. */
const parsedDefects: BodyDefect[] = [
  { name: 'plain text', contentType: 'text/plain', payload: 'hello', parsed: 'hello' },
  {
    name: 'deep nesting',
    contentType: 'application/json',
    payload: deepArray(5000),
    parsed: nestedArrays(5000),
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
    parsed: { '\ufffd\ufffd': 1 },
  },
  { name: 'JSON null', contentType: 'application/json', payload: 'null', parsed: null },
  { name: 'JSON string', contentType: 'application/json', payload: '"x"', parsed: 'x' },
];

/** Path segments that are not ids, percent-encoded as a client would (or would not) send them. */
export const pathDefects = [
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..%2F..%2Fetc',
  'x'.repeat(65),
  '%F0%9F%98%80',
  "1'%20OR%20'1'%3D'1",
  '%20',
  'a%0Ab',
];

const hasBodyParser = (call: CallDef) => call.method !== 'GET';

/** The attempt's body or defect as the server will see it, for judging against the schema. */
const parsedBody = (attempt: Attempt) =>
  attempt.bodyDefect ? attempt.bodyDefect.parsed : attempt.body;

/** Whether the contract refuses the attempt, so the server must answer a 4xx. */
export function refusedByContract(call: CallDef, attempt: Attempt): boolean {
  if (attempt.pathDefect !== null) return true;
  if (attempt.bodyDefect && !('parsed' in attempt.bodyDefect)) return true;
  if (call.params && !call.params.safeParse(attempt.params).success) return true;
  if (call.query && !call.query.safeParse(attempt.query).success) return true;
  if (call.body && !call.body.safeParse(parsedBody(attempt)).success) return true;
  if (!call.body && attempt.bodyDefect) return true; // a parsed body nobody asked for
  return false;
}

interface Parts {
  params: JsonSchema | null;
  query: JsonSchema | null;
  body: JsonSchema | null;
}

const partsOf = (call: CallDef): Parts => ({
  params: call.params ? jsonSchemaOf(call.params) : null,
  query: call.query ? jsonSchemaOf(call.query) : null,
  body: call.body ? jsonSchemaOf(call.body) : null,
});

const asParams = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

type Part = 'params' | 'query' | 'body';

/** The fitting attempt, with one part replaced by `replace(part)`'s value. */
function attemptWith(
  parts: Parts,
  part: Part | null,
  replace: (schema: JsonSchema) => fc.Arbitrary<unknown> | null,
): fc.Arbitrary<Omit<Attempt, 'signedIn'>> {
  const pick = (name: Part) => {
    const schema = parts[name];
    if (!schema) return fc.constant(undefined);
    return (name === part ? replace(schema) : null) ?? fitting(schema);
  };
  return fc
    .record({ params: pick('params'), query: pick('query'), body: pick('body') })
    .map((values) => ({
      params: asParams(values.params),
      query: asQuery(values.query),
      body: values.body,
      bodyDefect: null,
      pathDefect: null,
    }));
}

/** Attempts the contract refuses: a broken part, a body defect or a path segment that is no id. */
export function refusedAttempts(call: CallDef): fc.Arbitrary<Attempt> | null {
  const parts = partsOf(call);
  const options: fc.Arbitrary<Omit<Attempt, 'signedIn'>>[] = [];
  for (const part of ['params', 'query', 'body'] as const)
    if (parts[part]) options.push(attemptWith(parts, part, breaking));
  if (hasBodyParser(call)) {
    const defects = call.body ? [...parserDefects, ...parsedDefects] : parserDefects;
    options.push(
      fc
        .tuple(
          attemptWith(parts, null, () => null),
          fc.constantFrom(...defects),
        )
        .map(([attempt, defect]) => ({ ...attempt, body: undefined, bodyDefect: defect })),
    );
  }
  if (pathParamNames(call.path).length > 0) {
    options.push(
      fc
        .tuple(
          attemptWith(parts, null, () => null),
          fc.constantFrom(...pathDefects),
        )
        .map(([attempt, segment]) => ({ ...attempt, pathDefect: segment })),
    );
  }
  if (options.length === 0) return null;
  return fc
    .tuple(fc.oneof(...options), fc.boolean())
    .map(([attempt, signedIn]) => ({ ...attempt, signedIn }))
    .filter((attempt) => refusedByContract(call, attempt));
}

/** Attempts shaped like the contract with hostile text in one string; signed in. */
export function hostileAttempts(call: CallDef): fc.Arbitrary<Attempt> | null {
  const parts = partsOf(call);
  const textual = (['params', 'query', 'body'] as const).filter(
    (part) => parts[part] && withHostileText(parts[part]) !== null,
  );
  if (textual.length === 0) return null;
  return fc
    .constantFrom(...textual)
    .chain((part) => attemptWith(parts, part, withHostileText))
    .map((attempt) => ({ ...attempt, signedIn: true }));
}

let addressCounter = 0;
/** Each request from its own address, so per-address attempt limits stay out of the way. */
const nextAddress = () => {
  addressCounter += 1;
  const n = addressCounter;
  return `10.${100 + ((n >> 16) % 100)}.${(n >> 8) % 256}.${n % 256}`;
};

/** A lone surrogate has no UTF-8 form; a client sends U+FFFD instead (as URLSearchParams does). */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export function pathOf(call: CallDef, attempt: Attempt): string {
  let first = true;
  return call.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (first && attempt.pathDefect !== null) {
      first = false;
      return attempt.pathDefect;
    }
    first = false;
    const value = attempt.params[name];
    return encodeURIComponent(
      wellFormed(typeof value === 'string' ? value : JSON.stringify(value ?? '')),
    );
  });
}

export function queryOf(attempt: Attempt): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(attempt.query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, item);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function send(t: TestApp, call: CallDef, attempt: Attempt, who: Credentials) {
  const headers: Record<string, string> = { host: hosts.touchline };
  if (attempt.signedIn) {
    headers['x-authorization'] = `Bearer ${who.accessToken}`;
    headers['x-operator-key'] = who.operatorKey;
    headers['x-platform-key'] = who.platformKey;
  }
  let payload: string | Buffer | undefined;
  if (attempt.bodyDefect) {
    headers['content-type'] = attempt.bodyDefect.contentType;
    payload = attempt.bodyDefect.payload;
  } else if (attempt.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(attempt.body);
  }
  const response = await t.app.inject({
    method: call.method,
    url: pathOf(call, attempt) + queryOf(attempt),
    remoteAddress: nextAddress(),
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  return response;
}

/** The failure answer of decisions.md: its shape, a known code, and the status of that code. */
export function wireErrorProblem(status: number, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 200)}`;
  }
  const parsed = wireError.safeParse(body);
  if (!parsed.success) return `not the wire error: ${text.slice(0, 200)}`;
  const code = errorCode.safeParse(parsed.data.error);
  if (!code.success) return `unknown error code ${parsed.data.error}`;
  if (parsed.data.messageErrorCode !== parsed.data.error)
    return `messageErrorCode ${parsed.data.messageErrorCode} differs from ${parsed.data.error}`;
  // One status per code, the contract's table (errorStatus); a fault may be any 5xx.
  const expected = errorStatus[code.data];
  const fits = code.data === 'internal_error' ? status >= 500 : status === expected;
  if (!fits) return `code ${code.data} answered with status ${status}, not ${expected}`;
  // decisions.md: a validation failure says which field, by its full path (`data.city`); a whole
  // part is named in brackets (`(body)`), never as if it were a field called `body`.
  if (code.data === 'validation_error') {
    const paths = parsed.data.fields?.map((field) => field.path) ?? [];
    if (paths.length === 0) return `validation_error naming no field: ${text.slice(0, 200)}`;
    const vague = paths.find((path) => path.trim() === '' || path === 'body');
    if (vague !== undefined)
      return `validation_error naming the field "${vague}": ${text.slice(0, 200)}`;
  }
  return null;
}

/** A short description of an attempt for failure messages (bodies can be megabytes). */
export function describeAttempt(call: CallDef, attempt: Attempt): string {
  const body = attempt.bodyDefect
    ? `<${attempt.bodyDefect.name}>`
    : JSON.stringify(attempt.body)?.slice(0, 300);
  return `${call.method} ${pathOf(call, attempt).slice(0, 200)}${queryOf(attempt).slice(0, 300)} body=${body} signedIn=${attempt.signedIn}`;
}
