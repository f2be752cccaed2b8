import { describe, expect, it } from 'vitest';
import {
  definedOnly,
  flagOrUndefined,
  InvalidPathParam,
  matchOrUndefined,
  oneOfOrUndefined,
  pathParam,
  textOrUndefined,
} from './url-values';

describe('values read from a URL', () => {
  it('keeps text within its length and drops anything else', () => {
    expect(textOrUndefined('zurich', 6)).toBe('zurich');
    expect(textOrUndefined('zurichx', 6)).toBeUndefined();
    expect(textOrUndefined(['a'], 6)).toBeUndefined();
    expect(textOrUndefined(7, 6)).toBeUndefined();
  });

  it('keeps a value matching its pattern or among its options', () => {
    expect(matchOrUndefined('ice_hockey', /^[a-z_]+$/)).toBe('ice_hockey');
    expect(matchOrUndefined('Ice Hockey', /^[a-z_]+$/)).toBeUndefined();
    expect(oneOfOrUndefined('asc', ['asc', 'desc'] as const)).toBe('asc');
    expect(oneOfOrUndefined('up', ['asc', 'desc'] as const)).toBeUndefined();
    expect(oneOfOrUndefined(1, ['asc', 'desc'] as const)).toBeUndefined();
  });

  it('reads flags written by the router or by hand', () => {
    expect(flagOrUndefined(true)).toBe(true);
    expect(flagOrUndefined('true')).toBe(true);
    expect(flagOrUndefined(false)).toBe(false);
    expect(flagOrUndefined('yes')).toBeUndefined();
    expect(flagOrUndefined(1)).toBeUndefined();
  });

  it('leaves out what was not read', () => {
    expect(definedOnly({ a: 1, b: undefined, c: false })).toStrictEqual({ a: 1, c: false });
  });

  it('refuses a path param that is not valid', () => {
    const isWord = (value: unknown) => typeof value === 'string' && /^\w+$/.test(value);
    expect(pathParam({ id: 'abc' }, 'id', isWord)).toBe('abc');
    expect(() => pathParam({ id: 'a b' }, 'id', isWord)).toThrow(InvalidPathParam);
    expect(() => pathParam({}, 'id', isWord)).toThrow(InvalidPathParam);
  });
});
