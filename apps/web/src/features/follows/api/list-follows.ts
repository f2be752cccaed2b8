// GET /api/follow/list_by_user?size=150&version=2 — everything the viewer follows; the answer also
// refreshes the session's `followed` map, which the follow buttons read.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { followListCall } from '@touchline/contract/calls/follows';
import { limits } from '@touchline/contract/constants';
import type { FollowedEntry } from '@touchline/contract/entities/follow-item';
import type { FollowedMap } from '@touchline/contract/entities/session';
import { apiClient } from '../../../lib/app/api-client';
import { sessionStore } from '../../../lib/session/session-store';

export const followsKey = ['follows', 'list'] as const;

export const toFollowedMap = (entries: readonly FollowedEntry[]): FollowedMap =>
  Object.fromEntries(
    entries.map((e) => [e.id, { id: e.id, title: e.title, identitiesId: e.identitiesId }]),
  );

export async function listFollows(signal?: AbortSignal): Promise<FollowedEntry[]> {
  const answer = await apiClient().request(followListCall, {
    query: { size: limits.follows, version: 2 },
    signal,
  });
  sessionStore().getState().setFollowed(toFollowedMap(answer.content.entries));
  return answer.content.entries;
}

export const followsQueryOptions = () =>
  queryOptions({ queryKey: followsKey, queryFn: ({ signal }) => listFollows(signal) });

export const useFollows = (signedIn: boolean) =>
  useQuery({ ...followsQueryOptions(), enabled: signedIn });
