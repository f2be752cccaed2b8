// SQL of the demo survey's answers: one row per (tenant, user, survey), upserted.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { users } from '../../db/schema-accounts';
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

/** The operator's page of answers, newest first (ties by user id), of one user when named. */
export async function listAnswers(
  db: Db,
  tenantId: string,
  filter: { userId?: string | undefined },
  window: { offset: number; limit: number },
) {
  const where: SQL[] = [eq(surveyAnswers.tenantId, tenantId)];
  if (filter.userId) where.push(eq(surveyAnswers.userId, filter.userId));
  return db
    .select({
      userId: surveyAnswers.userId,
      email: users.email,
      surveyName: surveyAnswers.surveyName,
      rating: surveyAnswers.rating,
      comment: surveyAnswers.comment,
      answeredAt: surveyAnswers.answeredAt,
    })
    .from(surveyAnswers)
    .innerJoin(
      users,
      and(eq(users.tenantId, surveyAnswers.tenantId), eq(users.id, surveyAnswers.userId)),
    )
    .where(and(...where))
    .orderBy(desc(surveyAnswers.answeredAt), surveyAnswers.userId)
    .offset(window.offset)
    .limit(window.limit);
}
