import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-policy';

describe('originAllowed', () => {
  it('lets clients without an Origin header through', () => {
    expect(originAllowed(undefined, 'tv.example.org', [])).toBe(true);
  });

  it('accepts the same origin, port included', () => {
    expect(originAllowed('https://tv.example.org', 'tv.example.org', [])).toBe(true);
    expect(originAllowed('http://localhost:4560', 'LOCALHOST:4560', [])).toBe(true);
    expect(originAllowed('http://localhost:4561', 'localhost:4560', [])).toBe(false);
  });

  it('accepts another host of the tenant and refuses other sites', () => {
    const hosts = ['tv.example.org', 'live.example.org'];
    expect(originAllowed('https://live.example.org', 'rt.example.org', hosts)).toBe(true);
    expect(originAllowed('https://evil.example', 'tv.example.org', hosts)).toBe(false);
    expect(originAllowed('https://tv.example.org.evil.example', 'tv.example.org', hosts)).toBe(
      false,
    );
  });

  it('refuses opaque and malformed origins', () => {
    expect(originAllowed('null', 'tv.example.org', ['tv.example.org'])).toBe(false);
    expect(originAllowed('file:///tmp/page.html', 'tv.example.org', [''])).toBe(false);
    expect(originAllowed('', 'tv.example.org', [])).toBe(false);
  });
});
