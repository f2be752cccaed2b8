import { describe, expect, it } from 'vitest';
import { metricBar } from './stats-bars';

const metric = (name: string, home: number, away: number, shortName = name) => ({
  name,
  shortName,
  filterId: name.toLowerCase(),
  home,
  away,
});

describe('metricBar', () => {
  it('scales percentages against 100 with a % suffix', () => {
    const bar = metricBar(metric('Possession %', 58, 42));
    expect(bar).toMatchObject({ suffix: '%', maximum: 100, home: 0.58, away: 0.42 });
    const shooting = metricBar(metric('Shooting', 40, 25, 'FG%'));
    expect(shooting).toMatchObject({ suffix: '%', maximum: 100, home: 0.4, away: 0.25 });
  });

  it('scales counts against the sum of both sides, without a suffix', () => {
    expect(metricBar(metric('Shots', 12, 4))).toMatchObject({
      suffix: '',
      maximum: 16,
      home: 0.75,
      away: 0.25,
    });
  });

  it('draws empty bars when both sides are zero', () => {
    expect(metricBar(metric('Red cards', 0, 0))).toMatchObject({ maximum: 0, home: 0, away: 0 });
  });
});
