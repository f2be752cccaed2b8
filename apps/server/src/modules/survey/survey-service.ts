// The demo survey form's answers (ADR 048). Only a tenant that configures a survey takes answers,
// so a tenant without one cannot be filled with rows through this call.
import type {
  AdminSurveyAnswer,
  SurveyAnswerRequest,
  SurveyAnswersQuery,
} from '@touchline/contract/calls/survey';
import type { PagedResult } from '@touchline/contract/paged';
import type { OkAnswer } from '@touchline/contract/calls/common';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { SignedInViewer } from '../../http/viewer';
import { pagedAnswer, windowOf } from '../../http/paged-answer';
import { listAnswers, upsertAnswer } from './survey-repository';

export async function submitSurveyAnswer(
  db: Db,
  who: SignedInViewer,
  body: SurveyAnswerRequest,
): Promise<OkAnswer> {
  if (!who.tenant.config.surveyFormUrl) throw AppError.notFound('This portal runs no survey');
  await upsertAnswer(db, who.tenant.id, who.userId, {
    surveyName: body.surveyName,
    rating: body.rating,
    comment: body.comment ?? '',
  });
  return { content: { success: true } };
}

/** The operator's view of the answers (ADR 042 addendum); only the request's tenant is read. */
export async function listSurveyAnswers(
  db: Db,
  tenantId: string,
  query: SurveyAnswersQuery,
): Promise<PagedResult<AdminSurveyAnswer>> {
  const rows = await listAnswers(db, tenantId, { userId: query.userId }, windowOf(query));
  return pagedAnswer(
    query,
    rows,
    (row) => ({ ...row, answeredAt: row.answeredAt.toISOString() }),
    null,
  );
}
