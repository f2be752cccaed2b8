import { describe, expect, it } from 'vitest';
import { joinUrl, toQueryString } from './url';

describe('toQueryString', () => {
  it('sends arrays as repeated name[]=value', () => {
    expect(toQueryString({ 'identities.id': ['a', 'b'], types: ['team'] })).toBe(
      'identities.id[]=a&identities.id[]=b&types[]=team',
    );
  });

  it('drops undefined and null values, also inside arrays', () => {
    expect(toQueryString({ a: undefined, b: null, c: 'x', d: ['y', undefined, null], e: [] })).toBe(
      'c=x&d[]=y',
    );
  });

  it("writes booleans as 'true'/'false' and numbers as digits", () => {
    expect(toQueryString({ next: true, count: false, page: 0, size: 10 })).toBe(
      'next=true&count=false&page=0&size=10',
    );
  });

  it('encodes names and values', () => {
    expect(toQueryString({ 'a b': 'c&d=e', q: 'é/?' })).toBe('a%20b=c%26d%3De&q=%C3%A9%2F%3F');
  });

  it('gives an empty string for nothing to send', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});

describe('joinUrl', () => {
  it('joins the default base and a path with one slash', () => {
    expect(joinUrl('/', '/api/event/list')).toBe('/api/event/list');
    expect(joinUrl('', '/api/event/list')).toBe('/api/event/list');
  });

  it('keeps a base path with or without its trailing slash', () => {
    expect(joinUrl('/portal/', '/api/x')).toBe('/portal/api/x');
    expect(joinUrl('/portal', 'api/x')).toBe('/portal/api/x');
    expect(joinUrl('https://api.example.com/v1/', '/api/x')).toBe(
      'https://api.example.com/v1/api/x',
    );
  });

  it('uses an absolute path as it is', () => {
    expect(joinUrl('/base', 'https://epg.example.com/p.json')).toBe(
      'https://epg.example.com/p.json',
    );
  });

  it('appends the query with ? or & as the path needs', () => {
    expect(joinUrl('/', '/api/x', { a: 1 })).toBe('/api/x?a=1');
    expect(joinUrl('/', '/api/x?id=3', { a: 1 })).toBe('/api/x?id=3&a=1');
    expect(joinUrl('/', '/api/x', { a: undefined })).toBe('/api/x');
  });
});
