import { describe, expect, it } from 'vitest';
import { metricMaximum, metricSuffix } from './stats';
import type { StatsMetric } from './stats';

const metric = (name: string, home: number, away: number, shortName = ''): StatsMetric => ({
  name,
  filterId: 'f1',
  shortName,
  home,
  away,
});

describe('metricMaximum', () => {
  it('is 100 for a percentage metric', () => {
    expect(metricMaximum(metric('Possession %', 55, 45))).toBe(100);
    expect(metricMaximum(metric('Pass accuracy %', 81, 74))).toBe(100);
  });

  it('recognises a percentage by its short name too', () => {
    expect(metricMaximum(metric('Possession', 60, 40, 'POS %'))).toBe(100);
  });

  it('is the sum of both sides otherwise', () => {
    expect(metricMaximum(metric('Shots', 12, 7))).toBe(19);
    expect(metricMaximum(metric('Corners', 0, 0))).toBe(0);
  });
});

describe('metricSuffix', () => {
  it('is % for percentages and empty otherwise', () => {
    expect(metricSuffix(metric('Possession %', 50, 50))).toBe('%');
    expect(metricSuffix(metric('Fouls', 3, 9))).toBe('');
  });
});
