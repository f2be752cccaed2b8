// The tenant commands of `npm run operator` (ADR 064): create a tenant or change one, through the
// running portal's platform API with the platform key; each prints the tenant as one JSON object.
import {
  createPlatformTenantBody,
  newTenantDefaults,
  updatePlatformTenantBody,
  type CreatePlatformTenantBody,
  type UpdatePlatformTenantBody,
} from '@touchline/contract/calls/platform-tenants';
import { id } from '@touchline/contract/ids';
import type { z } from 'zod';

export type TenantCommand =
  | { name: 'create-tenant'; body: CreatePlatformTenantBody }
  | { name: 'update-tenant'; tenantId: string; body: UpdatePlatformTenantBody };

export const tenantCommandNames = ['create-tenant', 'update-tenant'] as const;

export interface TenantValues {
  slug?: string;
  name?: string;
  hosts?: string;
  id?: string;
  json?: string;
}

export class TenantUsageError extends Error {}

const hostList = (value: string | undefined) =>
  value === undefined ? undefined : value.split(',').map((host) => host.trim());

/** `--json`: more fields of the body, as the platform API takes them. */
function extraFields(json: string | undefined): Record<string, unknown> {
  if (json === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new TenantUsageError('--json must be a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new TenantUsageError('--json must be a JSON object');
  return value as Record<string, unknown>;
}

function checked<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const path = issue.path.map(String).join('.');
  const flag = path === 'hosts' || path.startsWith('hosts.') ? 'hosts' : path;
  throw new TenantUsageError(`--${flag || 'json'}: ${issue.message}`);
}

/** The command for `name`, or null when `name` is not a tenant command. */
export function parseTenantCommand(name: string, values: TenantValues): TenantCommand | null {
  const extra = extraFields(values.json);
  const hosts = hostList(values.hosts);
  switch (name) {
    case 'create-tenant': {
      const brand = { ...newTenantDefaults.brand, name: values.name ?? '' };
      const body = checked(createPlatformTenantBody, {
        ...newTenantDefaults,
        brand,
        slug: values.slug ?? '',
        hosts: hosts ?? [],
        ...extra,
      });
      return { name, body };
    }
    case 'update-tenant': {
      const tenantId = values.id?.trim() ?? '';
      if (!id.safeParse(tenantId).success)
        throw new TenantUsageError(`--id must be a tenant id, got "${tenantId}"`);
      const body = checked(updatePlatformTenantBody, {
        ...(hosts === undefined ? {} : { hosts }),
        ...extra,
      });
      if (Object.keys(body).length === 0)
        throw new TenantUsageError('update-tenant needs --hosts or --json with what to change');
      return { name, tenantId, body };
    }
    default:
      return null;
  }
}

export const tenantUsage = `  npm run operator -- create-tenant --slug <slug> --name <brand name> --hosts <host,host>
                       [--json <more fields>]   → the tenant as JSON
  npm run operator -- update-tenant --id <tenant id> [--hosts <host,host>] [--json <fields>]
                       → the tenant as JSON
                       (both through the portal's platform API with --key <platform key>,
                       PLATFORM_KEY, or in demo mode the demo platform key)
  npm run operator -- grant-platform-admin  --email <email> [--tenant <slug>]  (direct only)
  npm run operator -- revoke-platform-admin --email <email> [--tenant <slug>]  (direct only)
`;
