// Starts every sub-load of the plan at once, in parallel, once the event is known. Each one is
// empty on failure, so this never rejects; components read the same queries.
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureFlags } from '@touchline/contract/customer-config';
import type { Event } from '@touchline/contract/entities/event';
import { channelProgramQueryOptions } from '../api/channel-program';
import { commerceOptionsQueryOptions } from '../api/commerce-options';
import { eventStatsQueryOptions } from '../api/event-stats';
import { eventTagsQueryOptions } from '../api/event-tags';
import { highlightsQueryOptions } from '../api/list-highlights';
import { relatedVideosQueryOptions } from '../api/related-videos';
import { userMediaQueryOptions } from '../api/user-clips';
import { subLoadPlan, type SubLoad } from './sub-load-plan';

export function prefetchSubLoads(
  queryClient: QueryClient,
  event: Event,
  features: FeatureFlags,
  signedIn: boolean,
): Promise<unknown> {
  const id = event.id;
  const start = (load: SubLoad): Promise<unknown> => {
    switch (load) {
      case 'commerce-options':
        return queryClient.prefetchQuery(commerceOptionsQueryOptions(id));
      case 'programme-guide':
        return queryClient.prefetchQuery(channelProgramQueryOptions(event.source.epg));
      case 'game-highlights':
        return queryClient.prefetchQuery(highlightsQueryOptions(id, 'game'));
      case 'player-highlights':
        return queryClient.prefetchQuery(highlightsQueryOptions(id, 'player'));
      case 'stats':
        return queryClient.prefetchQuery(eventStatsQueryOptions(id));
      case 'related-videos':
        return queryClient.prefetchQuery(relatedVideosQueryOptions(id));
      // One call answers both (api/user-clips.ts).
      case 'user-clips':
      case 'user-highlights':
        return queryClient.prefetchQuery(userMediaQueryOptions(id, signedIn));
      case 'tags':
        return queryClient.prefetchQuery(eventTagsQueryOptions(id, signedIn));
    }
  };
  return Promise.all(subLoadPlan(event, features, signedIn).map(start));
}
