import { describe, expect, it } from 'vitest';
import { lastWeek, rangeProblem, watchMinutes } from './report-range';

describe('report range', () => {
  it('defaults to the last seven days, today included', () => {
    expect(lastWeek(new Date('2026-03-10T23:30:00Z'))).toEqual({
      from: '2026-03-04',
      to: '2026-03-10',
    });
  });

  it('takes a period of up to 92 days in order, and says what is wrong otherwise', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('order');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-02-30x', to: '2026-03-01' })).toBe('missing');
  });

  it('writes watch time in whole minutes in the viewer’s language', () => {
    expect(watchMinutes(42.5 * 60, 'en')).toBe('43 min');
    expect(watchMinutes(90, 'de')).toBe('2 Min.');
  });
});
