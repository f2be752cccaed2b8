import type { OkAnswer } from '@touchline/contract/calls/common';
import type { WireError } from '@touchline/contract/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswers } from '../../db/schema-personal';
import {
  as,
  createAccountsTestApp,
  hosts,
  signedIn,
  type Viewer,
} from '../../../test/personal-test-kit';
import { call, type AccountsTestApp } from '../auth/accounts-test-kit';

let t: AccountsTestApp;
let ana: Viewer;
let ben: Viewer;
let harbourViewer: Viewer;
beforeAll(async () => {
  t = await createAccountsTestApp();
  [ana, ben, harbourViewer] = await Promise.all([
    signedIn(t),
    signedIn(t),
    signedIn(t, hosts.harbour),
  ]);
});
afterAll(() => t.close());

const surveyName = 'survey_user_experience_1';
const answer = (who: Viewer, body: unknown) =>
  as<OkAnswer>(t, who, { url: '/api/survey/submit_answer', body });
const stored = (tenantId: string, userId: string) =>
  t.database.db
    .select({ rating: surveyAnswers.rating, comment: surveyAnswers.comment })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.tenantId, tenantId), eq(surveyAnswers.userId, userId)));

describe('survey answers', () => {
  it('keeps one answer per viewer, the latest replacing the first', async () => {
    const first = await answer(ana, { surveyName, rating: 4, comment: '  Sharp picture ' });
    expect(first).toMatchObject({ status: 200, body: { content: { success: true } } });
    expect(await stored('tn-touchline', ana.userId)).toEqual([
      { rating: 4, comment: 'Sharp picture' },
    ]);
    await answer(ana, { surveyName, rating: 2 });
    expect(await stored('tn-touchline', ana.userId)).toEqual([{ rating: 2, comment: '' }]);
  });

  it("records the answer under the viewer's own tenant and user, whatever the body says", async () => {
    await answer(harbourViewer, { surveyName, rating: 5 });
    expect(await stored('tn-harbour', harbourViewer.userId)).toEqual([{ rating: 5, comment: '' }]);
    expect(await stored('tn-touchline', harbourViewer.userId)).toEqual([]);
    // A user id in the body is not a field of the call, so nobody answers for someone else.
    const forBen = await answer(ana, { surveyName, rating: 1, userId: ben.userId });
    expect(forBen.status).toBe(400);
    expect(await stored('tn-touchline', ben.userId)).toEqual([]);
  });

  it("refuses a token of one tenant on another tenant's host", async () => {
    const crossed = await call<WireError>(t, {
      url: '/api/survey/submit_answer',
      body: { surveyName, rating: 3 },
      token: ana.token,
      host: hosts.harbour,
    });
    expect(crossed.status).toBe(401);
    expect(await stored('tn-harbour', ana.userId)).toEqual([]);
  });

  it('400 for malformed input; 401 without a token', async () => {
    for (const body of [
      {},
      { surveyName, rating: 0 },
      { surveyName, rating: 6 },
      { surveyName, rating: 2.5 },
      { surveyName, rating: '5' },
      { surveyName: 'another_survey', rating: 3 },
      { surveyName, rating: 3, comment: 'x'.repeat(2001) },
      { surveyName, rating: 3, comment: 42 },
    ]) {
      const response = await answer(ben, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as WireError).error).toBe('validation_error');
    }
    expect(await stored('tn-touchline', ben.userId)).toEqual([]);
    const anonymous = await call(t, {
      url: '/api/survey/submit_answer',
      body: { surveyName, rating: 3 },
    });
    expect(anonymous.status).toBe(401);
  });
});
