// The search answer as one ordered list of options (teams, then leagues and categories, then
// videos), the order the arrow keys walk, each with where it leads.
import type { SearchResponse } from '@touchline/contract/calls/search';
import type { Event } from '@touchline/contract/entities/event';
import type { SearchItem } from '@touchline/contract/entities/search-item';
import type { IdentityKind } from '@touchline/contract/enums';

export type ResultGroup = 'teams' | 'identities' | 'videos';

export type ResultTarget =
  | { to: '/team/$teamId/'; params: { teamId: string } }
  | { to: '/league/$leagueId/'; params: { leagueId: string } }
  | { to: '/category/$mainId/'; params: { mainId: string } }
  | { to: '/category/$mainId/sub-category/$subId/'; params: { mainId: string; subId: string } }
  /** A page outside the route tree (the event page), opened by a plain link. */
  | { href: string };

export type ResultOption =
  | { key: string; group: 'teams' | 'identities'; item: SearchItem; target: ResultTarget }
  | { key: string; group: 'videos'; event: Event; target: ResultTarget };

export const groupOrder: ResultGroup[] = ['teams', 'identities', 'videos'];

/**
 * Where an identity hit leads, by its kind: a league or category to its page, a sub-category
 * under its category (`identitiesId` names the parents), a team to its page, or to its league
 * when the tenant switches team pages off. Answers without a kind read teams by type and other
 * items with a parent as sub-categories.
 */
function identityTarget(item: SearchItem, teamPages: boolean): ResultTarget {
  const parent = item.identitiesId[0];
  const kind: IdentityKind =
    item.kind ?? (item.type === 'team' ? 'team' : parent ? 'subcategory' : 'league');
  switch (kind) {
    case 'league':
      return { to: '/league/$leagueId/', params: { leagueId: item.id } };
    case 'category':
      return { to: '/category/$mainId/', params: { mainId: item.id } };
    case 'subcategory':
      return parent
        ? {
            to: '/category/$mainId/sub-category/$subId/',
            params: { mainId: parent, subId: item.id },
          }
        : { to: '/category/$mainId/', params: { mainId: item.id } };
    case 'team':
    case 'club':
      return teamPages || !parent
        ? { to: '/team/$teamId/', params: { teamId: item.id } }
        : { to: '/league/$leagueId/', params: { leagueId: parent } };
  }
}

export function resultOptions(
  answer: SearchResponse['content'] | undefined,
  options: { teamPages: boolean },
): ResultOption[] {
  if (!answer) return [];
  const teams = answer.items.filter((item) => item.type === 'team');
  const identities = answer.items.filter((item) => item.type !== 'team');
  return [
    ...teams.map((item) => ({
      key: `team-${item.id}`,
      group: 'teams' as const,
      item,
      target: identityTarget(item, options.teamPages),
    })),
    ...identities.map((item) => ({
      key: `identity-${item.id}`,
      group: 'identities' as const,
      item,
      target: identityTarget(item, options.teamPages),
    })),
    ...answer.events.entries.map((event) => ({
      key: `video-${event.id}`,
      group: 'videos' as const,
      event,
      target: { href: `/events/${encodeURIComponent(event.eventId)}/` },
    })),
  ];
}
