// What a provider tells us about the person signing in, and the failures it can end with.
import { errorMessages } from '@touchline/contract/errors';
import { AppError } from '../../../http/app-error';
import { outboundRefusal, type OutboundFetch } from './outbound-fetch';

export interface ProviderIdentity {
  /** The provider's stable id of the person (OIDC `sub`, facebook user id). */
  subject: string;
  email: string | null;
  /** Only a verified address may be matched to an existing account. */
  emailVerified: boolean;
  name: string | null;
}

/** The provider refused the token or the code; its reason is passed on (spec §8). */
export const loginFailed = (reason?: string) =>
  new AppError(
    'login_failed',
    reason ? `${errorMessages.loginFailed}: ${reason}` : errorMessages.loginFailed,
  );

export const notSupported = (provider: string) =>
  new AppError('provider_not_supported', errorMessages.providerNotSupported(provider));

/** The provider could not be reached or answered nonsense: not the user's fault. */
export const providerUnavailable = (detail: string) =>
  new AppError('provider_error', `The sign-in provider is unavailable (${detail})`);

const timeoutMs = 8_000;

export async function fetchJson(
  outbound: OutboundFetch,
  url: string | URL,
  init: RequestInit = {},
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await outbound(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const refused = outboundRefusal(error);
    if (refused) throw providerUnavailable(`refused: ${refused.message}`);
    throw providerUnavailable(error instanceof Error ? error.message : 'network error');
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, body };
}

export const stringClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Apple sends email_verified as the string "true". */
export const trueClaim = (value: unknown) => value === true || value === 'true';
