// The demo survey form's one call (ADR 048): a signed-in viewer's answer to the tenant's survey.
// The portal's survey dialog (spec §4 "Survey") frames whatever form the tenant configures; the
// demo tenants configure the portal's own /survey/ page, which answers through this call.
import { z } from 'zod';
import { defineCall } from '../call';
import { survey } from '../constants';
import { id, isoDate } from '../ids';
import { pagedResult } from '../paged';
import { okAnswer } from './common';
import { pageParams } from './list-params';

export const surveyAnswerRequest = z
  .object({
    surveyName: z.literal(survey.name),
    /** How the viewer rates watching on the portal, 1 (poor) to 5 (excellent). */
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(2000).optional(),
  })
  .strict();
export type SurveyAnswerRequest = z.infer<typeof surveyAnswerRequest>;

export const submitSurveyAnswerCall = defineCall({
  method: 'POST',
  path: '/api/survey/submit_answer',
  auth: 'required',
  summary:
    "Record the signed-in viewer's answer to the tenant's survey; a second answer replaces the first",
  body: surveyAnswerRequest,
  response: okAnswer,
});

/** The operator's listing (ADR 042 addendum): newest answer first, of one user if named. */
export const surveyAnswersQuery = pageParams
  .pick({ page: true, size: true })
  .extend({
    size: z.coerce.number().int().min(1).max(100).default(20),
    userId: id.optional(),
  })
  .strict();
export type SurveyAnswersQuery = z.infer<typeof surveyAnswersQuery>;

export const adminSurveyAnswer = z.object({
  userId: id,
  email: z.string(),
  surveyName: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  answeredAt: isoDate,
});
export type AdminSurveyAnswer = z.infer<typeof adminSurveyAnswer>;

export const surveyAnswersCall = defineCall({
  method: 'GET',
  path: '/api/admin/survey/answers',
  auth: 'operator',
  summary: "Operator: the tenant's survey answers, newest first, paged (of one user if named)",
  query: surveyAnswersQuery,
  response: pagedResult(adminSurveyAnswer),
});
