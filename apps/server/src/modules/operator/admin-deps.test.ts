import { idCharacters, isId } from '@touchline/contract/formats';
import { describe, expect, it } from 'vitest';
import { newId } from './admin-deps';

describe('newId', () => {
  it('makes ids the pages can carry: the prefix, 12 url-safe characters, never a trailing _', () => {
    // With one draw in 64 ending in `_`, 5,000 ids without one cannot happen by chance.
    const ids = Array.from({ length: 5_000 }, () => newId('ev'));
    for (const id of ids) {
      expect(id).toMatch(/^ev-[A-Za-z0-9_-]{12}$/);
      expect(isId(id) && idCharacters.test(id)).toBe(true);
    }
    expect(ids.filter((id) => id.endsWith('_'))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
