import { describe, expect, it } from 'vitest';
import { sectionOf } from './console-sections';
import { usersHash, usersSearchOf } from './users-search';

describe('the users search in the fragment', () => {
  it('reads the section before the search', () => {
    expect(sectionOf('#users?q=ann')).toBe('users');
    expect(sectionOf('#users')).toBe('users');
    expect(sectionOf('#nowhere?q=1')).toBe('games');
  });

  it('round-trips a search and its page', () => {
    const hash = usersHash({ q: ' ana+b@example.com ', page: 2 });
    expect(hash).toBe('users?q=ana%2Bb%40example.com&page=2');
    expect(usersSearchOf(`#${hash}`)).toEqual({ q: 'ana+b@example.com', page: 2 });
  });

  it('leaves out a blank search and the first page, and ignores a bad page', () => {
    expect(usersHash({ q: '  ', page: 0 })).toBe('users');
    expect(usersSearchOf('#users')).toEqual({ q: '', page: 0 });
    expect(usersSearchOf('#users?page=-3')).toEqual({ q: '', page: 0 });
    expect(usersSearchOf('#users?page=two')).toEqual({ q: '', page: 0 });
  });
});
