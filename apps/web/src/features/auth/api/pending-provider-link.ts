// POST /api/user/pending_provider_link: what a link-confirmation mail would link (the provider
// and the account's email). Links nothing, so opening the page is harmless.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pendingProviderLinkCall, type PendingProviderLink } from '@touchline/contract/calls/user';
import { apiClient } from '../../../lib/app/api-client';

export async function pendingProviderLink(
  token: string,
  signal?: AbortSignal,
): Promise<PendingProviderLink> {
  const answer = await apiClient().request(pendingProviderLinkCall, { body: { token }, signal });
  return answer.content;
}

export const pendingProviderLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['user', 'pending-provider-link', token] as const,
    queryFn: ({ signal }) => pendingProviderLink(token, signal),
    // An invalid link stays invalid; asking again would only spend the rate limit.
    retry: false,
    staleTime: Infinity,
  });

export const usePendingProviderLink = (token: string) =>
  useQuery(pendingProviderLinkQueryOptions(token));
