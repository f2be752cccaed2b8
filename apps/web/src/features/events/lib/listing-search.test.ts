import { describe, expect, it } from 'vitest';
import {
  applyListingSearch,
  cleanListingSearch,
  isFiltered,
  readListingSearch,
} from './listing-search';

describe('listing search params', () => {
  it('reads every filter the URL carries', () => {
    expect(
      readListingSearch({
        sport: 'football',
        date: 'past_7_days',
        sort: 'title',
        order: 'asc',
      }),
    ).toEqual({ sport: 'football', date: 'past_7_days', sort: 'title', order: 'asc' });
  });

  it('falls back to the defaults for values it does not know, instead of failing the page', () => {
    expect(
      readListingSearch({
        sport: 'Foot ball!',
        date: 'last_year',
        sort: 'price',
        order: 'up',
      }),
    ).toEqual({ sport: undefined, date: undefined, sort: undefined, order: undefined });
    expect(readListingSearch({ sport: ['a', 'b'], date: 7 })).toEqual({
      sport: undefined,
      date: undefined,
      sort: undefined,
      order: undefined,
    });
  });

  it('keeps only chosen values in the URL', () => {
    expect(cleanListingSearch({ sport: undefined, date: 'anytime', sort: 'added' })).toEqual({
      sort: 'added',
    });
    expect(isFiltered({ date: 'anytime' })).toBe(false);
    expect(isFiltered({ sport: 'basketball' })).toBe(true);
  });

  it('narrows the listing filters: sport, event_date range, sort and direction', () => {
    const now = new Date('2024-05-10T12:00:00Z');
    const base = {
      status: 'archived',
      media_type: 'event',
      sort: 'added',
      order: 'desc',
      size: 20,
    } as const;
    expect(applyListingSearch(base, {}, now, 'UTC')).toEqual(base);
    expect(
      applyListingSearch(
        base,
        { sport: 'football', date: 'today', sort: 'title', order: 'asc' },
        now,
        'UTC',
      ),
    ).toEqual({
      ...base,
      sportType: 'football',
      // 2024-05-10T00:00Z ~ 2024-05-11T00:00Z (end rounded to the minute) + 1 s
      event_date: '1715299200000~1715385601000',
      sort: 'title',
      order: 'asc',
    });
    expect(applyListingSearch(base, { date: 'anytime' }, now, 'UTC')).not.toHaveProperty(
      'event_date',
    );
  });
});
