import { describe, expect, it } from 'vitest';
import { limits } from '../constants';
import { eventDateRange, pageParams } from './list-params';

describe('eventDateRange', () => {
  it('parses start~end in epoch milliseconds', () => {
    expect(eventDateRange.parse('1714550400000~1714636801000')).toEqual({
      start: 1714550400000,
      end: 1714636801000,
    });
  });

  it('refuses a reversed range', () => {
    const result = eventDateRange.safeParse('1714636801000~1714550400000');
    expect(result.success).toBe(false);
  });

  it.each(['', '1714550400000', '1714550400000~', 'a~b', '1~2~3', '-5~10', '1.5~2'])(
    'refuses %j',
    (value) => {
      expect(eventDateRange.safeParse(value).success).toBe(false);
    },
  );
});

describe('pageParams', () => {
  it('defaults to page 0 and the default size', () => {
    expect(pageParams.parse({})).toMatchObject({ page: 0, size: limits.defaultPageSize });
  });

  it('reads query-string numbers', () => {
    expect(pageParams.parse({ page: '3', size: '24' })).toMatchObject({ page: 3, size: 24 });
  });

  it('refuses a negative page', () => {
    expect(pageParams.safeParse({ page: -1 }).success).toBe(false);
  });

  it('refuses a size over the maximum and a zero size', () => {
    expect(pageParams.safeParse({ size: limits.maxPageSize }).success).toBe(true);
    expect(pageParams.safeParse({ size: limits.maxPageSize + 1 }).success).toBe(false);
    expect(pageParams.safeParse({ size: 0 }).success).toBe(false);
  });

  it('refuses a fractional page', () => {
    expect(pageParams.safeParse({ page: 1.5 }).success).toBe(false);
  });
});
