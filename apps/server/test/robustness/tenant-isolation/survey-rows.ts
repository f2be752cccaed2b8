// Isolation row of the operator's survey answers: B's operator naming A's user learns nothing.
import { surveyAnswersCall } from '@touchline/contract/calls/survey';
import { and, eq } from 'drizzle-orm';
import { surveyAnswers } from '../../../src/db/schema-personal';
import { callKey } from '../contract-calls';
import { A, B, app, fx, send } from './tenant-fixture';
import { get, type RowsByCall } from './tenant-row';

const ofA = { user: '', comment: 'Zq survey comment of tenant A' };

/** A's viewer answers A's survey; the answer's row names A's user. */
export async function setUpSurvey() {
  const answered = await send({
    method: 'POST',
    url: '/api/survey/submit_answer',
    body: { surveyName: 'survey_user_experience_1', rating: 4, comment: ofA.comment },
    host: A.host,
    token: fx().viewerA.token,
  });
  if (answered.status !== 200) throw new Error(`A's survey answer: ${answered.text}`);
  const [row] = await app()
    .database.db.select({ userId: surveyAnswers.userId })
    .from(surveyAnswers)
    .where(and(eq(surveyAnswers.tenantId, A.id), eq(surveyAnswers.comment, ofA.comment)));
  ofA.user = row!.userId;
}

const answersOf = (user: string) => `/api/admin/survey/answers?userId=${user}`;

export const surveyRows: RowsByCall = {
  [callKey(surveyAnswersCall)]: [
    {
      name: "B's operator lists the survey answers of A's user",
      request: (id) => ({ ...get(answersOf(id)), operatorKey: B.key }),
      target: () => ofA.user,
      status: [200],
      check: 'same',
      leaks: () => [ofA.comment],
      control: () => ({ ...get(answersOf(ofA.user), A.host), operatorKey: A.key }),
    },
  ],
};
