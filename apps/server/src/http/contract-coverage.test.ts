// The server serves every call the contract declares except those on its `planned` list, each
// through serveCall (so from its definition), and the OpenAPI document names and types them all.
import { allCalls } from '@touchline/contract/all-calls';
import { callErrorsByStatus } from '@touchline/contract/call';
import { plannedCalls } from '@touchline/contract/planned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hosts, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const served = (name: string) => {
  const call = allCalls.get(name)!;
  return t.app.hasRoute({ method: call.method, url: call.path });
};

interface Operation {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: { properties: object } }> }>;
}

describe('contract coverage', () => {
  it('serves every declared call that is not planned', () => {
    const missing = [...allCalls.keys()].filter((name) => !plannedCalls.has(name) && !served(name));
    expect(missing).toEqual([]);
  });

  it('lists as planned only calls that exist and have no route yet', () => {
    for (const name of plannedCalls) expect(allCalls.has(name), name).toBe(true);
    const servedButPlanned = [...plannedCalls].filter(served);
    expect(servedButPlanned).toEqual([]);
  });

  it('describes each served call in OpenAPI from its definition', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { host: hosts.touchline },
    });
    const { paths } = response.json<{ paths: Record<string, Record<string, Operation>> }>();
    for (const [name, call] of allCalls) {
      if (plannedCalls.has(name)) continue;
      const openApiPath = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = paths[openApiPath]?.[call.method.toLowerCase()];
      expect(operation?.operationId, name).toBe(name);
      const statuses = Object.keys(operation!.responses).sort();
      const expected = ['200', ...[...callErrorsByStatus(call).keys()].map(String)].sort();
      expect(statuses, name).toEqual(expected);
      if (call.auth === 'required') expect(operation!.security, name).toEqual([{ bearer: [] }]);
      if (call.auth === 'none') expect(operation!.security, name).toBeUndefined();
    }
  });
});
