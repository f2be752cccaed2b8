// Fastify validation and typing for the contract's zod schemas.
//
// The contract's schemas are built by the zod copy the workspaces pin, while
// fastify-type-provider-zod resolves the hoisted (newer) zod. Its ZodTypeProvider therefore does not
// type our schemas, and its validator would report issues through the newer copy's global locale,
// which nothing loads ("Invalid input" for every field). Validating with the schema's own
// `safeParse` keeps the contract's messages; typing goes through the same zod the contract uses.
// The provider's OpenAPI transform works unchanged; answers go through serializerCompiler below.
import type {
  FastifyPluginCallback,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import type { z } from 'zod';

/** Call definitions declare their schemas optional (`body?:`), hence the NonNullable. */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: NonNullable<this['schema']> extends z.ZodType
    ? z.output<NonNullable<this['schema']>>
    : unknown;
  serializer: NonNullable<this['schema']> extends z.ZodType
    ? z.input<NonNullable<this['schema']>>
    : unknown;
}

export type ContractPlugin<Options extends object> = FastifyPluginCallback<
  Options,
  RawServerDefault,
  ContractTypeProvider
>;

/** One failed field, as Fastify carries validation failures on `error.validation`. */
export interface ContractValidationIssue {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  message: string;
  params: IssueParams;
}

/** What an issue's message is made of, so it can be said again in the viewer's language. */
export interface IssueParams {
  keys?: string[];
  origin?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
  /** invalid_type for a value that is not there at all. */
  missing?: boolean;
}

const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;

function issueParams(issue: z.core.$ZodIssue): IssueParams {
  if (issue.code === 'unrecognized_keys') return { keys: issue.keys };
  if (issue.code === 'too_small') return { origin: issue.origin, minimum: bound(issue.minimum) };
  if (issue.code === 'too_big') return { origin: issue.origin, maximum: bound(issue.maximum) };
  if (issue.code === 'invalid_format') return { format: issue.format };
  if (issue.code === 'invalid_type') return { missing: /received undefined$/.test(issue.message) };
  return {};
}

const issueMarker = Symbol('contract-validation-issue');

export function isContractValidationIssue(value: unknown): value is ContractValidationIssue {
  return typeof value === 'object' && value !== null && issueMarker in value;
}

/** PostgreSQL text cannot hold U+0000, so no field may: the path of the first string with one. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

function nulError(path: string[]) {
  const where = `/${path.join('/')}`;
  const message = 'must not contain NUL characters';
  const issue = {
    [issueMarker]: true,
    keyword: 'invalid_format',
    instancePath: where,
    schemaPath: `#${where}/invalid_format`,
    message,
    params: { format: 'no_nul' },
  };
  return Object.assign(new Error(`${where}: ${message}`), { validation: [issue] });
}

/**
 * A value that matches no branch of a union gets one issue at the union's own path ("body" for a
 * whole body), which names no field. The branch with the fewest issues is the one the client
 * meant: its issues, under the union's path, name each bad field in full.
 */
function closestBranch(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const branch = issue.errors.reduce((best, next) => (next.length < best.length ? next : best));
  return branch.flatMap((inner) =>
    closestBranch({ ...inner, path: [...issue.path, ...inner.path] }),
  );
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) {
      const nul = nulPath(data);
      return nul ? { error: nulError(nul) } : { value: result.data };
    }
    const issues = result.error.issues.flatMap(closestBranch).map((issue) => ({
      [issueMarker]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
      message: issue.message,
      params: issueParams(issue),
    }));
    return { error: Object.assign(new Error(result.error.message), { validation: issues }) };
  };

/** An answer that does not come out of the contract's schema unchanged: a bug, answered as a 500. */
export class ContractAnswerError extends Error {
  constructor(method: string, url: string, detail: string) {
    super(`${method} ${url} answered outside its contract: ${detail}`);
    this.name = 'ContractAnswerError';
  }
}

/** The path of the first difference between two JSON values, or null when they are equal. */
function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (a === b) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path || '/'} (length)`;
    for (let i = 0; i < a.length; i += 1) {
      const d = firstDifference(a[i], b[i], `${path}/${i}`);
      if (d) return d;
    }
    return null;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
      if (!(key in y)) return `${path}/${key} (not in the contract)`;
      if (!(key in x)) return `${path}/${key} (added by the schema)`;
      const d = firstDifference(x[key], y[key], `${path}/${key}`);
      if (d) return d;
    }
    return null;
  }
  return path || '/';
}

/**
 * Answers are the handler's value through JSON.stringify: services build them in the contract's
 * shape (typed by it), so a parse with the schema would only repeat what the types hold, at a cost
 * that grows with the answer (a list page: about as much as the rest of the request's own work).
 *
 * With `validate` (development and tests) every answer is first parsed with the contract's schema
 * and must come out unchanged, key for key: a wrong type, a missing field, a field the contract
 * does not name (which a parse would silently strip, and which production would send) or a
 * transform fails the request with a 500. So every test that calls a route proves that the
 * bytes production sends match the contract.
 */
export const serializerCompiler =
  ({ validate }: { validate: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) =>
  (data) => {
    const json = JSON.stringify(data);
    if (!validate) return json;
    const result = schema.safeParse(data);
    if (!result.success) throw new ContractAnswerError(method, url, result.error.message);
    // Compared as JSON: what the client receives either way.
    const difference = firstDifference(
      JSON.parse(json) as unknown,
      JSON.parse(JSON.stringify(result.data)) as unknown,
    );
    if (difference) throw new ContractAnswerError(method, url, `differs at ${difference}`);
    return json;
  };
