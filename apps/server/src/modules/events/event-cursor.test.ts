import type { EventListResponse } from '@touchline/contract/calls/event-list';
import type { WireError } from '@touchline/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(body: Record<string, unknown>, host: string = hosts.touchline) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/event/list',
    headers: { host },
    payload: body,
  });
  return response;
}
async function content(body: Record<string, unknown>, host?: string) {
  const response = await list(body, host);
  expect(response.statusCode).toBe(200);
  return response.json<EventListResponse>().content;
}

/** Walks a list page by page following nextCursor. */
async function walk(body: Record<string, unknown>, size: number) {
  const ids: string[] = [];
  let page = 0;
  let cursor: string | undefined;
  for (;;) {
    const answer = await content({ ...body, size, page, ...(cursor ? { cursor } : {}) });
    expect(answer.startIndex).toBe(page * size);
    ids.push(...answer.entries.map((e) => e.id));
    if (!answer.nextExists) {
      expect(answer.nextCursor).toBeNull();
      return ids;
    }
    expect(answer.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    cursor = answer.nextCursor!;
    page += 1;
  }
}

describe('POST /api/event/list: keyset paging with cursor', () => {
  for (const sort of ['order', 'added', 'title', 'created'] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`following nextCursor by ${sort} ${order} yields the whole list once, in order`, async () => {
        const whole = await content({ sort, order, size: 999 });
        expect(await walk({ sort, order }, 6)).toEqual(whole.entries.map((e) => e.id));
      });
    }
  }

  it('seeks inside filters', async () => {
    const filter = { status: 'archived', sportType: 'football' };
    const whole = await content({ ...filter, size: 999 });
    expect(whole.entries.length).toBeGreaterThan(3);
    expect(await walk(filter, 2)).toEqual(whole.entries.map((e) => e.id));
  });

  it('a cursor continues where the offset page ended', async () => {
    const first = await content({ sort: 'title', size: 5 });
    const byCursor = await content({ sort: 'title', size: 5, page: 1, cursor: first.nextCursor });
    const byOffset = await content({ sort: 'title', size: 5, page: 1 });
    expect(byCursor.entries).toEqual(byOffset.entries);
  });

  /** A cursor the server gave out for the first page by order, ascending. */
  const issued = async (host: string = hosts.touchline) =>
    (await content({ sort: 'order', order: 'asc', size: 3 }, host)).nextCursor!;
  /** The seal is the last 22 characters (a 128-bit MAC in base64url). */
  const split = (cursor: string) => [cursor.slice(0, -22), cursor.slice(-22)] as const;

  it('a hand-made or altered cursor → 400 naming cursor: only what the server gave out is read', async () => {
    const [body, seal] = split(await issued());
    const decoded = Buffer.from(body, 'base64url').toString('utf8');
    const skipAhead = Buffer.from(decoded.replace(/"[^"]*"\]$/, '"tl-ev-999"]')).toString(
      'base64url',
    );
    expect(skipAhead).not.toBe(body);
    for (const cursor of [body, `${skipAhead}${seal}`, `${body}${'A'.repeat(22)}`]) {
      const response = await list({ sort: 'order', order: 'asc', cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields?.map((f) => f.path)).toEqual(['cursor']);
    }
  });

  const bad: [string, unknown][] = [
    ['not base64url', 'abc$def'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['JSON of the wrong shape', Buffer.from('{"k":1}').toString('base64url')],
    [
      'a key of the wrong kind',
      Buffer.from('[1,"added","desc","yesterday","tl-ev-001"]').toString('base64url'),
    ],
    ['an id that is not an id', Buffer.from('[1,"order","asc","3","a b"]').toString('base64url')],
    ['another version', Buffer.from('[9,"order","asc","3","tl-ev-003"]').toString('base64url')],
    ['too long', 'a'.repeat(2001)],
    ['not a string', 42],
  ];
  for (const [name, cursor] of bad) {
    it(`a cursor that is ${name} → 400 naming cursor`, async () => {
      const response = await list({ cursor });
      expect(response.statusCode).toBe(400);
      const error = response.json<WireError>();
      expect(error.error).toBe('validation_error');
      expect(error.fields?.map((f) => f.path)).toEqual(['cursor']);
    });
  }

  it('a cursor made for another sort or order → 400 naming cursor', async () => {
    const cursor = await issued();
    expect((await list({ sort: 'order', order: 'asc', cursor })).statusCode).toBe(200);
    for (const body of [{ sort: 'order', order: 'desc' }, { sort: 'title' }, {}]) {
      const response = await list({ ...body, cursor });
      expect(response.statusCode).toBe(400);
      expect(response.json<WireError>().fields).toEqual([
        { path: 'cursor', message: 'was made for another sort or order' },
      ]);
    }
  });

  it('another tenant’s cursor does not open there → 400 naming cursor', async () => {
    const response = await list(
      { sort: 'order', order: 'asc', size: 50, cursor: await issued() },
      hosts.harbour,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<WireError>().fields?.map((f) => f.path)).toEqual(['cursor']);
    expect(
      (
        await list(
          { sort: 'order', order: 'asc', cursor: await issued(hosts.harbour) },
          hosts.harbour,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/event/list: free-text search ignores accents and case', () => {
  it('finds Zürich from zurich, and from ZÜRICH', async () => {
    const plain = await content({ search: 'zurich', size: 999 });
    expect(plain.entries.length).toBeGreaterThan(0);
    expect(plain.entries.every((e) => /Zürich/.test(e.title))).toBe(true);
    expect((await content({ search: 'ZÜRICH', size: 999 })).entries).toEqual(plain.entries);
  });
});
