// POST /api/survey/submit_answer: the demo form's answer (ADR 048).
import { submitSurveyAnswerCall, type SurveyAnswerRequest } from '@touchline/contract/calls/survey';
import { apiClient } from '../../../lib/app/api-client';

export function submitSurveyAnswer(answer: SurveyAnswerRequest) {
  return apiClient().request(submitSurveyAnswerCall, { body: answer });
}
