// POST /api/oauth2/token for single sign-on: the provider's token (or the federation's code) for a
// Touchline session.
// (The refresh form of the same call is the token store's, lib/session/token-store.ts.)
import {
  tokenExchangeCall,
  type SsoCodeExchangeRequest,
  type SsoExchangeRequest,
  type TokenExchangeResponse,
} from '@touchline/contract/calls/auth';
import { apiClient } from '../../../lib/app/api-client';

export function exchangeProviderToken(
  body: SsoExchangeRequest | SsoCodeExchangeRequest,
): Promise<TokenExchangeResponse> {
  return apiClient().request(tokenExchangeCall, { body });
}
