// The demo survey form's answers (ADR 048). Only a tenant that configures a survey takes answers,
// so a tenant without one cannot be filled with rows through this call.
import type { SurveyAnswerRequest } from '@touchline/contract/calls/survey';
import type { OkAnswer } from '@touchline/contract/calls/common';
import type { Db } from '../../db/open';
import { AppError } from '../../http/app-error';
import type { SignedInViewer } from '../../http/viewer';
import { upsertAnswer } from './survey-repository';

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
