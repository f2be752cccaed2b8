import { describe, expect, it } from 'vitest';
import { nowNext } from './now-next';

const entry = (title: string, start: string, end: string) => ({
  title,
  start: `2026-01-10T${start}:00.000Z`,
  end: `2026-01-10T${end}:00.000Z`,
});

describe('nowNext', () => {
  it('finds what is on now and what follows, whatever the order of the guide', () => {
    const guide = [
      entry('C', '12:00', '13:00'),
      entry('A', '10:00', '11:00'),
      entry('B', '11:00', '12:00'),
    ];
    const at = new Date('2026-01-10T10:30:00.000Z');
    const result = nowNext(guide, at);
    expect(result.now?.title).toBe('A');
    expect(result.next?.title).toBe('B');
    expect(result.upcoming.map((e) => e.title)).toEqual(['B', 'C']);
  });

  it('has nothing now in a gap, and nothing next after the last show', () => {
    const result = nowNext([entry('A', '10:00', '11:00')], new Date('2026-01-10T11:30:00.000Z'));
    expect(result).toEqual({ now: null, next: null, upcoming: [] });
  });
});
