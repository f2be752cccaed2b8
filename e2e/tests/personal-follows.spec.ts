// Follows: follow a league on its page, find it in the following browsers and /following/, get its
// games recommended, unfollow; follow a league's team; choose leagues while signing up.
import { expect, test } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { password, uniqueEmail } from './auth-helpers';
import { signInFresh } from './personal-helpers';

const seededLeague = 'Northern Premier Division';

test('follow a league → followed browser, /following/ and recommendations → unfollow; follow a team', async ({
  page,
}) => {
  await signInFresh(page, 'follows', e2eOrigins.main);
  await page.goto('/following/league/');
  // A seeded league, which has games to recommend and teams to follow (the console journey adds
  // empty leagues beside it).
  const first = page.getByTestId('following-item').filter({ hasText: seededLeague });
  await expect(first).toBeVisible();
  const leagueId = await first.getAttribute('data-id');

  // Follow it from the league's own page.
  await page.goto(`/league/${leagueId}/`);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveAttribute('data-followed', 'false');
  await follow.click();
  await expect(follow).toHaveAttribute('data-followed', 'true');
  const title = (await page.getByTestId('identity-page').locator('h1').textContent())!.trim();

  await page.goto('/following/league/followed/');
  const followed = page.getByTestId('following-item');
  await expect(followed).toHaveCount(1);
  await expect(followed).toHaveAttribute('data-id', leagueId!);
  await page.goto('/following/');
  await expect(page.getByTestId('followed-item')).toHaveCount(1);

  // Its games are recommended because of the follow, each once.
  await page.goto('/recommendation/');
  const items = page.getByTestId('recommendation');
  await expect(items.first().getByTestId('recommendation-reason')).toHaveText(
    `Because you follow ${title}`,
  );
  const ids = await items
    .getByTestId('event-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-event-id')));
  expect(new Set(ids).size).toBe(ids.length);

  await page.goto('/following/league/followed/');
  await page.getByTestId('following-item').getByTestId('follow-button').click();
  await expect(page.getByTestId('following-empty')).toBeVisible();

  // A league's teams, from its browser.
  await page.goto('/following/league/');
  await page
    .getByTestId('following-item')
    .filter({ hasText: seededLeague })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/following\/league\/[^/]+\/$/);
  const team = page.getByTestId('following-item').first();
  await team.getByTestId('follow-button').click();
  await expect(team.getByTestId('follow-button')).toHaveAttribute('data-followed', 'true');
  await page.goto(`${new URL(page.url()).pathname}followed/`);
  await expect(page.getByTestId('following-item')).toHaveCount(1);
});

test('sign up choosing a league in the following step → home shows its rail → /following/league/followed/ lists it', async ({
  page,
}) => {
  await page.goto('/auth/sign-up/');
  await page.getByTestId('sign-up-name').fill('Lea Follower');
  await page.getByTestId('sign-up-email').fill(uniqueEmail('signup-follow'));
  await page.getByTestId('sign-up-password').fill(password);
  await page.getByTestId('sign-up-submit').click();
  await expect(page).toHaveURL(/\/club\/\?redirect=/);
  await page.getByTestId('club-option').first().click();
  await page.getByTestId('club-save').click();
  await page.getByTestId('personalization-save').click();

  await expect(page).toHaveURL(/\/auth\/sign-up\/following\/league\/$/);
  const league = page.getByTestId('following-item').first();
  const leagueId = await league.getAttribute('data-id');
  await league.getByTestId('follow-button').click();
  await expect(league.getByTestId('follow-button')).toHaveAttribute('data-followed', 'true');
  await page.getByTestId('sign-up-following-next').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/following\/category\/$/);
  await page.getByTestId('sign-up-following-next').click();
  await expect(page).toHaveURL(/\/auth\/sign-up\/subscription\/$/);
  await page.getByTestId('sign-up-subscription-skip').click();
  await expect(page).toHaveURL(/\/$/);
  // Home has a rail of the followed league's games.
  await expect(page.getByTestId('rail-followed').getByTestId('event-card').first()).toBeVisible();

  await page.goto('/following/league/followed/');
  await expect(page.getByTestId('following-item')).toHaveCount(1);
  await expect(page.getByTestId('following-item')).toHaveAttribute('data-id', leagueId!);
});
