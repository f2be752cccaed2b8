import { describe, expect, it } from 'vitest';
import { readCallback } from './oauth-callback';

const page = 'https://portal.example/auth/oauth2/callback';

describe('the callback page reads the provider’s answer', () => {
  it('takes the federation’s code and state from the query', () => {
    expect(readCallback('ifa', `${page}/ifa/?code=c-1&state=s-1&iss=https%3A%2F%2Fid`)).toEqual({
      provider: 'ifa',
      code: 'c-1',
      state: 's-1',
    });
  });

  it('takes apple’s id token, state and full name from the fragment the server wrote', () => {
    const href = `${page}/apple/#id_token=a.b.c&state=s-2&full_name=Ada%20Lovelace`;
    expect(readCallback('apple', href)).toEqual({
      provider: 'apple',
      idToken: 'a.b.c',
      state: 's-2',
      fullName: 'Ada Lovelace',
    });
  });

  it('reports the provider’s error as login_failed with its description', () => {
    expect(
      readCallback('ifa', `${page}/ifa/?error=access_denied&error_description=cancelled&state=s`),
    ).toEqual({ provider: 'ifa', error: 'login_failed', message: 'cancelled' });
    expect(readCallback('ifa', `${page}/ifa/?state=s`)).toEqual({
      provider: 'ifa',
      error: 'login_failed',
    });
  });
});
