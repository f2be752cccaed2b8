// Isolation rows of the platform's tenants (ADR 064): tenant B's operator key and B's viewer name
// tenant A in the platform's tenant update and are refused before anything is looked up, exactly
// as for a tenant that does not exist; A's row stays as it was. There is no control row: no
// tenant credential reaches these calls, A's own operator included.
import { updatePlatformTenantCall } from '@touchline/contract/calls/platform-tenants';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { callKey } from '../contract-calls';
import { A, app, B, fx } from './tenant-fixture';
import { post, type RowsByCall } from './tenant-row';

const leaks = () => ['Touchline Sports', 'localhost', '#1d4ed8'];

async function unchanged() {
  const result: unknown = await app().database.db.execute(
    sql`select name, hosts, settings->>'deviceLimit' as limit from tenants where id = ${A.id}`,
  );
  expect((result as { rows: unknown[] }).rows).toEqual([
    { name: 'Touchline Sports', hosts: ['localhost'], limit: '5' },
  ]);
}

const change = { hosts: ['localhost', 'taken.example.test'], deviceLimit: 1 };

export const platformTenantRows: RowsByCall = {
  [callKey(updatePlatformTenantCall)]: [
    {
      name: "B's operator key changes tenant A",
      request: (id) => post(`/api/platform/tenants/${id}`, change, { operatorKey: B.key }),
      target: () => A.id,
      status: [403],
      check: 'same',
      leaks,
      after: unchanged,
    },
    {
      name: "B's viewer changes tenant A",
      request: (id) => post(`/api/platform/tenants/${id}`, change, { token: fx().viewerB.token }),
      target: () => A.id,
      status: [403],
      check: 'same',
      leaks,
      after: unchanged,
    },
  ],
};
