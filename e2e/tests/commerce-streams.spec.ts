// The concurrent-stream limit on the second demo tenant (127.0.0.1, limit 2; ADR 046): with two
// streams of the account already playing, a third browser sees them listed (device, game), stops
// one with its button, and then plays here. The media token is bound to the lease (ADR 052): the
// stopped TV's address answers 403 from then on.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { e2eOrigins } from '../playwright.config';
import { password, signInThroughForm, uniqueEmail } from './auth-helpers';
import { closedAfterEachJourney } from './page-helpers';
import { expectAdvancing } from './watch-helpers';

const origin = e2eOrigins.other;
const newContext = closedAfterEachJourney();
/** A paid stream starts after two more round trips (the lease, then the address bound to it). */
const protectedStart = 45_000;

interface Listed {
  id: string;
  title: string;
  commerceCoverage: string;
  isEventAvailableInUserRegion: boolean;
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await newContext(browser, { baseURL: origin });
  const page = await context.newPage();
  await page.goto('/auth/login/');
  await signInThroughForm(page, email);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  return page;
}

test('past the limit the streams are listed, and stopping one lets this browser play', async ({
  browser,
  request,
}) => {
  // Three players of one account on a shared machine: more than the default budget.
  test.setTimeout(240_000);
  const listed = await request.post(`${origin}/api/event/list`, {
    data: { status: 'live', size: 50 },
  });
  const { content } = (await listed.json()) as { content: { entries: Listed[] } };
  const game = content.entries.find(
    (e) =>
      e.commerceCoverage === 'commerce_ppv_subscription_media' && e.isEventAvailableInUserRegion,
  );
  expect(game, 'a paid live game covered by the season pass').toBeDefined();

  // A "TV app": the registration's own session holds the season pass and watches the game.
  const email = uniqueEmail('streams');
  const registered = await request.post(`${origin}/api/user/register`, {
    headers: { 'X-Forwarded-For': `2001:db8::5:${Date.now().toString(16).slice(-4)}` },
    data: {
      email,
      password,
      displayName: 'Ada Tester',
      device_id: `tv-${Date.now().toString(36)}`,
      device_name: 'Living-room TV',
      strategy: 'refresh',
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const { content: auth } = (await registered.json()) as {
    content: { tokenData: { access_token: string } };
  };
  const tv = { 'X-Authorization': `Bearer ${auth.tokenData.access_token}` };
  const code = await request.post(`${origin}/api/commerce/redeem_access_code`, {
    headers: tv,
    data: { code: 'DEMO-SEASON-PASS' },
  });
  expect(code.status(), await code.text()).toBe(200);
  const tvStream = await request.post(`${origin}/api/streams`, {
    headers: tv,
    data: { eventId: game!.id },
  });
  expect(tvStream.status(), await tvStream.text()).toBe(200);
  const lease = (await tvStream.json()) as { content: { id: string } };
  const tvHeartbeat = () =>
    request.post(`${origin}/api/streams/${lease.content.id}/heartbeat`, { headers: tv });
  // The TV's player keeps its lease alive as a real one would (every 15 s; it lapses after 45).
  const beating = setInterval(() => void tvHeartbeat().catch(() => undefined), 10_000);
  // The TV's address, asked for while it holds its lease, carries that lease and plays.
  const tvEvent = await request.get(`${origin}/api/event/get_by_id/id/${game!.id}`, {
    headers: tv,
  });
  const tvMaster = ((await tvEvent.json()) as { content: { source: { hd: string } } }).content
    .source.hd;
  expect(tvMaster).toMatch(/^\/media\/t\//);
  expect((await request.get(`${origin}${tvMaster}`)).status()).toBe(200);
  try {
    // The second stream: a browser plays the game.
    const first = await signedInPage(browser, email);
    await first.goto(`/events/${game!.id}/`);
    await expectAdvancing(first, 1, protectedStart);

    // The third is refused with the two listed, stops the TV's and plays.
    const second = await signedInPage(browser, email);
    await second.goto(`/events/${game!.id}/`);
    const notice = second.getByTestId('stream-limit');
    await expect(notice).toContainText('Too many streams at once');
    const entries = notice.getByTestId('stream-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.filter({ hasText: 'Living-room TV' })).toContainText(game!.title);
    await notice.getByRole('button', { name: 'Stop the stream on Living-room TV' }).click();
    await expectAdvancing(second, 1, protectedStart);
    // Its place gone, the TV's address no longer opens the game's playlist.
    const refused = await request.get(`${origin}${tvMaster}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ messageErrorCode: 'forbidden' });

    // The TV learns at its next heartbeat that its stream was stopped.
    clearInterval(beating);
    expect((await tvHeartbeat()).status()).toBe(404);
  } finally {
    clearInterval(beating);
  }
});
