// SQL of the demo survey's answers: one row per (tenant, user, survey), upserted.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { surveyAnswers } from '../../db/schema-personal';

export interface SurveyAnswerRow {
  surveyName: string;
  rating: number;
  comment: string;
}

export async function upsertAnswer(
  db: Db,
  tenantId: string,
  userId: string,
  answer: SurveyAnswerRow,
) {
  const answeredAt = new Date();
  await db
    .insert(surveyAnswers)
    .values({ tenantId, userId, ...answer, answeredAt })
    .onConflictDoUpdate({
      target: [surveyAnswers.tenantId, surveyAnswers.userId, surveyAnswers.surveyName],
      set: { rating: answer.rating, comment: answer.comment, answeredAt },
    });
}

export async function findAnswer(db: Db, tenantId: string, userId: string, surveyName: string) {
  const [row] = await db
    .select({ rating: surveyAnswers.rating, comment: surveyAnswers.comment })
    .from(surveyAnswers)
    .where(
      and(
        eq(surveyAnswers.tenantId, tenantId),
        eq(surveyAnswers.userId, userId),
        eq(surveyAnswers.surveyName, surveyName),
      ),
    );
  return row ?? null;
}
