// Telemetry from a real browser session (ADR 042): on the first demo tenant, which has an analytics
// write key and an error-reporting key, a built portal (`npm start` counts as deployed) loads both
// SDKs after the first paint. Its page views and play events arrive in Segment batches the server
// stores, an uncaught error reaches the Bugsnag-compatible notify endpoint, and the operator's
// listing calls show them. No sleeps: the test waits for the batch and notify requests themselves.
// A search answered with a real 500 (the server's TEST_FAULTS hook, asked for by one request's
// `X-Test-Fault` header) is reported with its status, status text and URL (spec §8).
import { expect, test, type Request } from '@playwright/test';
import { expectAdvancing, findEvents } from './watch-helpers';
import { hydrated } from './page-helpers';

const operator = { 'x-operator-key': 'op_demo_touchline_operator' };

interface SegmentCall {
  type: string;
  event?: string;
  properties?: { eventId?: string; path?: string };
}

const batchOf = (request: Request) =>
  (request.postDataJSON() as { batch?: SegmentCall[] } | null)?.batch ?? [];

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

test('analytics batches and an error report from a browser reach the server and the operator', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [game] = await findEvents(request, 'archived', (e) => e.eventType === 'event');
  expect(game, 'an available archived game').toBeDefined();

  // Every batch the page sends, and the server's answer to it (stored when 200).
  const sent: SegmentCall[] = [];
  const stored: number[] = [];
  page.on('requestfinished', (finished) => {
    if (!finished.url().includes('/api/analytics/b')) return;
    sent.push(...batchOf(finished));
    void finished.response().then((response) => stored.push(response?.status() ?? 0));
  });

  await page.goto(`/events/${game!.id}/`);
  await expectAdvancing(page, 0.5);
  // The batch goes at 10 events or after 5 s, whichever comes first.
  await expect.poll(() => sent.some((c) => c.type === 'page'), { timeout: 30_000 }).toBe(true);
  await expect
    .poll(
      () =>
        sent.some(
          (c) =>
            c.type === 'track' &&
            c.event === 'Video Playback Started' &&
            c.properties?.eventId === game!.id,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect.poll(() => stored.length > 0 && stored.every((s) => s === 200)).toBe(true);

  // The operator's daily report counts the play (and its viewer) for that game.
  const now = Date.now();
  await expect
    .poll(
      async () => {
        const report = await request.get(
          `/api/admin/analytics/daily?from=${isoDay(now - 86_400_000)}&to=${isoDay(now + 86_400_000)}`,
          { headers: operator },
        );
        expect(report.status()).toBe(200);
        const { content } = (await report.json()) as {
          content: { eventId: string; plays: number; viewers: number }[];
        };
        const row = content.find((r) => r.eventId === game!.id);
        return (row?.plays ?? 0) > 0 && (row?.viewers ?? 0) > 0;
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // A forced client error: uncaught in the page, caught by the reporter, posted to notify.
  const message = `e2e forced error ${now}`;
  const notified = page.waitForRequest(
    (sentRequest) =>
      sentRequest.url().includes('/api/errors/notify') &&
      (sentRequest.postData() ?? '').includes(message),
  );
  await page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    }, 0);
  }, message);
  const notify = await notified;
  expect((await notify.response())?.status()).toBe(200);

  await expect
    .poll(
      async () => {
        const groups = await request.get('/api/admin/errors', { headers: operator });
        expect(groups.status()).toBe(200);
        const { content } = (await groups.json()) as {
          content: { errorClass: string; message: string; count: number; lastUrl: string | null }[];
        };
        return content.find((g) => g.message === message) ?? null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({
      errorClass: 'Error',
      count: 1,
      lastUrl: expect.stringContaining(`/events/${game!.id}/`),
    });
});

test('a server answer of 500 is reported from the browser with its status and URL', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const query = `fault${Date.now()}`;
  // The page's first search for this query reaches the server asking it to fail for real.
  let faulted: string | null = null;
  await page.route(
    (url) => url.pathname === '/api/search' && url.search.includes(query),
    async (route) => {
      if (faulted) return route.continue();
      faulted = route.request().url();
      await route.continue({ headers: { ...route.request().headers(), 'x-test-fault': '500' } });
    },
  );
  const failed = page.waitForResponse(
    (response) => response.url().includes('/api/search') && response.status() === 500,
  );
  const notified = page.waitForRequest(
    (sent) =>
      sent.url().includes('/api/errors/notify') && (sent.postData() ?? '').includes('"status":500'),
  );

  // Typed in the page, so the browser makes the call (a /search/?q= URL is rendered on the server).
  await page.goto('/search/');
  const search = page.getByRole('combobox', { name: 'Search teams, leagues and videos' });
  // The page is server-rendered: text typed before React has taken the field over makes no call.
  await hydrated(search);
  await search.fill(query);
  const answer = await failed;
  expect(answer.statusText()).toBe('Internal Server Error');
  const report = (await notified).postDataJSON() as {
    events: { metaData: { response: Record<string, unknown> } }[];
  };
  expect(report.events[0]!.metaData.response).toMatchObject({
    status: 500,
    statusText: 'Internal Server Error',
    url: faulted,
    headers: expect.objectContaining({ 'content-type': expect.stringContaining('json') }),
  });

  await expect
    .poll(
      async () => {
        const groups = await request.get('/api/admin/errors', { headers: operator });
        expect(groups.status()).toBe(200);
        const { content } = (await groups.json()) as {
          content: { message: string; lastUrl: string | null; lastStatus: number | null }[];
        };
        return content.find((g) => g.lastUrl === faulted) ?? null;
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ message: '500 Internal Server Error', lastStatus: 500 });
});
