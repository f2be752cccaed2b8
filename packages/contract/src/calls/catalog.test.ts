import { describe, expect, it } from 'vitest';
import { banner } from '../entities/identity';
import { searchItem } from '../entities/search-item';
import { eventListRequest, eventListResponse } from './event-list';
import { staticPageRequest } from './static-pages';

const emptyContent = {
  entryCount: 0,
  totalCount: 0,
  itemsPerPage: 10,
  startIndex: 0,
  count: 0,
  nextExists: false,
  entries: [],
};

describe('event list cursor', () => {
  it('accepts an opaque base64url cursor and refuses anything else', () => {
    expect(eventListRequest.parse({ cursor: 'WzEsImFkZGVkIl0' }).cursor).toBe('WzEsImFkZGVkIl0');
    for (const cursor of ['', 'a+b/c=', 'x'.repeat(2001), 7]) {
      const result = eventListRequest.safeParse({ cursor });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['cursor']);
    }
  });

  it('answers nextCursor beside the Paged result fields, null or absent when there is none', () => {
    expect(eventListResponse.parse({ content: { ...emptyContent, nextCursor: null } })).toEqual({
      content: { ...emptyContent, nextCursor: null },
    });
    expect(eventListResponse.safeParse({ content: emptyContent }).success).toBe(true);
    expect(
      eventListResponse.safeParse({ content: { ...emptyContent, nextCursor: 'a b' } }).success,
    ).toBe(false);
  });
});

describe('catalog shapes', () => {
  it('a banner may say its kind', () => {
    const base = { imageUrl: '/b.svg', linkUrl: null, linkTarget: '_self' as const };
    expect(banner.parse({ ...base, kind: 'vertical_banner' }).kind).toBe('vertical_banner');
    expect(banner.safeParse(base).success).toBe(true);
    expect(banner.safeParse({ ...base, kind: 'poster' }).success).toBe(false);
  });

  it('a search item may say which identity kind it is', () => {
    const item = { id: 'x', title: 'X', type: 'identity_item', imageUrl: null, identitiesId: [] };
    expect(searchItem.parse({ ...item, kind: 'league' }).kind).toBe('league');
    expect(searchItem.safeParse({ ...item, kind: 'stadium' }).success).toBe(false);
  });

  it('a content page is asked for in one of the offered locales', () => {
    expect(staticPageRequest.parse({ locale: 'fr-CA' }).locale).toBe('fr-CA');
    expect(staticPageRequest.parse({}).locale).toBeUndefined();
    expect(staticPageRequest.safeParse({ locale: 'xx' }).success).toBe(false);
  });
});
