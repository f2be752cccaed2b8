import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from '../all-calls';
import { callErrors, callErrorsByStatus, rateLimitClassOf } from '../call';
import { errorStatus } from '../errors';
import { plannedCalls } from '../planned';

const calls = [...allCalls.values()];

const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]).sort();

describe('every call', () => {
  it('is found', () => {
    expect(calls.length).toBeGreaterThanOrEqual(50);
  });

  it('has a unique method and path', () => {
    const keys = calls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(calls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s declares exactly its path parameters and converts to JSON Schema',
    (_, call) => {
      const declared =
        call.params instanceof z.ZodObject ? Object.keys(call.params.shape).sort() : [];
      expect(declared).toEqual(pathParams(call.path));
      expect(call.summary.length).toBeGreaterThan(0);
      if (call.method === 'GET') expect(call.body).toBeUndefined();
      for (const [schema, io] of [
        [call.query, 'input'],
        [call.body, 'input'],
        [call.params, 'input'],
        [call.response, 'output'],
      ] as const) {
        if (schema)
          expect(() => z.toJSONSchema(schema, { io, unrepresentable: 'any' })).not.toThrow();
      }
    },
  );

  it('names each call by its export, uniquely', () => {
    expect(allCalls.size).toBe(calls.length);
    for (const name of allCalls.keys()) expect(name).toMatch(/^[a-z][A-Za-z]+$/);
    for (const name of plannedCalls) expect(allCalls.has(name)).toBe(true);
  });

  it.each([...allCalls])('%s lists its failures by status', (_, call) => {
    const codes = callErrors(call);
    expect(codes).toContain('not_found');
    expect(codes.includes('validation_error')).toBe(
      // A write's body is parsed even when the call takes none.
      Boolean(call.query || call.body || call.params || call.method !== 'GET'),
    );
    if (call.auth === 'required' || call.auth === 'limited')
      expect(codes).toContain('unauthorized');
    for (const [status, byStatus] of callErrorsByStatus(call))
      for (const code of byStatus) expect(errorStatus[code]).toBe(status);
    expect(['read', 'write', 'credentials']).toContain(rateLimitClassOf(call));
  });
});
