// Fastify validation and typing for the contract's zod schemas.
//
// The contract's schemas are built by the zod copy the workspaces pin, while
// fastify-type-provider-zod resolves the hoisted (newer) zod. Its ZodTypeProvider therefore does not
// type our schemas, and its validator would report issues through the newer copy's global locale,
// which nothing loads ("Invalid input" for every field). Validating with the schema's own
// `safeParse` keeps the contract's messages; typing goes through the same zod the contract uses.
// The provider's serializer compiler and OpenAPI transform work unchanged.
import type {
  FastifyPluginCallback,
  FastifySchemaCompiler,
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
  params: { keys?: string[] };
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
    params: {},
  };
  return Object.assign(new Error(`${where}: ${message}`), { validation: [issue] });
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) {
      const nul = nulPath(data);
      return nul ? { error: nulError(nul) } : { value: result.data };
    }
    const issues = result.error.issues.map((issue) => ({
      [issueMarker]: true,
      keyword: issue.code,
      instancePath: `/${issue.path.map(String).join('/')}`,
      schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
      message: issue.message,
      params: issue.code === 'unrecognized_keys' ? { keys: issue.keys } : {},
    }));
    return { error: Object.assign(new Error(result.error.message), { validation: issues }) };
  };
