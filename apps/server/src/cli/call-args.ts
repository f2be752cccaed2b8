// `npm run operator -- call --op <operation>`: any call of the admin API by its contract name (the
// OpenAPI operationId, ADR 022), so every console action can be scripted, including those without
// a command of their own (a channel's programme, a device sign-out, a key rotation…). Params,
// query and body are checked with the call's own contract schemas before anything is sent; the
// portal audits the change as it does the console's.
import { allCalls } from '@touchline/contract/all-calls';
import type { CallDef } from '@touchline/contract/call';

export interface CallCommand {
  name: 'call';
  tenant: string;
  operation: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

export interface CallValues {
  op?: string;
  param?: string[];
  query?: string[];
  json?: string;
}

export class CallUsageError extends Error {}

/** The calls an operator key opens: the tenant's admin API. */
export const operatorCalls = (): string[] =>
  [...allCalls].filter(([, call]) => call.auth === 'operator').map(([name]) => name);

export function operatorCall(operation: string): CallDef {
  const call = allCalls.get(operation);
  if (!call || call.auth !== 'operator') {
    throw new CallUsageError(
      `--op must name an admin call (${operatorCalls().join(', ')}), got "${operation}"`,
    );
  }
  return call;
}

/** `name=value` pairs of repeated flags. */
function pairs(flag: string, given: string[] = []): Record<string, string> {
  return Object.fromEntries(
    given.map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) throw new CallUsageError(`--${flag} takes name=value, got "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

function checked(part: string, schema: CallDef['query'], value: unknown): void {
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || part}: ${issue.message}`,
    );
    throw new CallUsageError(`the call's ${part} is not valid: ${problems.join('; ')}`);
  }
}

export function parseCallCommand(tenant: string, values: CallValues): CallCommand {
  if (!values.op) throw new CallUsageError('call needs --op <operation>');
  const call = operatorCall(values.op);
  const params = pairs('param', values.param);
  const query = pairs('query', values.query);
  let body: unknown = undefined;
  if (values.json !== undefined) {
    try {
      body = JSON.parse(values.json) as unknown;
    } catch {
      throw new CallUsageError('--json must be a JSON value');
    }
  }
  if (body !== undefined && !call.body) throw new CallUsageError(`${values.op} takes no body`);
  checked('params', call.params, params);
  checked('query', call.query, query);
  checked('body', call.body, body);
  return { name: 'call', tenant, operation: values.op, params, query, body };
}

export const callUsage = `  npm run operator -- call --op <operation> [--param name=value]… [--query name=value]… [--json <body>]
      any admin call by its OpenAPI operationId, through the running portal; prints its answer
`;
