// GET /api/user/get_profile: the signed-in user's profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileCall } from '@touchline/contract/calls/user';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { apiClient } from '../../../lib/app/api-client';

export async function getProfile(signal?: AbortSignal): Promise<UserProfile> {
  const answer = await apiClient().request(getProfileCall, { signal });
  return answer.content;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'] as const,
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
