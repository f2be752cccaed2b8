import { describe, expect, it } from 'vitest';
import { sampleConfig } from '../../../test/fixtures';
import {
  followCategoriesPath,
  followLeaguesPath,
  nextSignUpStep,
  personalizationPath,
  signUpSteps,
  subscriptionPath,
} from './sign-up-steps';

const withLeagues = (leaguesView: boolean) => {
  const config = sampleConfig();
  return { ...config, features: { ...config.features, leaguesView } };
};

const selling = { sellsSubscriptions: true };
const notSelling = { sellsSubscriptions: false };

/** Every step a new viewer goes through, from personalization to home. */
function walk(config: ReturnType<typeof withLeagues>, facts: typeof selling) {
  const visited = [personalizationPath];
  for (let step = personalizationPath; step !== '/'; ) {
    step = nextSignUpStep(step, config, facts);
    visited.push(step);
  }
  return visited;
}

describe('sign-up steps', () => {
  it('are personalization, the leagues and categories to follow, then the subscription step', () => {
    expect(signUpSteps.map((s) => s.path)).toEqual([
      personalizationPath,
      followLeaguesPath,
      followCategoriesPath,
      subscriptionPath,
    ]);
  });

  it('lead a tenant that sells subscriptions through the subscription step, then home', () => {
    expect(walk(withLeagues(true), selling)).toEqual([
      personalizationPath,
      followLeaguesPath,
      followCategoriesPath,
      subscriptionPath,
      '/',
    ]);
    // Skipping the subscription step (or buying, or redeeming a code) leads home.
    expect(nextSignUpStep(subscriptionPath, withLeagues(true), selling)).toBe('/');
  });

  it('leave the subscription step out where nothing is on sale', () => {
    expect(walk(withLeagues(true), notSelling)).toEqual([
      personalizationPath,
      followLeaguesPath,
      followCategoriesPath,
      '/',
    ]);
    // Without facts, nothing is assumed on sale.
    expect(nextSignUpStep(followCategoriesPath, withLeagues(true))).toBe('/');
  });

  it('skips the leagues where the tenant has no leagues view', () => {
    expect(nextSignUpStep(personalizationPath, withLeagues(false), selling)).toBe(
      followCategoriesPath,
    );
    expect(walk(withLeagues(false), selling)).toEqual([
      personalizationPath,
      followCategoriesPath,
      subscriptionPath,
      '/',
    ]);
  });
});
