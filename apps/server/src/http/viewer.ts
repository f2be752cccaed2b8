// Who is asking: the tenant, the viewer's country, the signed-in user and what they hold.
import type { FastifyRequest } from 'fastify';
import type { Tenant } from '../modules/tenants/tenant';
import type { PlaybackSigner } from '../media/playback-token';
import { noEntitlements, type Entitlements } from './entitlements';

export interface Viewer {
  tenant: Tenant;
  /** ISO 3166 alpha-2, upper case. */
  country: string;
  userId: string | null;
  /** What the signed-in viewer holds (http/entitlements.ts); nothing when anonymous. */
  entitlements: Entitlements;
  /** Signs a paid event's local media address for this viewer's session; null when anonymous. */
  signMedia: ((eventId: string, url: string) => string | null) | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs playback addresses (media/playback-token.ts). */
    playbackSigner: PlaybackSigner;
  }
  interface FastifyRequest {
    /** Loaded for signed-in catalogue calls by the commerce module's entitlement hook. */
    entitlements: Entitlements | null;
    /** This session's live stream lease, loaded with the entitlements when the tenant limits
     *  concurrent streams: a signed address of its event is bound to it (ADR 052). */
    streamLease: { id: string; eventId: string } | null;
  }
}

/** Codes some proxies send for "unknown" or anonymisers; they fall back to the tenant default. */
const unknownCountries = new Set(['XX', 'T1', 'A1', 'A2', 'O1']);

/** The country the trusted proxy's header names; null when it names none or an unknown one. */
export function trustedCountryOf(
  request: FastifyRequest,
  trustedCountryHeader: string | null,
): string | null {
  const raw = trustedCountryHeader ? request.headers[trustedCountryHeader] : undefined;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) && !unknownCountries.has(value) ? value : null;
}

/** The country comes only from a header a trusted proxy sets; otherwise the tenant's default. */
export function viewerOf(request: FastifyRequest, trustedCountryHeader: string | null): Viewer {
  const country =
    trustedCountryOf(request, trustedCountryHeader) ?? request.tenant.settings.defaultCountry;
  const sessionId = request.session?.id ?? null;
  const signer = request.server.hasDecorator('playbackSigner')
    ? request.server.playbackSigner
    : null;
  const lease = request.streamLease ?? null;
  return {
    tenant: request.tenant,
    country,
    userId: request.user?.id ?? null,
    entitlements: request.entitlements ?? noEntitlements,
    signMedia:
      sessionId && signer
        ? (eventId, url) =>
            signer.sign(url, {
              tenantId: request.tenant.id,
              eventId,
              sessionId,
              country,
              ...(lease?.eventId === eventId ? { leaseId: lease.id } : {}),
            })
        : null,
  };
}

/** A viewer known to be signed in (calls whose contract `auth` is `required`). */
export type SignedInViewer = Viewer & { userId: string };

export function signedInViewerOf(
  request: FastifyRequest & { user: { id: string } },
  trustedCountryHeader: string | null,
): SignedInViewer {
  return { ...viewerOf(request, trustedCountryHeader), userId: request.user.id };
}
