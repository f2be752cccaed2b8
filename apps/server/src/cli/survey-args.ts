// `npm run operator -- survey-answers`: the tenant's survey answers, a page at a time, as JSON
// through the admin API (survey-api.ts); the page is checked as the admin API checks it.
import { surveyAnswersQuery } from '@touchline/contract/calls/survey';
import { checked, wholeNumber } from './arg-checks';

export interface SurveyAnswersCommand {
  name: 'survey-answers';
  tenant: string;
  page: number;
  size: number;
  userId: string | null;
}

export interface SurveyValues {
  page?: string;
  size?: string;
  user?: string;
}

/** The command for `name`, or null when `name` is not survey-answers. */
export function parseSurveyCommand(
  name: string,
  tenant: string,
  values: SurveyValues,
): SurveyAnswersCommand | null {
  if (name !== 'survey-answers') return null;
  const query = checked(surveyAnswersQuery, {
    page: wholeNumber(values.page ?? '0', 'page'),
    size: wholeNumber(values.size ?? '20', 'size'),
    ...(values.user === undefined ? {} : { userId: values.user.trim() }),
  });
  return { name, tenant, page: query.page, size: query.size, userId: query.userId ?? null };
}

export const surveyUsage = `  npm run operator -- survey-answers [--page <n>] [--size <1-100>] [--user <user id>]
                       [--tenant <slug>]   (through the portal's admin API; prints JSON)
`;
