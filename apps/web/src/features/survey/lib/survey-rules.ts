// When the survey of spec §4 may show: a form URL, a route that does not suppress it, a signed-in
// user whose account is old enough, no submitted or closed record, and a skip long enough ago.
// Pure, so the rules are tested with plain instants.
import { survey } from '@touchline/contract/constants';
import type { UserOptions } from '@touchline/contract/entities/user-profile';

export type Flavour = 'standard' | 'alternate';

/**
 * Spec §2 "Survey suppression", as this portal's route ids (`auth-sign-up-following-category` is
 * the `category/$mainId` family here). `/survey/` is the demo form itself, shown inside the dialog.
 */
export const suppressedRouteIds: ReadonlySet<string> = new Set([
  '/auth/login/',
  '/auth/login/limit/',
  '/auth/oauth2/callback/$provider/',
  '/auth/password/reset/',
  '/auth/password/forgot/',
  '/auth/sign-up/',
  '/auth/sign-up/personalization/',
  '/auth/sign-up/subscription/',
  '/auth/sign-up/subscription/code/',
  '/auth/sign-up/subscription/buy/$id/',
  '/auth/sign-up/following/league/',
  '/auth/sign-up/following/league/followed/',
  '/auth/sign-up/following/league/$leagueId/',
  '/auth/sign-up/following/league/$leagueId/followed/',
  '/auth/sign-up/following/category/',
  '/auth/sign-up/following/category/followed/',
  '/auth/sign-up/following/category/$mainId/',
  '/auth/sign-up/following/category/$mainId/followed/',
  '/payment/failure/',
  '/payment/success/',
  '/payment/processing/',
  '/redirect/events/$referenceId/',
  '/club/',
  '/open-app/',
  '/survey/',
]);

export interface SurveyUser {
  /** When the account was created (ISO). */
  added: string;
  options: UserOptions;
}

export interface SurveyInputs {
  formUrl: string | null;
  flavour: Flavour;
  user: SurveyUser | null;
  /** The id of the page's route (the deepest match). */
  routeId: string;
}

const instant = (iso: string | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Whether anything holds the survey back for good on this page: no form, no user, a route. */
export function surveyBlocked(inputs: SurveyInputs): boolean {
  if (!inputs.formUrl || !inputs.user || suppressedRouteIds.has(inputs.routeId)) return true;
  const record = inputs.user.options[survey.name];
  return Boolean(record?.submitted || record?.closed);
}

/**
 * The instant the start dialog is due, or null when it is not to show. `since` is when the page
 * last became eligible (signed in on a route that does not suppress it); the delay counts from it.
 */
export function surveyDueAt(inputs: SurveyInputs, since: number): number | null {
  if (surveyBlocked(inputs) || !inputs.user) return null;
  const timing = survey[inputs.flavour];
  const added = instant(inputs.user.added);
  if (Number.isNaN(added)) return null;
  const skipped = instant(inputs.user.options[survey.name]?.skipped);
  return Math.max(
    since + timing.delayMs,
    added + timing.accountAgeMs,
    Number.isNaN(skipped) ? 0 : skipped + timing.repromptMs,
  );
}
