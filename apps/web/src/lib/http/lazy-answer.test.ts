// The browser build's calls (vite-contract-calls.ts, ADR 065): method, path and auth at once, the
// answer schema loaded with the first answer, and every answer still checked by the contract.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@touchline/contract/call';
import { callsModuleSource } from '../../../vite-contract-calls';
import { ApiError } from './api-error';
import { createHttpClient } from './create-http-client';
import { createFakeFetch, jsonResponse } from './fake-fetch';
import { answerSchema } from './lazy-answer';

const answer = z.object({
  content: z.object({ title: z.string(), tags: z.array(z.string()).default([]) }),
});
const realCall = defineCall({
  method: 'GET',
  path: '/api/item/:id',
  auth: 'optional',
  summary: 'An item',
  params: z.object({ id: z.string() }),
  response: answer,
});

/** What the build hands the portal in place of `realCall`. */
const builtCall = (loads: { count: number }) => ({
  method: realCall.method,
  path: realCall.path,
  auth: realCall.auth,
  summary: '',
  response: {
    lazyAnswer: () => {
      loads.count += 1;
      return Promise.resolve(answer);
    },
  },
});

describe('answers of calls whose schema loads on demand', () => {
  it('are parsed with the loaded schema, defaults included', async () => {
    const loads = { count: 0 };
    const server = createFakeFetch(() => jsonResponse({ content: { title: 'Final' } }));
    const client = createHttpClient({ fetch: server.fetch });
    const call = builtCall(loads) as unknown as typeof realCall;
    await expect(client.request(call, { params: { id: 'a1' } })).resolves.toEqual({
      content: { title: 'Final', tags: [] },
    });
    expect(server.requests[0]?.url).toBe('/api/item/a1');
    expect(loads.count).toBe(1);
  });

  it('still refuse an answer that does not match the contract', async () => {
    const server = createFakeFetch(() => jsonResponse({ content: { title: 7 } }));
    const client = createHttpClient({ fetch: server.fetch });
    const call = builtCall({ count: 0 }) as unknown as typeof realCall;
    const failure = await client.request(call, { params: { id: 'a1' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toMatch(/does not match its contract/);
  });

  it('take a schema as it is when the build did not defer it', async () => {
    await expect(answerSchema(answer)).resolves.toBe(answer);
  });
});

describe('the stand-in module the browser build writes for a call module', () => {
  it('describes each call by value and re-exports everything else', () => {
    const source = callsModuleSource('/contract/calls/items.ts', {
      realCall: { ...realCall, rateLimit: 'write' },
      answer,
      maxItems: 10,
    });
    expect(source).toContain(
      'export const realCall = { method: "GET", path: "/api/item/:id", auth: "optional", rateLimit: "write", response: { lazyAnswer: () => import("/contract/calls/items.ts").then((m) => m.realCall.response) } };',
    );
    expect(source).toContain('export { answer } from "/contract/calls/items.ts";');
    expect(source).toContain('export { maxItems } from "/contract/calls/items.ts";');
    expect(source).not.toContain('summary');
  });
});
