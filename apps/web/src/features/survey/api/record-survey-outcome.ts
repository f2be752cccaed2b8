// POST /api/user/update_profile with the survey record alone ({data:{options}}), the options form
// of the call (the account feature's file sends the form fields). The record is applied to the
// session first, so the survey's timing follows it even when the call fails.
import { updateProfileCall } from '@touchline/contract/calls/user';
import { survey } from '@touchline/contract/constants';
import type { SurveyRecord } from '@touchline/contract/entities/user-profile';
import { apiClient } from '../../../lib/app/api-client';
import { sessionStore } from '../../../lib/session/session-store';

export type SurveyOutcome = 'skipped' | 'submitted' | 'closed';

export async function recordSurveyOutcome(outcome: SurveyOutcome, at: Date): Promise<void> {
  const session = sessionStore().getState();
  const user = session.user;
  if (!user) return;
  const record: SurveyRecord = {
    ...user.options[survey.name],
    surveyName: survey.name,
    [outcome]: at.toISOString(),
  };
  const options = { ...user.options, [survey.name]: record };
  session.patchUser({ options });
  try {
    const answer = await apiClient().request(updateProfileCall, {
      body: { data: { options: { [survey.name]: record } } },
    });
    // The server's merge of every survey's records is what the session keeps.
    if (sessionStore().getState().user?.id === user.id) {
      sessionStore().getState().patchUser({ options: answer.content.options });
    }
  } catch (error) {
    console.warn('the survey outcome could not be saved', error);
  }
}
