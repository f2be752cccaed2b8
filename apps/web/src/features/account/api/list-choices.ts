// POST /api/identity/list for the choices of the club page and the personalization step:
// the tenant's clubs, leagues and teams, in their own order.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { identityListCall, type IdentityListRequest } from '@touchline/contract/calls/identities';
import { limits } from '@touchline/contract/constants';
import type { Identity } from '@touchline/contract/entities/identity';
import { apiClient } from '../../../lib/app/api-client';

export type ChoiceKind = 'club' | 'league' | 'team';

export const choicesRequest = (kind: ChoiceKind): IdentityListRequest => ({
  page: 0,
  size: limits.follows,
  kind,
  archived: false,
  sort: 'order',
  order: 'asc',
});

export async function listChoices(kind: ChoiceKind, signal?: AbortSignal): Promise<Identity[]> {
  const answer = await apiClient().request(identityListCall, {
    body: choicesRequest(kind),
    signal,
  });
  return answer.content.entries;
}

export const choicesQueryOptions = (kind: ChoiceKind) =>
  queryOptions({
    queryKey: ['account', 'choices', kind] as const,
    queryFn: ({ signal }) => listChoices(kind, signal),
  });

export const useChoices = (kind: ChoiceKind) => useQuery(choicesQueryOptions(kind));
