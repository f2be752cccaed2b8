// Issue "Accounts", done-when: 50 concurrent calls with an expired access token trigger exactly
// one refresh. The real HTTP client and token store run against a stand-in of the server's token
// rules (ADR 012): refresh tokens rotate, and presenting a rotated one revokes the family, so a
// second refresh would not only be counted but would also sign the user out.
import { describe, expect, it, vi } from 'vitest';
import { createTokenStore, memoryTokenStorage, type UserTokenData } from '../session/token-store';
import { createHttpClient } from './create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from './fake-fetch';

const nowMs = 1_700_000_000_000;
const nowSeconds = nowMs / 1000;

function tokenServer(acceptedAccess: string) {
  const server = { access: acceptedAccess, refresh: 'refresh-1', revoked: false, refreshes: 0 };
  const rotated = new Set<string>();
  const wait = () => new Promise((resolve) => setTimeout(resolve, 5));
  const handle = async (request: RecordedRequest) => {
    await wait();
    if (request.url === '/api/oauth2/token') {
      server.refreshes += 1;
      const presented = (request.body as { subject_token: string }).subject_token;
      if (rotated.has(presented)) server.revoked = true;
      if (server.revoked || presented !== server.refresh)
        return jsonResponse({ error: 'expired_session_error', message: 'Expired Session' }, 401);
      rotated.add(presented);
      server.access = `access-${server.refreshes + 1}`;
      server.refresh = `refresh-${server.refreshes + 1}`;
      return jsonResponse({ token: server.access, expires_in: 900, refresh_token: server.refresh });
    }
    if (server.revoked || request.headers['x-authorization'] !== `Bearer ${server.access}`)
      return jsonResponse({ error: 'invalid_token', message: 'Invalid token' }, 401);
    return jsonResponse({ content: { ok: true } });
  };
  return { server, handle };
}

function client(stored: UserTokenData, acceptedAccess: string) {
  const { server, handle } = tokenServer(acceptedAccess);
  const { fetch, requests } = createFakeFetch(handle);
  const storage = memoryTokenStorage(stored);
  const onRefreshFailed = vi.fn();
  const now = () => nowMs;
  const tokens = createTokenStore({
    storage,
    http: createHttpClient({ fetch, now }),
    now,
    onRefreshFailed,
  });
  const http = createHttpClient({ fetch, tokens, now });
  const fifty = () =>
    Promise.all(Array.from({ length: 50 }, () => http.get('/api/x', { auth: 'required' })));
  return { server, requests, storage, onRefreshFailed, fifty };
}

const apiCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === '/api/x');

describe('50 concurrent calls with an expired access token', () => {
  it('past its lifetime: one refresh before the calls, all of them with the new token', async () => {
    const expired = {
      token: 'access-1',
      tokenExpirationTime: 900,
      tokenUpdateTime: nowSeconds - 1000,
      refreshToken: 'refresh-1',
    };
    const { server, requests, storage, onRefreshFailed, fifty } = client(expired, 'access-1');
    const answers = await fifty();
    expect(answers).toHaveLength(50);
    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(new Set(apiCalls(requests).map((r) => r.headers['x-authorization']))).toEqual(
      new Set(['Bearer access-2']),
    );
    expect(storage.read()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('refused by the server (401) although the client thought it fresh: one forced refresh, each call retried once', async () => {
    const fresh = {
      token: 'access-1',
      tokenExpirationTime: 900,
      tokenUpdateTime: nowSeconds - 10,
      refreshToken: 'refresh-1',
    };
    // The server no longer accepts access-1 (it expired on the server's clock).
    const { server, requests, onRefreshFailed, fifty } = client(fresh, 'access-expired');
    const answers = await fifty();
    expect(answers.every((a) => (a as { content: { ok: boolean } }).content.ok)).toBe(true);
    expect(server.refreshes).toBe(1);
    expect(server.revoked).toBe(false);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    const calls = apiCalls(requests);
    expect(calls).toHaveLength(100);
    expect(calls.filter((r) => r.headers['x-authorization'] === 'Bearer access-2')).toHaveLength(
      50,
    );
  });
});
