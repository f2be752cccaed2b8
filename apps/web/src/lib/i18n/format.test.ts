import { describe, expect, it } from 'vitest';
import { dayRelation, formatDay, formatDuration, formatTime } from './format';

const kickoff = new Date('2025-06-14T17:30:00Z');

describe('dates and times', () => {
  it('are written in the viewer locale and time zone', () => {
    expect(formatTime(kickoff, { locale: 'en-GB', timeZone: 'Europe/London' })).toBe('18:30');
    expect(formatTime(kickoff, { locale: 'en-US', timeZone: 'America/New_York' })).toBe('1:30 PM');
    expect(formatTime(kickoff, { locale: 'de', timeZone: 'Asia/Tokyo' })).toBe('02:30');
    expect(formatDay(kickoff, { locale: 'de', timeZone: 'Europe/Berlin', now: kickoff })).toBe(
      'Sa., 14. Juni',
    );
  });

  it('know today, tomorrow and yesterday in the viewer time zone', () => {
    const now = new Date('2025-06-14T10:00:00Z');
    expect(dayRelation(kickoff, { locale: 'en', timeZone: 'Europe/London', now })).toBe('today');
    // 17:30 UTC is already the next day in Tokyo, while 10:00 UTC is still the 14th there.
    expect(dayRelation(kickoff, { locale: 'en', timeZone: 'Asia/Tokyo', now })).toBe('tomorrow');
    expect(
      dayRelation(new Date('2025-06-13T12:00:00Z'), { locale: 'en', timeZone: 'UTC', now }),
    ).toBe('yesterday');
    expect(
      dayRelation(new Date('2025-06-20T12:00:00Z'), { locale: 'en', timeZone: 'UTC', now }),
    ).toBe('other');
  });

  it('show the year only when it is not this year', () => {
    const now = new Date('2026-01-10T10:00:00Z');
    expect(formatDay(kickoff, { locale: 'en-GB', timeZone: 'UTC', now })).toBe('Sat, 14 Jun 2025');
  });
});

describe('durations', () => {
  it('read like a player clock', () => {
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(45 * 60 + 10)).toBe('45:10');
    expect(formatDuration(3600 + 5 * 60 + 9)).toBe('1:05:09');
  });
});
