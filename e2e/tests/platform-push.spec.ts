// Web push end to end (ADR 051). Headless Chromium reaches no real push service, so the page's
// PushManager.subscribe answers a subscription whose endpoint is this test's push service on
// 127.0.0.1 and whose keys the test made; everything else is real: the service worker registers
// from the portal's origin, the notify button asks for the tenant's VAPID key and stores the
// subscription, an operator sets a followed game live through the admin API, the server's job
// encrypts and signs the notice, and the test's push service checks the VAPID JWT and decrypts it.
import { expect, test } from '@playwright/test';
import { e2eOrigins, e2ePushServicePort } from '../playwright.config';
import { signInFresh } from './personal-helpers';
import { startPushService } from './push-helpers';

const operator = { 'x-operator-key': 'op_demo_touchline_operator' };

test('the notify button subscribes; a followed game set live arrives as an encrypted push', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const service = await startPushService(e2ePushServicePort);
  try {
    // A game of a team, scheduled for later today by the operator.
    const teams = await page.request.get('/api/admin/identities?kind=team', { headers: operator });
    expect(teams.status()).toBe(200);
    // A seeded team: other journeys add teams of their own beside it as they run.
    const team = (
      (await teams.json()) as { content: { entries: { id: string; title: string }[] } }
    ).content.entries.find((entry) => entry.title === 'Riverside Rovers')!;
    expect(team, 'the seeded team').toBeDefined();
    const title = `E2E Push Derby ${Date.now()}`;
    const scheduled = await page.request.post('/api/admin/events', {
      headers: operator,
      data: {
        title,
        team1Id: team.id,
        startsAt: new Date(Date.now() + 3 * 3600_000).toISOString(),
      },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    const game = ((await scheduled.json()) as { content: { id: string } }).content;

    // The browser's push service is the test's: subscribe answers its endpoint and keys.
    await context.grantPermissions(['notifications'], { origin: e2eOrigins.main });
    await page.addInitScript((subscription) => {
      let current: object | null = null;
      const made = {
        endpoint: subscription.endpoint,
        toJSON: () => subscription,
        unsubscribe: () => {
          current = null;
          return Promise.resolve(true);
        },
      };
      PushManager.prototype.subscribe = function () {
        current = made;
        return Promise.resolve(made as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = () =>
        Promise.resolve(current as PushSubscription | null);
    }, service.subscription);

    await signInFresh(page, 'push', e2eOrigins.main);
    await page.goto(`/team/${team.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(team.title);
    const follow = page.getByTestId('follow-button').first();
    await expect(follow).toHaveAttribute('data-followed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('data-followed', 'true');

    const notify = page.getByTestId('notify-button');
    await expect(notify).toHaveAttribute('data-state', 'off');
    await expect(notify).toHaveAccessibleName('Notify me when games I follow start');
    const stored = page.waitForResponse((response) =>
      response.url().endsWith('/api/push/subscribe'),
    );
    // Keyboard reachable: focused and pressed with Enter.
    await notify.focus();
    await page.keyboard.press('Enter');
    expect((await stored).status()).toBe(200);
    await expect(notify).toHaveAttribute('aria-pressed', 'true');
    await expect(notify).toHaveAccessibleName('Stop notifications of games I follow');
    await page.getByTestId('site-header').screenshot({ path: '/tmp/platform-push-header.png' });

    // The operator starts the game; its followers hear that it is live.
    const live = await page.request.patch(`/api/admin/events/${game.id}`, {
      headers: operator,
      data: { status: 'live' },
    });
    expect(live.status(), await live.text()).toBe(200);
    await expect
      .poll(() => [service.notices.length, service.failures.join('; ')], { timeout: 60_000 })
      .toEqual([1, '']);
    expect(service.notices[0]).toMatchObject({
      title: `${title} is live`,
      url: `/events/${game.id}/`,
      tag: `live:${game.id}`,
    });
    // Signed with the key the page subscribed with.
    const key = await page.request.get('/api/push/public_key');
    const { publicKey } = ((await key.json()) as { content: { publicKey: string } }).content;
    expect([...service.vapidKeys]).toEqual([publicKey]);

    // The service worker the notice would be shown by is the portal's own.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${e2eOrigins.main}/`);

    // Signing out ends this browser's subscription, on the server as this viewer and in the
    // browser, so the next viewer here hears nothing of this one's games.
    const forgotten = page.waitForResponse((response) =>
      response.url().endsWith('/api/push/unsubscribe'),
    );
    await page.getByTestId('account-menu').click();
    await page.getByTestId('sign-out').click();
    expect((await forgotten).status()).toBe(200);
    await expect(page.getByTestId('sign-in-link')).toBeVisible();
    const subscribed = await page.evaluate(async () =>
      Boolean(await (await navigator.serviceWorker.ready).pushManager.getSubscription()),
    );
    expect(subscribed).toBe(false);
  } finally {
    await service.close();
  }
});
