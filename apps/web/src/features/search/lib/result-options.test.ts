import type { SearchResponse } from '@touchline/contract/calls/search';
import type { SearchItem } from '@touchline/contract/entities/search-item';
import type { IdentityKind } from '@touchline/contract/enums';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import { resultOptions } from './result-options';

const item = (
  id: string,
  type: SearchItem['type'],
  kind: IdentityKind | undefined,
  identitiesId: string[] = [],
): SearchItem => ({ id, title: id, type, imageUrl: null, identitiesId, ...(kind ? { kind } : {}) });

const answer = (items: SearchItem[]): SearchResponse['content'] => ({
  q: 'x',
  items,
  events: {
    entryCount: 1,
    totalCount: 1,
    itemsPerPage: 12,
    startIndex: 0,
    count: 1,
    nextExists: false,
    entries: [sampleEvent({ id: 'e1', eventId: 'e1' })],
  },
});

describe('search result options', () => {
  it('orders teams, then leagues and categories, then videos, each with its page', () => {
    const options = resultOptions(
      answer([
        item('lg', 'identity_item', 'league'),
        item('tm', 'team', 'team', ['lg']),
        item('cat', 'identity_item', 'category'),
        item('sub', 'identity_item', 'subcategory', ['cat']),
      ]),
      { teamPages: true },
    );
    expect(options.map((o) => [o.group, o.target])).toEqual([
      ['teams', { to: '/team/$teamId/', params: { teamId: 'tm' } }],
      ['identities', { to: '/league/$leagueId/', params: { leagueId: 'lg' } }],
      ['identities', { to: '/category/$mainId/', params: { mainId: 'cat' } }],
      [
        'identities',
        { to: '/category/$mainId/sub-category/$subId/', params: { mainId: 'cat', subId: 'sub' } },
      ],
      ['videos', { href: '/events/e1/' }],
    ]);
  });

  it('leads a team to its league when the tenant has no team pages', () => {
    const [team] = resultOptions(answer([item('tm', 'team', 'team', ['lg'])]), {
      teamPages: false,
    });
    expect(team?.target).toEqual({ to: '/league/$leagueId/', params: { leagueId: 'lg' } });
  });

  it('reads items without a kind by their type and parent', () => {
    const options = resultOptions(
      answer([item('tm', 'team', undefined), item('sub', 'identity_item', undefined, ['cat'])]),
      { teamPages: true },
    );
    expect(options.slice(0, 2).map((o) => o.target)).toEqual([
      { to: '/team/$teamId/', params: { teamId: 'tm' } },
      { to: '/category/$mainId/sub-category/$subId/', params: { mainId: 'cat', subId: 'sub' } },
    ]);
    expect(resultOptions(undefined, { teamPages: true })).toEqual([]);
  });
});
