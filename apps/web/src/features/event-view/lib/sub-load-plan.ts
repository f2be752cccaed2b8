// Which sub-loads an event page makes (spec §4 "Event view"): a channel only its commerce options
// and guide; any other event its highlights, stats and commerce options, plus the viewer's own
// clips, highlights and tags when signed in. Tenant flags switch blocks off.
import type { FeatureFlags } from '@touchline/contract/customer-config';
import type { Event } from '@touchline/contract/entities/event';
import { isChannel } from './event-facts';

export type SubLoad =
  | 'commerce-options'
  | 'programme-guide'
  | 'game-highlights'
  | 'player-highlights'
  | 'stats'
  | 'related-videos'
  | 'user-clips'
  | 'user-highlights'
  | 'tags';

export function subLoadPlan(
  event: Event,
  features: Pick<FeatureFlags, 'gameHighlights' | 'playerHighlights' | 'matchStats'>,
  signedIn: boolean,
): SubLoad[] {
  if (isChannel(event))
    return event.source.epg ? ['commerce-options', 'programme-guide'] : ['commerce-options'];
  const plan: SubLoad[] = [];
  if (signedIn) plan.push('user-clips', 'user-highlights', 'tags');
  if (features.gameHighlights) plan.push('game-highlights');
  if (features.playerHighlights) plan.push('player-highlights');
  if (features.matchStats) plan.push('stats');
  plan.push('commerce-options', 'related-videos');
  return plan;
}
