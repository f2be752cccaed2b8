// The demo federation: one demo tenant signs in through a local OpenID provider
// (dev/local-issuer.ts) when IFA_ISSUER_URL names it. For development and end-to-end tests only;
// a real tenant's federation is configured in its `settings.sso.ifa` like any other setting.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { tenants } from '../db/schema';
import type { TenantSso } from '../modules/tenants/tenant-documents';

/** The demo tenant the federation is switched on for: the basketball federation's portal. */
export const demoFederationTenant = 'harbour';

/** The client the local issuer registers and the tenant names (public: PKCE, no secret). */
export const demoFederationClientId = 'touchline-demo';

/** The one person the local issuer knows; the README names the same credentials. */
export const demoFederationPerson = {
  sub: 'federation-fan-1',
  email: 'fan@federation.example',
  email_verified: true,
  name: 'Federation Fan',
  password: 'federation-demo',
};

/** Vite's port under `npm run dev` (apps/web/vite.config.ts), whose pages proxy to the server. */
export const devWebPort = 4340;

export const federationCallback = (origin: string) =>
  `${origin.replace(/\/+$/, '')}/auth/oauth2/callback/ifa/`;

/** The portal origins a tenant is reached at: each of its hosts on each port, plus PUBLIC_URL. */
export const portalOrigins = (hosts: string[], ports: number[], publicUrl: string | null) => [
  ...hosts.flatMap((host) => ports.map((port) => `http://${host}:${port}`)),
  ...(publicUrl ? [publicUrl] : []),
];

/**
 * Points the demo tenant's federation at `issuer`. Only a seeded demo tenant (one with
 * `settings.demo`) is touched. Answers the redirect URIs it registered, or null when the demo
 * tenant is absent.
 */
export async function applyDemoFederation(
  db: Db,
  options: { issuer: string; ports: number[]; publicUrl: string | null },
): Promise<string[] | null> {
  const demoTenant = and(eq(tenants.slug, demoFederationTenant), sql`${tenants.settings} ? 'demo'`);
  const [row] = await db.select({ hosts: tenants.hosts }).from(tenants).where(demoTenant).limit(1);
  if (!row) return null;
  const issuer = options.issuer.replace(/\/+$/, '');
  const redirectUris = portalOrigins(row.hosts, options.ports, options.publicUrl).map(
    federationCallback,
  );
  const ifa: NonNullable<TenantSso['ifa']> = {
    issuer,
    clientId: demoFederationClientId,
    // oidc-provider's authorization endpoint.
    authorizationEndpoint: `${issuer}/auth`,
    redirectUris,
  };
  await db
    .update(tenants)
    .set({
      settings: sql`jsonb_set(${tenants.settings}, '{sso}', coalesce(${tenants.settings} -> 'sso', '{}'::jsonb) || ${JSON.stringify({ ifa })}::jsonb)`,
    })
    .where(demoTenant);
  return redirectUris;
}
