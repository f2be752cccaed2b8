// The operator's view of survey answers (GET /api/admin/survey/answers, ADR 042 addendum):
// operators only, the request's tenant only, paged newest first, checked input.
import type { AdminSurveyAnswer } from '@touchline/contract/calls/survey';
import type { WireError } from '@touchline/contract/errors';
import type { PagedResult } from '@touchline/contract/paged';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema-accounts';
import { surveyAnswers } from '../../db/schema-personal';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';
import { demoOperatorKeys } from '../operator/operator-key';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let boss: Viewer;
let harbourViewer: Viewer;
const surveyName = 'survey_user_experience_1';
const url = '/api/admin/survey/answers';

beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, boss, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
  await t.database.db
    .update(users)
    .set({ role: 'operator' })
    .where(and(eq(users.tenantId, 'tn-touchline'), eq(users.id, boss.userId)));
  await as(t, ana, {
    url: '/api/survey/submit_answer',
    body: { surveyName, rating: 4, comment: 'Sharp' },
  });
  await as(t, ben, { url: '/api/survey/submit_answer', body: { surveyName, rating: 2 } });
  await as(t, harbourViewer, {
    url: '/api/survey/submit_answer',
    body: { surveyName, rating: 5, comment: 'Harbour only' },
  });
  // Distinct answer times, so "newest first" is one order.
  await t.database.db
    .update(surveyAnswers)
    .set({ answeredAt: new Date('2026-11-01T10:00:00Z') })
    .where(eq(surveyAnswers.userId, ana.userId));
  await t.database.db
    .update(surveyAnswers)
    .set({ answeredAt: new Date('2026-11-02T10:00:00Z') })
    .where(eq(surveyAnswers.userId, ben.userId));
});
afterAll(() => t.close());

const asOperator = (
  query = '',
  host: string = hosts.touchline,
  key = demoOperatorKeys.touchline!,
) =>
  call<PagedResult<AdminSurveyAnswer> & Partial<WireError>>(t, {
    method: 'GET',
    url: `${url}${query}`,
    host,
    headers: { 'x-operator-key': key },
  });

describe('GET /api/admin/survey/answers', () => {
  it("lists the tenant's answers newest first, with the viewer's email, a page at a time", async () => {
    const all = await asOperator();
    expect(all.status).toBe(200);
    const mine = all.body.content.entries.filter((e) =>
      [ana.userId, ben.userId].includes(e.userId),
    );
    expect(mine.map((e) => [e.userId, e.rating, e.comment])).toEqual([
      [ben.userId, 2, ''],
      [ana.userId, 4, 'Sharp'],
    ]);
    expect(mine[1]).toMatchObject({ surveyName, answeredAt: '2026-11-01T10:00:00.000Z' });
    expect(mine[1]!.email).toContain('@');

    const first = await asOperator('?page=0&size=1');
    expect(first.body.content).toMatchObject({ entryCount: 1, itemsPerPage: 1, nextExists: true });
    const second = await asOperator('?page=1&size=1');
    expect(second.body.content.startIndex).toBe(1);
    expect(second.body.content.entries[0]!.userId).not.toBe(first.body.content.entries[0]!.userId);

    const one = await asOperator(`?userId=${ana.userId}`);
    expect(one.body.content.entries.map((e) => e.userId)).toEqual([ana.userId]);
  });

  it("never shows another tenant's answers, even when asked for that tenant's user", async () => {
    const all = await asOperator('?size=100');
    expect(JSON.stringify(all.body)).not.toContain('Harbour only');
    const named = await asOperator(`?userId=${harbourViewer.userId}`);
    expect(named.status).toBe(200);
    expect(named.body.content.entries).toEqual([]);
    // Harbour's operator sees Harbour's answer and none of Touchline's.
    const harbour = await asOperator('', hosts.harbour, demoOperatorKeys.harbour);
    expect(harbour.body.content.entries.map((e) => e.comment)).toContain('Harbour only');
    expect(JSON.stringify(harbour.body)).not.toContain('Sharp');
    // Touchline's key on Harbour's host is no key there.
    const crossed = await asOperator('', hosts.harbour, demoOperatorKeys.touchline);
    expect(crossed.status).toBe(403);
  });

  it('answers 403 to a viewer, 200 to a signed-in operator, 401 to nobody', async () => {
    const viewer = await call<WireError>(t, { method: 'GET', url, token: ana.token });
    expect(viewer.status).toBe(403);
    expect(viewer.body.error).toBe('forbidden');
    const operator = await call(t, { method: 'GET', url, token: boss.token });
    expect(operator.status).toBe(200);
    const nobody = await call<WireError>(t, { method: 'GET', url });
    expect(nobody.status).toBe(401);
  });

  it('400 for malformed paging or filters', async () => {
    for (const query of [
      '?page=-1',
      '?page=x',
      '?size=0',
      '?size=101',
      '?size=2.5',
      '?userId=',
      '?userId=..%2Fetc',
      '?surprise=1',
    ]) {
      const response = await asOperator(query);
      expect(response.status, query).toBe(400);
      expect(response.body.error, query).toBe('validation_error');
    }
  });
});
