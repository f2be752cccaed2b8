// A channel's programme guide, fetched from the address in the event's `source.epg` (spec §7):
// Touchline's own GET /api/event/epg/:id, or an external guide answering the same shape.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { channelProgram, type ProgrammeEntry } from '@touchline/contract/entities/epg';
import { apiClient } from '../../../lib/app/api-client';
import { subLoad } from '../lib/sub-load';

export const channelProgramQueryOptions = (epgUrl: string | null) =>
  queryOptions({
    queryKey: ['event', 'epg', epgUrl] as const,
    queryFn: ({ signal }) =>
      subLoad<ProgrammeEntry[]>(
        'programme guide',
        async () => (await apiClient().get(epgUrl!, { response: channelProgram, signal })).entries,
        [],
      ),
    enabled: epgUrl !== null,
    // What is on now moves on; a minute is fine-grained enough for a guide.
    refetchInterval: 60_000,
  });

export const useChannelProgram = (epgUrl: string | null) =>
  useQuery(channelProgramQueryOptions(epgUrl));
