// The operator command's arguments: which change, to which event of which tenant, and how to
// reach the portal. Values are checked with the same contract schemas the admin API uses.
import { parseArgs } from 'node:util';
import {
  setScoreBody,
  setStreamBody,
  type SetScoreBody,
  type SetStreamBody,
} from '@touchline/contract/calls/operator';
import { email } from '@touchline/contract/calls/auth';
import { surveyAnswersQuery } from '@touchline/contract/calls/survey';
import { id } from '@touchline/contract/ids';
import type { z } from 'zod';
import { demoOperatorKeys } from '../modules/operator/operator-key';
import {
  ContentUsageError,
  contentUsage,
  parseContentCommand,
  type ContentCommand,
} from './content-args';
import { callUsage, CallUsageError, parseCallCommand, type CallCommand } from './call-args';
import { parseSalesCommand, SalesUsageError, salesUsage, type SalesCommand } from './sales-args';
import type { SurveyAnswersCommand } from './survey-api';
import {
  parseTenantCommand,
  TenantUsageError,
  tenantUsage,
  type TenantCommand,
} from './tenant-args';

export type OperatorCommand =
  | { name: 'set-stream'; tenant: string; eventId: string; body: SetStreamBody }
  | { name: 'set-score'; tenant: string; eventId: string; body: SetScoreBody }
  | { name: 'create-key'; tenant: string; label: string }
  /** grant-role makes the account an operator of its tenant; revoke-role makes it a viewer again. */
  | { name: 'grant-role'; tenant: string; email: string }
  | { name: 'revoke-role'; tenant: string; email: string }
  /** create-codes makes a batch of access codes for one offer (docs/decisions/035). */
  | {
      name: 'create-codes';
      tenant: string;
      productId: string;
      count: number;
      useLimit: number | null;
      expiresAt: Date | null;
      label: string;
    }
  /** Whether the account may write global timeline tags (canCreateGlobalTag). */
  | { name: 'grant-global-tags'; tenant: string; email: string }
  | { name: 'revoke-global-tags'; tenant: string; email: string }
  /** The tenant's survey answers, a page at a time, as JSON (through the admin API). */
  | SurveyAnswersCommand
  /** create-event, upload, create-live, cut-highlight: through the portal's admin API (content-args.ts). */
  | ContentCommand
  /** Platform admin (ADR 064): the grant of an account, and tenants through the platform API. */
  | { name: 'grant-platform-admin'; tenant: string; email: string }
  | { name: 'revoke-platform-admin'; tenant: string; email: string }
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

export class UsageError extends Error {}

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

const required = (value: string | undefined, flag: string) => {
  if (value === undefined || value.trim() === '') throw new UsageError(`--${flag} is required`);
  return value.trim();
};

const wholeNumber = (value: string, flag: string) => {
  if (!/^\d+$/.test(value))
    throw new UsageError(`--${flag} must be a whole number, got "${value}"`);
  return Number(value);
};

/** Normalised as sign-up stores it (trimmed, lower case), so the account is found. */
const emailOf = (value: string) => {
  const parsed = email.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email must be an email address, got "${value}"`);
  return parsed.data;
};

function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new UsageError(`--${issue.path.map(String).join('.') || 'value'}: ${issue.message}`);
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
  // Tenants are the platform's: no tenant is named, the portal is reached on any of its hosts.
  try {
    const tenantCommand = parseTenantCommand(positionals[0]!, values);
    if (tenantCommand) return { help: false, connection, command: tenantCommand };
  } catch (error) {
    if (error instanceof TenantUsageError) throw new UsageError(error.message);
    throw error;
  }
  // Without DEFAULT_TENANT (production outside demo mode) the tenant must be named.
  const tenant = values.tenant?.trim() || defaultTenant || required(values.tenant, 'tenant');
  const eventId = () => {
    const value = required(values.event, 'event');
    if (!id.safeParse(value).success)
      throw new UsageError(`--event must be an event id, got "${value}"`);
    return value;
  };

  const name = positionals[0]!;
  switch (name) {
    case 'set-stream':
      return {
        help: false,
        connection,
        command: {
          name,
          tenant,
          eventId: eventId(),
          body: checked(setStreamBody, { url: required(values.url, 'url') }),
        },
      };
    case 'set-score':
      return {
        help: false,
        connection,
        command: {
          name,
          tenant,
          eventId: eventId(),
          body: checked(setScoreBody, {
            home: wholeNumber(required(values.home, 'home'), 'home'),
            away: wholeNumber(required(values.away, 'away'), 'away'),
          }),
        },
      };
    case 'create-key':
      return {
        help: false,
        connection,
        command: { name, tenant, label: values.label?.trim() || 'operator' },
      };
    case 'grant-role':
    case 'revoke-role':
    case 'grant-platform-admin':
    case 'revoke-platform-admin':
    case 'grant-global-tags':
    case 'revoke-global-tags':
      return {
        help: false,
        connection,
        command: { name, tenant, email: emailOf(required(values.email, 'email')) },
      };
    case 'create-codes': {
      const expires = values.expires?.trim();
      const expiresAt = expires ? new Date(expires) : null;
      if (expiresAt && Number.isNaN(expiresAt.getTime()))
        throw new UsageError(`--expires must be a date (2027-06-30), got "${expires}"`);
      return {
        help: false,
        connection,
        command: {
          name,
          tenant,
          productId: required(values.product, 'product'),
          count: wholeNumber(values.count ?? '1', 'count'),
          useLimit: values.limit === undefined ? null : wholeNumber(values.limit, 'limit'),
          expiresAt,
          label: values.label?.trim() || 'access codes',
        },
      };
    }
    case 'survey-answers': {
      const query = checked(surveyAnswersQuery, {
        page: wholeNumber(values.page ?? '0', 'page'),
        size: wholeNumber(values.size ?? '20', 'size'),
        ...(values.user === undefined ? {} : { userId: values.user.trim() }),
      });
      return {
        help: false,
        connection,
        command: {
          name,
          tenant,
          page: query.page,
          size: query.size,
          userId: query.userId ?? null,
        },
      };
    }
    case 'call':
      try {
        return { help: false, connection, command: parseCallCommand(tenant, values) };
      } catch (error) {
        if (error instanceof CallUsageError) throw new UsageError(error.message);
        throw error;
      }
    default: {
      let command: ContentCommand | SalesCommand | null;
      try {
        command =
          parseContentCommand(name, tenant, values) ?? parseSalesCommand(name, tenant, values);
      } catch (error) {
        if (error instanceof ContentUsageError || error instanceof SalesUsageError)
          throw new UsageError(error.message);
        throw error;
      }
      if (!command) throw new UsageError(`unknown command "${name}"`);
      return { help: false, connection, command };
    }
  }
}

export function usage(): string {
  const keys = Object.entries(demoOperatorKeys)
    .map(([slug, key]) => `  ${slug.padEnd(10)} ${key}`)
    .join('\n');
  return `Changes a live event's stream or score and tells every open page at once; manages who may.

Usage:
  npm run operator -- set-stream --event <id> --url <m3u8> [--tenant <slug>]
  npm run operator -- set-score  --event <id> --home <n> --away <n> [--tenant <slug>]
${contentUsage}${salesUsage}${tenantUsage}${callUsage}  npm run operator -- create-key [--tenant <slug>] [--label <text>]   (direct only)
  npm run operator -- grant-role --email <email> [--tenant <slug>]    (direct only)
  npm run operator -- revoke-role --email <email> [--tenant <slug>]   (direct only)
  npm run operator -- create-codes --product <offer id> [--count <n>] [--limit <uses>]
                       [--expires <date>] [--label <text>] [--tenant <slug>]
                       (through the portal's admin API; --via direct writes DATABASE_URL)
  npm run operator -- grant-global-tags  --email <email> [--tenant <slug>]
  npm run operator -- revoke-global-tags --email <email> [--tenant <slug>]
  npm run operator -- survey-answers [--page <n>] [--size <1-100>] [--user <user id>]
                       [--tenant <slug>]   (through the portal's admin API; prints JSON)

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
