import { describe, expect, it } from 'vitest';
import { buildEventDateRange, dateFilterBounds, dateFilterRange } from './event-date';

const ms = (iso: string) => Date.parse(iso);
const range = (value: string | undefined) =>
  value?.split('~').map((part) => new Date(Number(part)).toISOString());

describe('buildEventDateRange', () => {
  it('rounds both bounds to the nearest minute and adds one second to the end', () => {
    const value = buildEventDateRange(
      new Date('2024-05-01T10:00:29.999Z'),
      new Date('2024-05-01T10:30:30Z'),
    );
    expect(value).toBe(`${ms('2024-05-01T10:00:00Z')}~${ms('2024-05-01T10:31:01Z')}`);
    expect(value).toBe('1714557600000~1714559461000');
  });

  it('rounds an end of day up to the next midnight', () => {
    expect(
      range(
        buildEventDateRange(new Date('2024-05-01T00:00:00Z'), new Date('2024-05-01T23:59:59.999Z')),
      ),
    ).toEqual(['2024-05-01T00:00:00.000Z', '2024-05-02T00:00:01.000Z']);
  });

  it('gives the same value anywhere within the same rounded minute', () => {
    const a = buildEventDateRange(
      new Date('2024-05-01T10:00:31Z'),
      new Date('2024-05-01T11:00:31Z'),
    );
    const b = buildEventDateRange(
      new Date('2024-05-01T10:01:29Z'),
      new Date('2024-05-01T11:01:29Z'),
    );
    expect(a).toBe(b);
  });

  it('matches the contract format start~end in epoch milliseconds', () => {
    expect(buildEventDateRange(new Date(0), new Date(60_000))).toMatch(/^\d{1,15}~\d{1,15}$/);
  });
});

describe('dateFilterRange', () => {
  const now = new Date('2024-05-15T14:20:00Z');

  it('omits the filter for anytime', () => {
    expect(dateFilterRange('anytime', now, 'UTC')).toBeUndefined();
    expect(dateFilterBounds('anytime', now, 'UTC')).toBeUndefined();
  });

  it('covers the whole of today and of yesterday', () => {
    expect(range(dateFilterRange('today', now, 'UTC'))).toEqual([
      '2024-05-15T00:00:00.000Z',
      '2024-05-16T00:00:01.000Z',
    ]);
    expect(range(dateFilterRange('yesterday', now, 'UTC'))).toEqual([
      '2024-05-14T00:00:00.000Z',
      '2024-05-15T00:00:01.000Z',
    ]);
  });

  it('runs past N days from the midnight N days back through the end of today', () => {
    expect(range(dateFilterRange('past_7_days', now, 'UTC'))).toEqual([
      '2024-05-08T00:00:00.000Z',
      '2024-05-16T00:00:01.000Z',
    ]);
    expect(range(dateFilterRange('past_30_days', now, 'UTC'))?.[0]).toBe(
      '2024-04-15T00:00:00.000Z',
    );
    expect(range(dateFilterRange('past_90_days', now, 'UTC'))?.[0]).toBe(
      '2024-02-15T00:00:00.000Z',
    );
  });

  it("uses the viewer's time zone for the day boundaries", () => {
    // 23:30 UTC on the 15th is already the 16th in Berlin (UTC+2 in summer).
    const late = new Date('2024-05-15T23:30:00Z');
    expect(range(dateFilterRange('today', late, 'Europe/Berlin'))).toEqual([
      '2024-05-15T22:00:00.000Z',
      '2024-05-16T22:00:01.000Z',
    ]);
    expect(range(dateFilterRange('today', late, 'America/New_York'))).toEqual([
      '2024-05-15T04:00:00.000Z',
      '2024-05-16T04:00:01.000Z',
    ]);
  });

  it('keeps calendar days across a DST change (23-hour day)', () => {
    // New York springs forward on 2024-03-10: that day starts at UTC-5 and ends at UTC-4.
    const bounds = dateFilterBounds('today', new Date('2024-03-10T15:00:00Z'), 'America/New_York');
    expect(bounds?.start.toISOString()).toBe('2024-03-10T05:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2024-03-11T03:59:59.999Z');
    const week = dateFilterBounds(
      'past_7_days',
      new Date('2024-03-12T15:00:00Z'),
      'America/New_York',
    );
    expect(week?.start.toISOString()).toBe('2024-03-05T05:00:00.000Z');
  });

  it('keeps calendar days across a DST change (25-hour day)', () => {
    const bounds = dateFilterBounds('today', new Date('2024-11-03T12:00:00Z'), 'America/New_York');
    expect(bounds?.start.toISOString()).toBe('2024-11-03T04:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2024-11-04T04:59:59.999Z');
  });

  it('defaults to the runtime time zone', () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(dateFilterRange('yesterday', now)).toBe(dateFilterRange('yesterday', now, zone));
  });
});
