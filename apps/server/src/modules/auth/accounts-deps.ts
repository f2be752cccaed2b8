// What the account services share: database, token signer, session check, limits, mail and
// the realtime notice of a removed device.
import type { Locale } from '@touchline/contract/enums';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/open';
import type { Tenant } from '../tenants/tenant';
import type { TokenSigner } from './access-tokens';
import type { Mailer } from './mailer';
import type { OutboundFetch } from './sso/outbound-fetch';
import type { RateLimits } from './rate-limits';
import type { SessionCheck } from './session-check';

export interface AccountsDeps {
  db: Db;
  signer: TokenSigner;
  sessionCheck: SessionCheck;
  limits: RateLimits;
  mailer: Mailer;
  /** Tells the user's other devices that one was removed (`remove-user-device`). */
  deviceRemoved(tenantId: string, userId: string, deviceId: string): void;
  /**
   * Runs `work` after the answer, in the request's tenant scope; a failure is logged under
   * `what`. Closing the accounts waits (briefly) for what is still running.
   */
  later(what: string, work: () => Promise<unknown>): void;
  /** The origin links in mail point to (password-service.ts `portalOrigin`). */
  portalOrigin(tenant: Tenant): string;
  log: FastifyBaseLogger;
  now(): Date;
  /** Every request to a sign-in provider goes through it (ADR 034). */
  outboundFetch: OutboundFetch;
  /** Lower-case header a trusted proxy sets with the viewer's country (ADR 031), or null. */
  trustedCountryHeader: string | null;
}

/** Who is asking, as the services need it. */
export interface Caller {
  address: string;
  userAgent: string | undefined;
  /** The language the request asks for: mail sent on its behalf is written in it (ADR 040). */
  locale: Locale;
  /** From the trusted country header only; null when there is none (never the tenant default). */
  country: string | null;
}
