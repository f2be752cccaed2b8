// GET /api/identity/get_by_id/id/{id}: one league, category, sub-category or team, with its
// banners and social links.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { identityByIdCall, type IdentityResponse } from '@touchline/contract/calls/identities';
import { apiClient } from '../../../lib/app/api-client';

export function getIdentity(id: string, signal?: AbortSignal): Promise<IdentityResponse> {
  return apiClient().request(identityByIdCall, { params: { id }, signal });
}

export const identityQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['identity', 'by-id', id] as const,
    queryFn: ({ signal }) => getIdentity(id, signal),
    select: (answer) => answer.content,
  });

/** For pages whose loader already ensured the identity (it throws not-found otherwise). */
export const useIdentity = (id: string) => useSuspenseQuery(identityQueryOptions(id)).data;
