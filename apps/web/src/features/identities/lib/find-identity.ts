// Loads an identity for a page route, answering null when the page must be "not found": no such
// id for this tenant (the server answers 404), a malformed id (400), or an identity of another
// kind than the page shows (a team's id under /league/).
import type { QueryClient } from '@tanstack/react-query';
import type { Identity } from '@touchline/contract/entities/identity';
import type { IdentityKind } from '@touchline/contract/enums';
import { ApiError } from '../../../lib/http/api-error';
import { identityQueryOptions } from '../api/get-identity';

export async function findIdentity(
  queryClient: QueryClient,
  id: string,
  kinds: readonly IdentityKind[],
): Promise<Identity | null> {
  try {
    const answer = await queryClient.ensureQueryData(identityQueryOptions(id));
    return kinds.includes(answer.content.kind) ? answer.content : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
