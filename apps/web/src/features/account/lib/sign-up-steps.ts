// The steps after an account is created, in order (spec §2): personalization, the leagues and
// categories to follow, then the subscription step where the tenant sells subscriptions (ADR 049).
// Each step has the condition that offers it; a step asks for the next one, and the last one
// ends at home.
import type { CustomerConfig } from '@touchline/contract/customer-config';

/** What the steps depend on beyond the customer config, found out by the pages. */
export interface SignUpFacts {
  /** Whether the tenant has subscriptions on sale (its commerce is on). */
  sellsSubscriptions: boolean;
}

export interface SignUpStep {
  path: string;
  offered(config: CustomerConfig, facts: SignUpFacts): boolean;
}

export const personalizationPath = '/auth/sign-up/personalization/';

export const followLeaguesPath = '/auth/sign-up/following/league/';
export const followCategoriesPath = '/auth/sign-up/following/category/';
/** The offers, with a way to an access code and one to skip (to the next step, or home). */
export const subscriptionPath = '/auth/sign-up/subscription/';

export const signUpSteps: SignUpStep[] = [
  { path: personalizationPath, offered: () => true },
  // Leagues are offered where the tenant shows its leagues view; categories everywhere.
  { path: followLeaguesPath, offered: (config) => config.features.leaguesView },
  { path: followCategoriesPath, offered: () => true },
  // Last, so a purchase or a skipped offer leads home, and the viewer chose what to follow first.
  { path: subscriptionPath, offered: (_config, facts) => facts.sellsSubscriptions },
];

const noFacts: SignUpFacts = { sellsSubscriptions: false };

export function nextSignUpStep(
  current: string,
  config: CustomerConfig,
  facts: SignUpFacts = noFacts,
  steps: SignUpStep[] = signUpSteps,
): string {
  const index = steps.findIndex((step) => step.path === current);
  const next = steps.slice(index + 1).find((step) => step.offered(config, facts));
  return next?.path ?? '/';
}
