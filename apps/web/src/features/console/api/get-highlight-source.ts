// GET /api/admin/events/:id/highlights: a game's recording, its global tags and its highlights.
import { useQuery } from '@tanstack/react-query';
import {
  getHighlightSourceCall,
  type HighlightSource,
} from '@touchline/contract/calls/admin-media';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function getHighlightSource(
  id: string,
  signal?: AbortSignal,
): Promise<HighlightSource> {
  return (await apiClient().request(getHighlightSourceCall, { params: { id }, signal })).content;
}

export const useHighlightSource = (id: string | null) =>
  useQuery({
    queryKey: consoleKeys.highlights(id ?? ''),
    queryFn: ({ signal }) => getHighlightSource(id ?? '', signal),
    enabled: id !== null,
  });
