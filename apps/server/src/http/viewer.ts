// Who is asking: the tenant, the viewer's country and (once accounts exist) the signed-in user.
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../modules/tenants/tenant';

export interface Viewer {
  tenant: Tenant;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  userId: string | null;
}

/** Codes some proxies send for "unknown" or anonymisers; they fall back to the tenant default. */
const unknownCountries = new Set(['XX', 'T1', 'A1', 'A2', 'O1']);

/** The country comes only from a header a trusted proxy sets; otherwise the tenant's default. */
export function viewerOf(request: FastifyRequest, trustedCountryHeader: string | null): Viewer {
  const raw = trustedCountryHeader ? request.headers[trustedCountryHeader] : undefined;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  const country =
    value && /^[A-Z]{2}$/.test(value) && !unknownCountries.has(value)
      ? value
      : request.tenant.settings.defaultCountry;
  return { tenant: request.tenant, country, userId: null };
}
