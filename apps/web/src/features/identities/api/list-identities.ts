// POST /api/identity/list: leagues, categories and their items; here the sub-categories of a
// category (spec §9: page 0, size 100, in the order they have inside their parent).
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  identityListCall,
  type IdentityListRequest,
  type IdentityListResponse,
} from '@touchline/contract/calls/identities';
import { limits } from '@touchline/contract/constants';
import { apiClient } from '../../../lib/app/api-client';

export function listIdentities(
  body: IdentityListRequest,
  signal?: AbortSignal,
): Promise<IdentityListResponse> {
  return apiClient().request(identityListCall, { body, signal });
}

export const subCategoriesRequest = (mainId: string): IdentityListRequest => ({
  page: 0,
  size: limits.subCategories,
  kind: 'subcategory',
  archived: false,
  'identities.id': [mainId],
  sort: `media_parent_order.${mainId}`,
  order: 'asc',
});

export const subCategoriesQueryOptions = (mainId: string) =>
  queryOptions({
    queryKey: ['identity', 'list', subCategoriesRequest(mainId)] as const,
    queryFn: ({ signal }) => listIdentities(subCategoriesRequest(mainId), signal),
    select: (answer) => answer.content.entries,
  });

export const useSubCategories = (mainId: string) => useQuery(subCategoriesQueryOptions(mainId));
