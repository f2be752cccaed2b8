// A client that uses the wrong method or media type learns which one the call wants, in the wire
// format, with a code of its own (not a 404, not a generic validation error).
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('wrong method', () => {
  it('answers 405 with Allow on a path that exists with another method', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/event/list?x=1',
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(response.json<WireError>()).toEqual({
      error: 'method_not_allowed',
      messageErrorCode: 'method_not_allowed',
      message: 'GET is not allowed on /api/event/list; it answers POST',
    });
  });

  it('lists GET and HEAD for a read, with path parameters matched like the router does', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/event/get_by_id/id/tl-ev-001',
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('keeps 404 for a path that no method answers', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/event/list/more',
      headers: { host: hosts.touchline },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<WireError>().error).toBe('not_found');
  });
});

describe('wrong media type', () => {
  it('answers 415 unsupported_media_type for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/event/list',
      headers: { host: hosts.touchline, 'content-type': 'application/xml' },
      payload: '<page>1</page>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<WireError>()).toMatchObject({
      error: 'unsupported_media_type',
      messageErrorCode: 'unsupported_media_type',
    });
  });
});
