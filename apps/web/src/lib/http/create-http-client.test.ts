import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@touchline/contract/call';
import { eventListCall } from '@touchline/contract/calls/event-list';
import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { TokenSource, UserTokenData } from '../session/token-store';
import { ApiError } from './api-error';
import { createHttpClient } from './create-http-client';
import { createFakeFetch, jsonResponse } from './fake-fetch';
import type { ServerErrorReport } from './http-client-types';

const nowMs = 1_700_000_000_000;
const nowSeconds = nowMs / 1000;

const tokenData = (overrides: Partial<UserTokenData> = {}): UserTokenData => ({
  token: 'access-1',
  tokenExpirationTime: 900,
  tokenUpdateTime: nowSeconds - 60,
  refreshToken: 'refresh-1',
  ...overrides,
});

const fakeTokens = (initial: UserTokenData | null, refresh?: () => Promise<UserTokenData>) => {
  let data = initial;
  let issued = 1;
  return {
    get: () => data,
    set: vi.fn((next: UserTokenData | null) => {
      data = next;
    }),
    refresh: vi.fn(
      refresh ??
        (async () => {
          await new Promise((done) => setTimeout(done, 5));
          issued += 1;
          return tokenData({
            token: `access-${issued}`,
            refreshToken: `refresh-${issued}`,
            tokenUpdateTime: nowSeconds,
          });
        }),
    ),
    onRefreshFailed: vi.fn<(error: ApiError) => void>(),
  } satisfies TokenSource;
};

const ok = () => jsonResponse({ content: { ok: true } });

const itemCall = defineCall({
  method: 'GET',
  path: '/api/item/get_by_id/id/:id',
  auth: 'required',
  summary: 'test call',
  params: z.object({ id: z.string() }),
  query: z.object({ idType: z.string().optional(), tags: z.array(z.string()).optional() }),
  response: z.object({
    content: z.object({ id: z.string(), title: z.string().default('NO TITLE') }),
  }),
});

const pingCall = defineCall({
  method: 'GET',
  path: '/api/ping',
  auth: 'none',
  summary: 'test call',
  response: z.object({}).loose(),
});

const emptyPage = {
  content: {
    entryCount: 0,
    totalCount: 0,
    itemsPerPage: 10,
    startIndex: 0,
    count: 0,
    nextExists: false,
    entries: [],
  },
};

describe('createHttpClient: requests', () => {
  it('joins the base URL, fills path params and sends query arrays as name[]=value', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({ content: { id: 'e 1' } }));
    const client = createHttpClient({
      baseUrl: '/portal/',
      fetch,
      tokens: fakeTokens(tokenData()),
      now: () => nowMs,
    });
    const answer = await client.request(itemCall, {
      params: { id: 'e 1' },
      query: { idType: 'event', tags: ['a', 'b'] },
    });
    expect(requests[0]?.url).toBe(
      '/portal/api/item/get_by_id/id/e%201?idType=event&tags[]=a&tags[]=b',
    );
    expect(requests[0]?.method).toBe('GET');
    // Parsed by the call's response schema: the default fills the missing title.
    expect(answer).toEqual({ content: { id: 'e 1', title: 'NO TITLE' } });
  });

  it("uses '/' as the base URL by default", async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({}));
    await createHttpClient({ fetch }).request(pingCall);
    expect(requests[0]?.url).toBe('/api/ping');
  });

  it("sends the viewer's language, so the server answers in it, and none when it is unknown", async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({}));
    await createHttpClient({ fetch, locale: () => 'uk-UA' }).request(pingCall);
    await createHttpClient({ fetch, locale: () => '' }).request(pingCall);
    expect(requests.map((r) => r.headers['accept-language'])).toEqual(['uk-UA', undefined]);
  });

  it('sends the body as JSON, unparsed, with the contract types of the call', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse(emptyPage));
    const client = createHttpClient({ fetch });
    const page = await client.request(eventListCall, {
      body: { page: 0, size: 10, next: true, event_date: '1714557600000~1714559461000' },
    });
    expect(requests[0]).toMatchObject({
      url: '/api/event/list',
      method: 'POST',
      body: { page: 0, size: 10, next: true, event_date: '1714557600000~1714559461000' },
    });
    expect(requests[0]?.headers['content-type']).toBe('application/json');
    expect(page.content.entries).toEqual([]);
  });

  it('treats a 204 answer as an empty object', async () => {
    const { fetch } = createFakeFetch(() => new Response(null, { status: 204 }));
    expect(await createHttpClient({ fetch }).request(pingCall)).toEqual({});
    expect(await createHttpClient({ fetch }).post('/api/user/logout')).toEqual({});
  });

  it('sends no body and no content type on a GET', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({}));
    await createHttpClient({ fetch }).send({ method: 'GET', path: '/api/x', body: { a: 1 } });
    expect(requests[0]?.body).toBeUndefined();
    expect(requests[0]?.headers['content-type']).toBeUndefined();
  });

  it('offers low-level get and post, parsed only when a schema is given', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({ value: 1, extra: true }));
    const client = createHttpClient({ fetch });
    expect(await client.get('/api/raw', { query: { next: true } })).toEqual({
      value: 1,
      extra: true,
    });
    expect(
      await client.post('/api/raw', { a: 1 }, { response: z.object({ value: z.number() }) }),
    ).toEqual({
      value: 1,
    });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/raw?next=true', undefined],
      ['POST', '/api/raw', { a: 1 }],
    ]);
  });
});

describe('createHttpClient: types', () => {
  it('types options and answers from the call definition', () => {
    const client = createHttpClient({ fetch: createFakeFetch(ok).fetch });
    expectTypeOf<
      Awaited<ReturnType<typeof client.request<typeof eventListCall>>>
    >().toEqualTypeOf<EventListResponse>();
    expectTypeOf<Parameters<typeof client.request<typeof itemCall>>[1]>().toMatchObjectType<{
      params: { id: string };
    }>();
    // Never run: the checks below are for the compiler only.
    const compileOnly = () => {
      // @ts-expect-error the event list needs its body
      void client.request(eventListCall);
      // @ts-expect-error path params are required where the path has them
      void client.request(itemCall, { query: {} });
      // @ts-expect-error a call without a body takes none
      void client.request(pingCall, { body: { a: 1 } });
      void client.request(pingCall);
    };
    expect(compileOnly).toBeTypeOf('function');
  });
});

describe('createHttpClient: authorization', () => {
  it('sends X-Authorization on required calls', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({ content: { id: '1' } }));
    await createHttpClient({ fetch, tokens: fakeTokens(tokenData()), now: () => nowMs }).request(
      itemCall,
      {
        params: { id: '1' },
        query: {},
      },
    );
    expect(requests[0]?.headers['x-authorization']).toBe('Bearer access-1');
  });

  it('sends it on optional calls only when a token is present', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse(emptyPage));
    const signedIn = createHttpClient({ fetch, tokens: fakeTokens(tokenData()), now: () => nowMs });
    const signedOut = createHttpClient({ fetch, tokens: fakeTokens(null), now: () => nowMs });
    await signedIn.request(eventListCall, { body: {} });
    await signedOut.request(eventListCall, { body: {} });
    expect(requests[0]?.headers['x-authorization']).toBe('Bearer access-1');
    expect(requests[1]?.headers['x-authorization']).toBeUndefined();
  });

  it('never sends it on calls without auth, nor on bare paths by default', async () => {
    const { fetch, requests } = createFakeFetch(() => jsonResponse({}));
    const client = createHttpClient({ fetch, tokens: fakeTokens(tokenData()), now: () => nowMs });
    await client.request(pingCall);
    await client.get('https://epg.example.com/programme.json');
    expect(requests.map((r) => r.headers['x-authorization'])).toEqual([undefined, undefined]);
  });
});

describe('createHttpClient: failures', () => {
  it('rejects with ApiError carrying status, code, message and the raw body', async () => {
    const body = {
      error: 'not_found',
      messageErrorCode: 'not_found',
      message: 'Event not found',
      context: 'event',
    };
    const { fetch } = createFakeFetch(() => jsonResponse(body, 404));
    const failure = createHttpClient({ fetch }).request(pingCall);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
      message: 'Event not found',
      body,
    });
  });

  it('treats an answer with an error field as a failure even with status 200', async () => {
    const { fetch } = createFakeFetch(() =>
      jsonResponse({ error: 'payment_failed', message: 'Card declined' }),
    );
    await expect(createHttpClient({ fetch }).request(pingCall)).rejects.toMatchObject({
      status: 200,
      code: 'payment_failed',
      serverMessage: 'Card declined',
    });
  });

  it('uses default_error_message when no code is returned', async () => {
    const { fetch } = createFakeFetch(() => new Response('<html>oops</html>', { status: 400 }));
    await expect(createHttpClient({ fetch }).request(pingCall)).rejects.toMatchObject({
      status: 400,
      code: 'default_error_message',
      body: '<html>oops</html>',
    });
  });

  it('rejects a successful answer that is not JSON or breaks the contract', async () => {
    const { fetch } = createFakeFetch((_, index) =>
      index === 0 ? new Response('plain text') : jsonResponse({ content: { id: 7 } }),
    );
    const client = createHttpClient({ fetch, tokens: fakeTokens(tokenData()), now: () => nowMs });
    await expect(client.request(pingCall)).rejects.toMatchObject({
      code: 'default_error_message',
      body: 'plain text',
    });
    const drift = client.request(itemCall, { params: { id: '1' }, query: {} });
    await expect(drift).rejects.toMatchObject({
      status: 200,
      code: 'default_error_message',
      serverMessage: '',
    });
    await expect(drift).rejects.toThrow(
      /GET \/api\/item\/get_by_id\/id\/1 does not match its contract/,
    );
  });

  it('wraps a network failure, and lets an abort through as it is', async () => {
    const broken = createHttpClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(broken.request(pingCall)).rejects.toMatchObject({
      status: 0,
      code: 'default_error_message',
    });
    const { fetch } = createFakeFetch(() => jsonResponse({}));
    const controller = new AbortController();
    controller.abort();
    const aborted = createHttpClient({ fetch }).request(pingCall, { signal: controller.signal });
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    await expect(aborted).rejects.not.toBeInstanceOf(ApiError);
  });

  it('hands answers of status 500 and above to onServerError', async () => {
    const reports: ServerErrorReport[] = [];
    const { fetch } = createFakeFetch((_, index) =>
      index === 0
        ? jsonResponse({ error: 'internal_error' }, 503, {
            statusText: 'Service Unavailable',
            headers: { 'x-request-id': 'r1' },
          })
        : jsonResponse({ error: 'not_found' }, 404),
    );
    const client = createHttpClient({
      baseUrl: '/base',
      fetch,
      onServerError: (report) => reports.push(report),
    });
    await expect(client.get('/api/x', { query: { a: 1 } })).rejects.toMatchObject({
      status: 503,
      code: 'internal_error',
    });
    await expect(client.get('/api/y')).rejects.toMatchObject({ status: 404 });
    expect(reports).toEqual([
      {
        status: 503,
        statusText: 'Service Unavailable',
        url: '/base/api/x?a=1',
        headers: { 'content-type': 'application/json', 'x-request-id': 'r1' },
      },
    ]);
  });

  it('still rejects with the ApiError when the reporter throws', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch } = createFakeFetch(() => jsonResponse({ error: 'internal_error' }, 500));
    const client = createHttpClient({
      fetch,
      onServerError: () => {
        throw new Error('reporter down');
      },
    });
    await expect(client.request(pingCall)).rejects.toMatchObject({
      status: 500,
      code: 'internal_error',
    });
    spy.mockRestore();
  });
});

describe('createHttpClient: token refresh', () => {
  const unauthorized = () => jsonResponse({ error: 'unauthorized', message: 'Unauthorized' }, 401);

  it('after a 401 refreshes once and retries once with the new token', async () => {
    const tokens = fakeTokens(tokenData());
    const { fetch, requests } = createFakeFetch((_, index) =>
      index === 0 ? unauthorized() : ok(),
    );
    const answer = await createHttpClient({ fetch, tokens, now: () => nowMs }).get('/api/x', {
      auth: 'required',
    });
    expect(answer).toEqual({ content: { ok: true } });
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(requests.map((r) => r.headers['x-authorization'])).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ]);
  });

  it('never loops: a second 401 is the answer', async () => {
    const tokens = fakeTokens(tokenData());
    const { fetch, requests } = createFakeFetch(unauthorized);
    const failure = createHttpClient({ fetch, tokens, now: () => nowMs }).get('/api/x', {
      auth: 'required',
    });
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(requests).toHaveLength(2);
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh after a 401 on a call that carried no token', async () => {
    const tokens = fakeTokens(null);
    const { fetch, requests } = createFakeFetch(unauthorized);
    const failure = createHttpClient({ fetch, tokens, now: () => nowMs }).get('/api/x', {
      auth: 'required',
    });
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('answers a 401 that is not about the token at once: a wrong password is not sent twice', async () => {
    const tokens = fakeTokens(tokenData());
    const { fetch, requests } = createFakeFetch(() =>
      jsonResponse(
        { error: 'invalid_credentials', message: 'currentPassword: is not correct' },
        401,
      ),
    );
    const failure = createHttpClient({ fetch, tokens, now: () => nowMs }).post('/api/x', {
      auth: 'required',
      body: { currentPassword: 'wrong' },
    });
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(requests).toHaveLength(1);
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('shares one forced refresh between concurrent calls refused with the same token', async () => {
    const tokens = fakeTokens(tokenData());
    const { fetch, requests } = createFakeFetch((request) =>
      request.headers['x-authorization'] === 'Bearer access-1' ? unauthorized() : ok(),
    );
    const client = createHttpClient({ fetch, tokens, now: () => nowMs });
    await Promise.all(Array.from({ length: 10 }, () => client.get('/api/x', { auth: 'required' })));
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(20);
  });

  it('refreshes before the call at 80% of the lifetime: 50 concurrent calls, one refresh', async () => {
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 720 }));
    const { fetch, requests } = createFakeFetch(ok);
    const client = createHttpClient({ fetch, tokens, now: () => nowMs });
    await Promise.all(Array.from({ length: 50 }, () => client.get('/api/x', { auth: 'optional' })));
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(50);
    expect(new Set(requests.map((r) => r.headers['x-authorization']))).toEqual(
      new Set(['Bearer access-2']),
    );
  });

  it('does not refresh before 80% of the lifetime', async () => {
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 719 }));
    const { fetch } = createFakeFetch(ok);
    await createHttpClient({ fetch, tokens, now: () => nowMs }).get('/api/x', { auth: 'required' });
    expect(tokens.refresh).not.toHaveBeenCalled();
  });

  it('fails with the expired-session error and calls the hook when the refresh fails', async () => {
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 900 }), () =>
      Promise.reject(new ApiError({ status: 400, code: 'invalid_token' })),
    );
    const { fetch, requests } = createFakeFetch(ok);
    const failure = createHttpClient({ fetch, tokens, now: () => nowMs }).get('/api/x', {
      auth: 'required',
    });
    await expect(failure).rejects.toMatchObject({
      code: 'refresh_token_failed',
      messageCode: 'expired_session_error',
    });
    expect(tokens.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });

  it('gives other transports a fresh token', async () => {
    const tokens = fakeTokens(tokenData({ tokenUpdateTime: nowSeconds - 800 }));
    const client = createHttpClient({ fetch: createFakeFetch(ok).fetch, tokens, now: () => nowMs });
    expect(await client.freshToken()).toBe('access-2');
    expect(await createHttpClient({ fetch: createFakeFetch(ok).fetch }).freshToken()).toBeNull();
  });
});
