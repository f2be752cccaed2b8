// The steps after an account is created, in order. The following (leagues, categories) and
// subscription steps of spec §2 join this list, each with the condition that offers it; the
// personalization step asks for the next one and ends at home when none is left.
import type { CustomerConfig } from '@touchline/contract/customer-config';

export interface SignUpStep {
  path: string;
  offered(config: CustomerConfig): boolean;
}

export const personalizationPath = '/auth/sign-up/personalization/';

export const followLeaguesPath = '/auth/sign-up/following/league/';
export const followCategoriesPath = '/auth/sign-up/following/category/';

export const signUpSteps: SignUpStep[] = [
  { path: personalizationPath, offered: () => true },
  // Leagues are offered where the tenant shows its leagues view; categories everywhere.
  { path: followLeaguesPath, offered: (config) => config.features.leaguesView },
  { path: followCategoriesPath, offered: () => true },
];

export function nextSignUpStep(
  current: string,
  config: CustomerConfig,
  steps: SignUpStep[] = signUpSteps,
): string {
  const index = steps.findIndex((step) => step.path === current);
  const next = steps.slice(index + 1).find((step) => step.offered(config));
  return next?.path ?? '/';
}
