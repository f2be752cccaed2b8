import { describe, expect, it } from 'vitest';
import { sampleConfig } from '../../../test/fixtures';
import {
  followCategoriesPath,
  followLeaguesPath,
  nextSignUpStep,
  personalizationPath,
} from './sign-up-steps';

const withLeagues = (leaguesView: boolean) => {
  const config = sampleConfig();
  return { ...config, features: { ...config.features, leaguesView } };
};

describe('sign-up steps', () => {
  it('personalization, then the leagues and categories to follow, then home', () => {
    const config = withLeagues(true);
    expect(nextSignUpStep(personalizationPath, config)).toBe(followLeaguesPath);
    expect(nextSignUpStep(followLeaguesPath, config)).toBe(followCategoriesPath);
    expect(nextSignUpStep(followCategoriesPath, config)).toBe('/');
  });

  it('skips the leagues where the tenant has no leagues view', () => {
    expect(nextSignUpStep(personalizationPath, withLeagues(false))).toBe(followCategoriesPath);
  });
});
