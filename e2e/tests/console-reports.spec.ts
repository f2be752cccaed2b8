// The console's reports: plays and watch time a page's analytics sent for a game, and an error
// report of the built portal located in its sources (the server reads the build's source maps,
// which it does not serve).
import { expect, test } from '@playwright/test';
import { signInAsNewOperator } from './console-helpers';
import { findEvents } from './watch-helpers';

/** Touchline's public analytics write key and error-reporting key (demo configuration). */
const writeKey = 'touchline-web';
const errorKey = '5f0c2a9e7b3d4c1a8e6f9b2d0a4c7e13';

test('an operator sees a game’s plays and watch time, and an error located in the sources', async ({
  page,
  request,
  baseURL,
}) => {
  const [game] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(game, 'an available archived game').toBeDefined();
  const stamp = Date.now().toString(36);
  const viewer = `console-report-${stamp}`;

  // A viewer plays the game for 90 s, as the page's analytics report it.
  const batch = await request.post('/api/analytics/b', {
    headers: {
      'content-type': 'text/plain',
      authorization: `Basic ${Buffer.from(`${writeKey}:`).toString('base64')}`,
    },
    data: JSON.stringify({
      writeKey,
      sentAt: new Date().toISOString(),
      batch: (
        [
          ['Video Playback Started', {}],
          ['Video Playback Paused', { watchedSeconds: 90 }],
        ] as const
      ).map(([event, properties], i) => ({
        type: 'track',
        event,
        anonymousId: viewer,
        messageId: `${viewer}-${i}`,
        timestamp: new Date().toISOString(),
        properties: { eventId: game!.id, ...properties },
      })),
    }),
  });
  expect(batch.status(), await batch.text()).toBe(200);

  // An error thrown where the portal's entry chunk renders the site header.
  const html = await (await request.get('/')).text();
  const entry = /<script[^>]*\ssrc="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry, 'the entry chunk in the page').toBeTruthy();
  const code = await (await request.get(entry!)).text();
  const at = code.indexOf('"site-header"');
  expect(at, 'the header in the entry chunk').toBeGreaterThan(0);
  const lines = code.slice(0, at).split('\n');
  const errorClass = `ConsoleReportCheck${stamp}`;
  const notify = await request.post('/api/errors/notify', {
    headers: { 'content-type': 'application/json', 'bugsnag-api-key': errorKey },
    data: {
      apiKey: errorKey,
      payloadVersion: '4',
      events: [
        {
          exceptions: [
            {
              errorClass,
              message: 'thrown for the console check',
              stacktrace: [
                {
                  file: `http://localhost${entry!}`,
                  lineNumber: lines.length,
                  columnNumber: lines.at(-1)!.length + 1,
                },
              ],
            },
          ],
          app: { version: 'e2e', releaseStage: 'production' },
        },
      ],
    },
  });
  expect(notify.status(), await notify.text()).toBe(200);

  await signInAsNewOperator(page, request, baseURL!);
  await page.getByTestId('console-tab-reports').click();
  await expect(page).toHaveURL(/#reports$/);

  const row = page.locator(`[data-testid="viewing-row"][data-event-id="${game!.id}"]`).first();
  await expect(row).toBeVisible();
  const plays = (await row.getByTestId('viewing-plays').textContent())!.replace(/\D/g, '');
  expect(Number(plays)).toBeGreaterThanOrEqual(1);

  const group = page.getByTestId('error-group').filter({ hasText: errorClass });
  await expect(group).toHaveCount(1);
  await expect(group).toContainText(/src\/\S+\.tsx?:\d+:\d+/);
  await expect(group).not.toContainText('/assets/');

  // A period the report cannot cover is refused in the form, in words.
  await page.getByTestId('viewing-from').fill('2026-01-01');
  await page.getByTestId('viewing-to').fill('2025-12-01');
  await page.getByTestId('viewing-show').click();
  await expect(page.getByTestId('viewing-range-problem')).toHaveText(
    'The first day must not be after the last.',
  );
});
