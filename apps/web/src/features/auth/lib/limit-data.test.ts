import { describe, expect, it } from 'vitest';
import {
  decodeLimitData,
  encodeLimitData,
  heldCredentials,
  holdCredentials,
  releaseCredentials,
} from './limit-data';

describe('device-limit data', () => {
  it('round-trips through the URL as encoded JSON, without the password', () => {
    const ref = holdCredentials({ username: 'ada@example.com', password: 'correct horse' });
    const encoded = encodeLimitData({
      token: 'limited-1',
      provider: 'credentials',
      username: 'ada@example.com',
      ref,
    });
    expect(encoded).not.toContain('correct');
    expect(decodeURIComponent(encoded)).not.toContain('password');
    const url = new URL(`http://x/auth/login/limit/?data=${encoded}`);
    const decoded = decodeLimitData(url.searchParams.get('data'));
    expect(decoded).toEqual({
      token: 'limited-1',
      provider: 'credentials',
      username: 'ada@example.com',
      ref,
    });
    expect(heldCredentials(decoded?.ref)).toEqual({
      username: 'ada@example.com',
      password: 'correct horse',
    });
    releaseCredentials(ref);
    expect(heldCredentials(ref)).toBeNull();
  });

  it('reads the value whether the router already parsed it or not', () => {
    const data = { token: 't', provider: 'google' as const };
    expect(decodeLimitData(data)).toEqual(data);
    expect(decodeLimitData(JSON.stringify(data))).toEqual(data);
    expect(decodeLimitData(encodeLimitData(data))).toEqual(data);
  });

  it('refuses anything else', () => {
    for (const raw of [
      undefined,
      '',
      'not json',
      '{"provider":"google"}',
      { token: 't', provider: 'myspace' },
    ]) {
      expect(decodeLimitData(raw)).toBeNull();
    }
  });
});
