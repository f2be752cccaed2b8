// fast-check arbitraries derived from a contract schema: values that fit it, values that break it
// (wrong types, missing or extra keys, out-of-range numbers, over-long strings, bad enums) and
// values with hostile text (NUL, lone surrogates, right-to-left marks, SQL and LIKE
// metacharacters) in one string. Schemas are read through their JSON Schema, the form zod exports
// for OpenAPI; whether a value really fits is always decided by the zod schema itself.
import fc from 'fast-check';
import { z } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Generated strings stay short unless a test is about length. */
const shortText = 24;

const branches = (js: JsonSchema) => js.anyOf ?? js.oneOf ?? null;
const types = (js: JsonSchema) => (Array.isArray(js.type) ? js.type : js.type ? [js.type] : []);

function lengthFits(js: JsonSchema) {
  return (value: string) =>
    value.length >= (js.minLength ?? 0) && value.length <= (js.maxLength ?? Infinity);
}

function fitLength(js: JsonSchema, value: string): string {
  const min = js.minLength ?? 0;
  const stretched =
    value.length >= min ? value : value.repeat(Math.ceil(min / Math.max(1, value.length)));
  return stretched.padEnd(min, 'x').slice(0, js.maxLength ?? stretched.length);
}

function stringFitting(js: JsonSchema): fc.Arbitrary<string> {
  switch (js.format) {
    case 'email':
      return fc.emailAddress().filter((value) => value.length <= (js.maxLength ?? 254));
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'date':
      return fc
        .date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('1970-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'uri':
    case 'url':
      return fc.webUrl().filter(lengthFits(js));
    case undefined:
    default:
      break;
  }
  if (js.pattern) {
    try {
      // Stretched or cut to the length limits rather than filtered: a filter that rarely
      // passes (say 43 characters of a PKCE verifier) would starve the generator.
      return fc.stringMatching(new RegExp(js.pattern)).map((value) => fitLength(js, value));
    } catch {
      // A pattern fast-check cannot generate from: plain text, the zod check sorts it out.
    }
  }
  const minLength = js.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(js.maxLength ?? shortText, shortText));
  return fc.string({ minLength, maxLength });
}

function numberFitting(js: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = js.exclusiveMinimum !== undefined ? js.exclusiveMinimum + 1 : (js.minimum ?? -1e6);
  const max = js.exclusiveMaximum !== undefined ? js.exclusiveMaximum - 1 : (js.maximum ?? 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values shaped like the schema; refinements it cannot express may still fail zod. */
export function fitting(js: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in js) return fc.constant(js.const);
  if (js.enum) return fc.constantFrom(...js.enum);
  const options = branches(js);
  if (options) return fc.oneof(...options.map(fitting));
  if (js.allOf?.[0]) return fitting(js.allOf[0]);
  const kinds = types(js);
  if (kinds.length > 1) return fc.oneof(...kinds.map((type) => fitting({ ...js, type })));
  switch (kinds[0]) {
    case 'string':
      return stringFitting(js);
    case 'integer':
      return numberFitting(js, true);
    case 'number':
      return numberFitting(js, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(js.items ? fitting(js.items) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: js.minItems ?? 0,
        maxLength: Math.max(js.minItems ?? 0, Math.min(js.maxItems ?? 3, 3)),
      });
    case 'object':
      return objectFitting(js);
    case undefined: // no type: anything goes
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFitting(js: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = js.properties ?? {};
  const record = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, fitting(value)])),
    { requiredKeys: (js.required ?? []).filter((key) => key in properties) },
  );
  if (typeof js.additionalProperties !== 'object') return record;
  const extra = fc.dictionary(
    js.propertyNames ? stringFitting(js.propertyNames) : fc.string({ maxLength: shortText }),
    fitting(js.additionalProperties),
    { maxKeys: 2 },
  );
  return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
}

/** Whatever the schema says, none of these is a string of the right shape or a number in range. */
const wrongTypes: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  '',
  'not-what-was-asked',
  [],
  [1, 2],
  {},
  { nested: { deeper: [null] } },
];

/** Text that attacks the layers under validation: the database, logs, HTML and search. */
export const hostileTexts = [
  'nul\u0000byte',
  '\u0000',
  'lone \ud800 surrogate',
  'reversed \u202e txet',
  'football ⚽ 🏟️ 𝔖𝔭𝔬𝔯𝔱',
  'زمالك',
  '   ',
  "'; drop table events; --",
  '%_\\',
  '\\u0000',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  'line\r\nbreak',
];

function stringBreaking(js: JsonSchema): fc.Arbitrary<unknown> {
  const max = js.maxLength;
  return fc.oneof(
    fc.constantFrom(...wrongTypes),
    fc.constantFrom(...hostileTexts),
    fc.constant('x'.repeat((max ?? 1000) + 1)),
    fc.constant('x'.repeat(100_000)),
    fc.constant('x'.repeat(Math.max(0, (js.minLength ?? 1) - 1))),
    fc.string({ unit: 'binary', maxLength: shortText }),
  );
}

function numberBreaking(js: JsonSchema): fc.Arbitrary<unknown> {
  const edges: unknown[] = [1e308, -1e308, 0.5, -0.5, Number.MAX_SAFE_INTEGER + 2, '12', 'NaN'];
  if (js.maximum !== undefined) edges.push(js.maximum + 1);
  if (js.minimum !== undefined) edges.push(js.minimum - 1);
  return fc.oneof(fc.constantFrom(...edges), fc.constantFrom(...wrongTypes));
}

/**
 * Values that probably break the schema somewhere, one defect at a time in an otherwise fitting
 * value so validation of the other fields is reached as well. Callers keep only the values zod
 * refuses.
 */
export function breaking(js: JsonSchema): fc.Arbitrary<unknown> {
  if ('const' in js || js.enum) {
    const allowed = 'const' in js ? [js.const] : (js.enum ?? []);
    const twisted = allowed.flatMap((value) =>
      typeof value === 'string' ? [value.toUpperCase(), ` ${value}`, `${value}\u0000`] : [],
    );
    return fc.constantFrom('bogus', ...twisted, ...wrongTypes);
  }
  const options = branches(js);
  if (options) return fc.oneof(...options.map(breaking), fc.constantFrom(...wrongTypes));
  switch (types(js)[0]) {
    case 'string':
      return stringBreaking(js);
    case 'integer':
    case 'number':
      return numberBreaking(js);
    case 'array':
      return fc.oneof(
        fc.constantFrom(...wrongTypes),
        js.items ? fc.array(breaking(js.items), { minLength: 1, maxLength: 2 }) : fc.constant([]),
        fc.constant(Array.from({ length: (js.maxItems ?? 1000) + 1 }, () => 'x')),
      );
    case 'object':
      return objectBreaking(js);
    case undefined:
    default:
      return fc.constantFrom(...wrongTypes);
  }
}

function objectBreaking(js: JsonSchema): fc.Arbitrary<unknown> {
  const properties = Object.entries(js.properties ?? {});
  const required = js.required ?? [];
  const mutations: fc.Arbitrary<unknown>[] = [fc.constantFrom(...wrongTypes)];
  if (properties.length > 0) {
    mutations.push(
      fc
        .tuple(objectFitting(js), fc.constantFrom(...properties))
        .chain(([base, [key, schema]]) =>
          breaking(schema).map((value) => ({ ...base, [key]: value })),
        ),
    );
  }
  if (required.length > 0) {
    mutations.push(
      fc.tuple(objectFitting(js), fc.constantFrom(...required)).map(([base, key]) => {
        const rest = { ...base };
        delete rest[key];
        return rest;
      }),
    );
  }
  if (js.additionalProperties === false) {
    mutations.push(
      fc
        .tuple(objectFitting(js), fc.constantFrom('junk', 'constructor', 'isAdmin', 'tenantId'))
        .map(([base, key]) => ({ ...base, [key]: 'extra' })),
    );
  }
  return fc.oneof(...mutations);
}

/** Whether a value contains a string anywhere the schema allows one. */
const holdsText = (js: JsonSchema): boolean =>
  types(js).includes('string') ||
  (branches(js) ?? []).some(holdsText) ||
  Object.values(js.properties ?? {}).some(holdsText) ||
  (js.items ? holdsText(js.items) : false);

/** A fitting value with one string replaced by hostile text; null when the schema has no string. */
export function withHostileText(js: JsonSchema): fc.Arbitrary<unknown> | null {
  if (!holdsText(js)) return null;
  const options = branches(js);
  if (options) {
    const hostile = options.map(withHostileText).filter((arb) => arb !== null);
    return fc.oneof(...hostile);
  }
  if (types(js).includes('string')) {
    return fc.oneof(
      fc.constantFrom(...hostileTexts),
      fc.string({
        unit: 'binary',
        minLength: js.minLength ?? 0,
        maxLength: Math.max(js.minLength ?? 0, shortText),
      }),
      fc.constant('ü'.repeat(js.maxLength ?? 1000)),
    );
  }
  if (js.items) {
    const item = withHostileText(js.items);
    return item ? fc.array(item, { minLength: 1, maxLength: 2 }) : null;
  }
  const textual = Object.entries(js.properties ?? {}).filter(([, schema]) => holdsText(schema));
  return fc
    .tuple(objectFitting(js), fc.constantFrom(...textual))
    .chain(([base, [key, schema]]) =>
      withHostileText(schema)!.map((value) => ({ ...base, [key]: value })),
    );
}

/**
 * A query object as the server receives it: every value a string, repeated keys an array, absent
 * when empty, and no query at all for anything that is not an object. Query schemas are judged on
 * this form, not on the generated one.
 */
export function asQuery(value: unknown): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return query;
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined) continue;
    const texts = (Array.isArray(item) ? item : [item]).map(queryText);
    if (texts.length === 1) query[key] = texts[0]!;
    else if (texts.length > 1) query[key] = texts;
  }
  return query;
}

function queryText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
