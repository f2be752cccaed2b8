import { programmeAt } from '@touchline/contract/entities/epg';
import { describe, expect, it } from 'vitest';
import { scheduleAround, type RotaShow } from './programme-schedule';

const rota: RotaShow[] = [
  { title: 'Morning', description: null, durationMinutes: 60 },
  { title: 'Match', description: 'Live', durationMinutes: 120 },
  { title: 'Recap', description: null, durationMinutes: 30 },
];
const start = new Date('2026-01-01T00:00:00.000Z');
const at = (iso: string) => new Date(iso);

describe('scheduleAround', () => {
  it('finds the show on air and the next one on a fake clock, many cycles after the start', () => {
    // 3.5 h cycles: 2026-01-10T06:30 is 222.5 h in = 63 cycles + 1.5 h → inside "Match".
    const now = at('2026-01-10T06:30:00.000Z');
    const entries = scheduleAround(rota, start, now, { pastMs: 0, aheadMs: 4 * 3_600_000 });
    const current = programmeAt(entries, now)!;
    expect(current).toMatchObject({
      title: 'Match',
      start: '2026-01-10T05:30:00.000Z',
      end: '2026-01-10T07:30:00.000Z',
    });
    const next = entries[entries.indexOf(current) + 1]!;
    expect(next).toMatchObject({ title: 'Recap', start: current.end });
  });

  it('covers the whole window back to back, without gaps or overlaps', () => {
    const now = at('2026-03-05T17:47:12.000Z');
    const window = { pastMs: 3 * 3_600_000, aheadMs: 12 * 3_600_000 };
    const entries = scheduleAround(rota, start, now, window);
    expect(Date.parse(entries[0]!.start)).toBeLessThanOrEqual(now.getTime() - window.pastMs);
    expect(Date.parse(entries.at(-1)!.end)).toBeGreaterThanOrEqual(now.getTime() + window.aheadMs);
    for (let i = 1; i < entries.length; i += 1) expect(entries[i]!.start).toBe(entries[i - 1]!.end);
  });

  it('moves on when the clock does: the next show becomes the current one', () => {
    const first = at('2026-01-01T00:59:59.000Z');
    const later = at('2026-01-01T01:00:00.000Z');
    expect(programmeAt(scheduleAround(rota, start, first), first)!.title).toBe('Morning');
    expect(programmeAt(scheduleAround(rota, start, later), later)!.title).toBe('Match');
  });

  it('lists nothing before the channel starts and nothing for an empty rota', () => {
    const before = at('2025-12-31T20:00:00.000Z');
    const entries = scheduleAround(rota, start, before);
    expect(entries[0]!.start).toBe(start.toISOString());
    expect(programmeAt(entries, before)).toBeUndefined();
    expect(scheduleAround([], start, before)).toEqual([]);
  });
});
