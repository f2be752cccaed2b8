// POST /api/clip/user_list — the viewer's own clips, newest first, a page at a time (spec §9: 10).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { userClipListCall } from '@touchline/contract/calls/clips';
import { limits } from '@touchline/contract/constants';
import { apiClient } from '../../../lib/app/api-client';

export const userClipsKey = ['user-clips'] as const;

export const userClipPagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...userClipsKey, 'pages'] as const,
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiClient().request(userClipListCall, {
          body: { page: pageParam, size: limits.userClips, media_type: 'user_clip' },
          signal,
        })
      ).content,
    initialPageParam: 0,
    getNextPageParam: (last, _all, page) => (last.nextExists ? page + 1 : undefined),
  });

export const useUserClipPages = () => useInfiniteQuery(userClipPagesQueryOptions());
