// HTTP for the demo survey form (ADR 048); answering needs a signed-in user.
import { submitSurveyAnswerCall } from '@touchline/contract/calls/survey';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { signedInViewerOf } from '../../http/viewer';
import { submitSurveyAnswer } from './survey-service';

export const surveyRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  { db, trustedCountryHeader },
  done,
) => {
  serveCall(app, submitSurveyAnswerCall, {
    tag: 'survey',
    handler: (request) =>
      submitSurveyAnswer(db, signedInViewerOf(request, trustedCountryHeader), request.body),
  });
  done();
};
