// The operator command's arguments: which change, to which event of which tenant, and how to
// reach the portal. Each area's commands are read by its own file (live-args.ts, access-args.ts,
// codes-args.ts, survey-args.ts, content-args.ts, sales-args.ts, tenant-args.ts, call-args.ts)
// with the same contract schemas the admin API uses; this file reads the shared flags and picks
// the area.
import { parseArgs } from 'node:util';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import {
  globalTagsUsage,
  keyAndRoleUsage,
  parseAccessCommand,
  type AccessCommand,
} from './access-args';
import { required, UsageError } from './arg-checks';
import { callUsage, CallUsageError, parseCallCommand, type CallCommand } from './call-args';
import { codesUsage, parseCodesCommand, type CodesCommand } from './codes-args';
import {
  ContentUsageError,
  contentUsage,
  parseContentCommand,
  type ContentCommand,
} from './content-args';
import { liveUsage, parseLiveCommand, type LiveCommand } from './live-args';
import { parseSalesCommand, SalesUsageError, salesUsage, type SalesCommand } from './sales-args';
import { parseSurveyCommand, surveyUsage, type SurveyAnswersCommand } from './survey-args';
import {
  parseTenantCommand,
  TenantUsageError,
  tenantUsage,
  type TenantCommand,
} from './tenant-args';

export type OperatorCommand =
  /** set-stream, set-score: directly or through the admin API (live-args.ts). */
  | LiveCommand
  /** create-key, grant/revoke of an account's role, global tags, platform admin (access-args.ts). */
  | AccessCommand
  /** create-codes makes a batch of access codes for one offer (codes-args.ts). */
  | CodesCommand
  /** The tenant's survey answers, a page at a time, as JSON (through the admin API). */
  | SurveyAnswersCommand
  /** create-event, upload, create-live, cut-highlight: through the portal's admin API (content-args.ts). */
  | ContentCommand
  /** Tenants through the platform API (ADR 064, tenant-args.ts). */
  | TenantCommand
  /** create-product, update-product, set-event-access: through the admin API (sales-args.ts). */
  | SalesCommand
  /** Any admin call by its operationId, through the admin API (call-args.ts). */
  | CallCommand;

export interface Connection {
  /** `direct` writes the database and publishes through Redis; `api` calls a running portal. */
  via: 'auto' | 'api' | 'direct';
  server: string | null;
  key: string | null;
  host: string | null;
}

export type ParsedArgs =
  | { help: true }
  | { help: false; command: OperatorCommand; connection: Connection };

const options = {
  tenant: { type: 'string' },
  event: { type: 'string' },
  url: { type: 'string' },
  home: { type: 'string' },
  away: { type: 'string' },
  label: { type: 'string' },
  email: { type: 'string' },
  product: { type: 'string' },
  count: { type: 'string' },
  limit: { type: 'string' },
  expires: { type: 'string' },
  via: { type: 'string' },
  server: { type: 'string' },
  key: { type: 'string' },
  host: { type: 'string' },
  title: { type: 'string' },
  start: { type: 'string' },
  file: { type: 'string' },
  tag: { type: 'string' },
  in: { type: 'string' },
  out: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  user: { type: 'string' },
  slug: { type: 'string' },
  name: { type: 'string' },
  hosts: { type: 'string' },
  id: { type: 'string' },
  json: { type: 'string' },
  type: { type: 'string' },
  description: { type: 'string' },
  price: { type: 'string' },
  currency: { type: 'string' },
  duration: { type: 'string' },
  units: { type: 'string' },
  items: { type: 'string' },
  'auto-renew': { type: 'string' },
  'on-sale': { type: 'string' },
  access: { type: 'string' },
  allow: { type: 'string' },
  block: { type: 'string' },
  ads: { type: 'string' },
  op: { type: 'string' },
  param: { type: 'string', multiple: true },
  query: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The older argument files throw their own error; to the command each is a usage error. */
const areaUsageErrors = [TenantUsageError, ContentUsageError, SalesUsageError, CallUsageError];

function asUsage<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (areaUsageErrors.some((type) => error instanceof type))
      throw new UsageError((error as Error).message);
    throw error;
  }
}

export function parseOperatorArgs(argv: string[], defaultTenant: string | null): ParsedArgs {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { help: true };
  if (positionals.length > 1)
    throw new UsageError(`one command at a time, got: ${positionals.join(' ')}`);

  const via = values.via ?? 'auto';
  if (via !== 'auto' && via !== 'api' && via !== 'direct') {
    throw new UsageError(`--via must be auto, api or direct, got "${via}"`);
  }
  const connection: Connection = {
    via,
    server: values.server ?? null,
    key: values.key ?? null,
    host: values.host ?? null,
  };
  const name = positionals[0]!;
  // Tenants are the platform's: no tenant is named, the portal is reached on any of its hosts.
  const tenantCommand = asUsage(() => parseTenantCommand(name, values));
  if (tenantCommand) return { help: false, connection, command: tenantCommand };
  // Without DEFAULT_TENANT (production outside demo mode) the tenant must be named.
  const tenant = values.tenant?.trim() || defaultTenant || required(values.tenant, 'tenant');

  const command = asUsage(() =>
    name === 'call'
      ? parseCallCommand(tenant, values)
      : (parseLiveCommand(name, tenant, values) ??
        parseAccessCommand(name, tenant, values) ??
        parseCodesCommand(name, tenant, values) ??
        parseSurveyCommand(name, tenant, values) ??
        parseContentCommand(name, tenant, values) ??
        parseSalesCommand(name, tenant, values)),
  );
  if (!command) throw new UsageError(`unknown command "${name}"`);
  return { help: false, connection, command };
}

export function usage(): string {
  const keys = Object.entries(demoOperatorKeys)
    .map(([slug, key]) => `  ${slug.padEnd(10)} ${key}`)
    .join('\n');
  return `Changes a live event's stream or score and tells every open page at once; manages who may.

Usage:
${liveUsage}${contentUsage}${salesUsage}${tenantUsage}${callUsage}${keyAndRoleUsage}${codesUsage}${globalTagsUsage}${surveyUsage}
  --tenant   tenant slug (default: DEFAULT_TENANT; in demo mode touchline)
  --email    the account that becomes an operator of the tenant (grant-role) or a viewer again,
             or that may write global timeline tags (grant-global-tags) or no longer
  --product  the offer the codes grant; --count codes (default 1), each redeemable --limit
             times (default: no limit), until --expires (default: never)
  --url      an HLS playlist: /media/... on the portal, or an http(s) URL ending in .m3u8
  --via      auto (default) | direct | api
               direct: write DATABASE_URL and publish through REDIS_URL's socket.io adapter
               api:    call the running portal's admin API (POST /api/admin/event/:id/...)
               auto:   direct when DATABASE_URL and REDIS_URL are both set, else api
  --server   portal address for api (default http://127.0.0.1:$PORT, PORT default 3000)
  --host     Host header that selects the tenant for api (default: the demo tenant's host)
  --key      operator key for api (default: OPERATOR_KEY, else the demo tenant's key)

Demo operator keys (X-Operator-Key):
${keys}
`;
}
