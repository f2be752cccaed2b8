// Tenant isolation: tenant B (harbour, 127.0.0.1) names tenant A's (touchline, localhost) objects
// in every call that takes an id and learns nothing. A lookup answers exactly what it answers for
// an id no tenant has (same status, same body once the id is swapped), a list answers the same as
// for a made-up id, and writes leave A's rows as they were. Each row's control sends the same
// request as A, proving the object is real and visible, so a row cannot pass by naming nothing.
// The table is checked against the contract: an implemented call with a path parameter or an
// id-shaped field (the contract's `id` pattern) that has no row fails the suite.
// The rows live in tenant-isolation/: catalogue reads, operator writes, operators' media and
// products, viewers' accounts, purchases, what viewers keep for themselves, the operators' view
// of accounts and the platform's tenants.
import type { CallDef } from '@touchline/contract/call';
import { id as idSchema } from '@touchline/contract/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callKey, contractCalls, isImplemented, pathParamNames } from './contract-calls';
import { jsonSchemaOf, type JsonSchema } from './schema-arbitraries';
import { accountRows } from './tenant-isolation/account-rows';
import { catalogRows } from './tenant-isolation/catalog-rows';
import { commerceAdminRows, setUpCommerceAdmin } from './tenant-isolation/commerce-admin-rows';
import { buyAsA, commerceRows } from './tenant-isolation/commerce-rows';
import { liveRows, setUpLive } from './tenant-isolation/live-rows';
import { mediaRows } from './tenant-isolation/media-rows';
import { operatorRows } from './tenant-isolation/operator-rows';
import { personalRows, setUpPersonal } from './tenant-isolation/personal-rows';
import { platformTenantRows } from './tenant-isolation/platform-tenant-rows';
import { productRows } from './tenant-isolation/product-rows';
import { pushRows, setUpPush } from './tenant-isolation/push-rows';
import { setUpSurvey, surveyRows } from './tenant-isolation/survey-rows';
import { userAdminRows } from './tenant-isolation/user-admin-rows';
import {
  app,
  closeTenants,
  send,
  setUpTenants,
  unknownId,
} from './tenant-isolation/tenant-fixture';
import { asA, type RowsByCall } from './tenant-isolation/tenant-row';

beforeAll(async () => {
  await setUpTenants();
  await buyAsA();
  await setUpCommerceAdmin();
  await setUpPersonal();
  await setUpSurvey();
  await setUpLive();
  await setUpPush();
});
afterAll(closeTenants);

const rowsByCall: RowsByCall = {
  ...catalogRows,
  ...operatorRows,
  ...liveRows,
  ...mediaRows,
  ...accountRows,
  ...commerceRows,
  ...commerceAdminRows,
  ...productRows,
  ...personalRows,
  ...surveyRows,
  ...pushRows,
  ...userAdminRows,
  ...platformTenantRows,
};

const calls = await contractCalls();
const idPattern = jsonSchemaOf(idSchema).pattern;

/** Whether a schema has a field shaped like the contract's `id`, at any depth. */
function holdsId(js: JsonSchema | null): boolean {
  if (!js) return false;
  if (js.pattern === idPattern) return true;
  return [
    ...Object.values(js.properties ?? {}),
    ...(js.anyOf ?? []),
    ...(js.oneOf ?? []),
    ...(js.allOf ?? []),
    ...(js.items ? [js.items] : []),
  ].some(holdsId);
}

const takesId = (call: CallDef) =>
  pathParamNames(call.path).length > 0 ||
  [call.query, call.body].some((schema) => schema && holdsId(jsonSchemaOf(schema)));

const swap = (text: string, from: string, to: string) => text.split(from).join(to);

describe('tenant isolation', () => {
  it('has a row for every implemented call that takes an id', () => {
    const needed = calls.filter((call) => isImplemented(app().app, call) && takesId(call));
    const missing = needed.map(callKey).filter((key) => !(key in rowsByCall));
    expect(missing, 'add rows for these calls to tenant-isolation/').toEqual([]);
    expect(needed.length).toBeGreaterThan(10);
  });

  const table = Object.entries(rowsByCall).flatMap(([key, list]) =>
    list.map((row) => [`${key}: ${row.name}`, key, row] as const),
  );

  it.each(table)('%s', async (_, key, row) => {
    const call = calls.find((c) => callKey(c) === key);
    expect(call, `${key} is not in the contract`).toBeDefined();
    if (!isImplemented(app().app, call!)) return;
    const target = row.target();
    if (row.control) {
      const control = await send(asA(row.control()));
      expect(control.status, control.text).toBeLessThan(300);
      const shows = row.shows ? row.shows() : target;
      if (shows !== null) expect(control.text).toContain(shows);
    }
    const answer = await send(row.request(target));
    expect(row.status, answer.text).toContain(answer.status);
    for (const fact of row.leaks()) expect(answer.text).not.toContain(fact);
    if (row.check === 'same') {
      const unknown = await send(row.request(unknownId));
      expect({ status: answer.status, text: swap(answer.text, target, unknownId) }).toEqual(
        unknown,
      );
    }
    await row.after?.();
  });
});
