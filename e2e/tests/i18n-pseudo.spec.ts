// Every text on screen goes through i18next (ADR 040). The pseudo run serves the portal with each
// translated text accented and bracketed (⟦Śíĝñ íñ⟧): what is left on screen outside brackets is
// either data the page was sent (team names, titles, the tenant's name), dates and numbers, or a
// text that bypassed the translations. The language run visits pages in five languages and finds
// no English text of the interface on them.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { password, registerUser, signInThroughForm, uniqueEmail } from './auth-helpers';
import { findEvents } from './watch-helpers';

type Tree = { [key: string]: unknown };
const readLocale = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${locale}.json`, import.meta.url), 'utf8'),
  ) as Tree;
const flat = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value]] : flat(value as Tree, `${prefix}${key}.`),
  );

/** Every string in a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** The strings a page was sent as data: API answers, and the data scripts of its HTML. */
function recordData(page: Page): Set<string> {
  const data = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const isPage = response.request().resourceType() === 'document';
    if (!type.includes('json') && !isPage) return;
    response
      .text()
      .then((body) => {
        if (!isPage) return stringsOf(JSON.parse(body)).forEach((s) => data.add(s));
        for (const [, script] of body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
          // The page's own texts are the translations, not data.
          if (!script || script.includes('__TOUCHLINE_TEXTS__')) continue;
          for (const [literal] of script.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
            try {
              data.add(JSON.parse(literal) as string);
            } catch {
              // Not a JSON string literal: nothing to learn from it.
            }
          }
        }
      })
      .catch(() => undefined);
  });
  return data;
}

/** The visible text nodes and placeholders of the page. */
const visibleTexts = (page: Page) =>
  page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!parent || !text || parent.closest('script, style, noscript, template')) continue;
      // Marked as not to be translated: initials of a team's or a user's name, made from data.
      if (parent.closest('[translate="no"]')) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      texts.push(text);
    }
    document.querySelectorAll<HTMLInputElement>('[placeholder]').forEach((input) => {
      if (input.checkVisibility()) texts.push(input.placeholder);
    });
    return texts;
  });

// The words Intl writes dates with in English (months, weekdays, "at"): dates are data.
const dateWords = new Set<string>(
  Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 3, 18))).flatMap((date) =>
    ['en', 'en-GB'].flatMap((tag) =>
      new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' })
        .formatToParts(date)
        .concat(
          new Intl.DateTimeFormat(tag, { weekday: 'short', month: 'short' }).formatToParts(date),
        )
        .flatMap((part) => part.value.match(/\p{L}+/gu) ?? []),
    ),
  ),
);
const isDateOrNumber = (text: string) =>
  !/\p{L}{2}/u.test(
    text.replace(/\p{L}+/gu, (word) =>
      dateWords.has(word) || /^(am|pm)$/i.test(word) ? '' : word,
    ),
  );

/** The parts of a text outside the pseudo brackets that are neither data, dates nor numbers. */
function bypasses(texts: string[], data: Set<string>): string[] {
  const dataTexts = [...data];
  const found = new Set<string>();
  for (const text of texts) {
    let rest = text;
    // Innermost first: a translated text may hold another one through a variable.
    while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, '\u0000');
    // Separators around data ("· Northern Premier Division") are layout, not words.
    const parts = rest
      .split('\u0000')
      .map((p) => p.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
    for (const part of parts) {
      if (!/\p{L}{2}/u.test(part) || isDateOrNumber(part)) continue;
      if (data.has(part) || dataTexts.some((d) => d.includes(part))) continue;
      found.add(part);
    }
  }
  return [...found];
}

async function settle(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('pseudo-locale: no text on the main pages bypasses i18next', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [event] = await findEvents(request, 'archived');
  expect(event, 'a replay in the demo data').toBeDefined();
  const email = uniqueEmail('pseudo');
  await registerUser(request, baseURL!, email);

  await context.addCookies([{ name: 'touchline_pseudo', value: '1', url: baseURL! }]);
  await page.addInitScript(() => {
    (window as unknown as { __TOUCHLINE_PSEUDO__: boolean }).__TOUCHLINE_PSEUDO__ = true;
  });
  const data = recordData(page);
  const found: Record<string, string[]> = {};
  const check = async (url: string) => {
    const left = bypasses(await visibleTexts(page), data);
    if (left.length) found[url] = left;
  };

  await settle(page, '/auth/login/');
  // The pseudo-translation really is on: the page's heading is bracketed.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
  await check('/auth/login/');
  for (const url of ['/', '/latest/', '/search/?q=premier', `/events/${event!.id}/`]) {
    await settle(page, url);
    await check(url);
  }
  await settle(page, '/auth/login/');
  await signInThroughForm(page, email, password);
  await expect(page).not.toHaveURL(/\/auth\/login\//);
  for (const url of ['/account/general/', '/account/password/', '/account/devices/']) {
    await settle(page, url);
    await check(url);
  }
  expect(found).toEqual({});
});

const english = readLocale('en');
for (const locale of ['ko', 'pl', 'zh', 'he', 'uk-UA']) {
  test(`${locale}: login, home, latest and an event page show no English interface text`, async ({
    page,
    request,
  }, testInfo) => {
    // Four pages and a sign-in in one language: 1.9 minutes in a clean CI run (2026-11-27).
    test.setTimeout(180_000);
    const [event] = await findEvents(request, 'archived');
    const own = new Map(flat(readLocale(locale)));
    // English texts of the interface, less those this language shares with English for some
    // key ("vs" under a score in Polish, "Tennis" in German).
    const shared = new Set(
      flat(english)
        .filter(([key, value]) => own.get(key) === value)
        .map(([, v]) => v),
    );
    const leaks = new Set(
      flat(english)
        .map(([, value]) => value)
        .filter((value) => /\p{L}{2}/u.test(value) && !value.includes('{{') && !shared.has(value)),
    );
    const found: Record<string, string[]> = {};
    const pages = [
      ['login', 'auth/login/'],
      ['home', ''],
      ['latest', 'latest/'],
      ['event', `events/${event!.id}/`],
    ] as const;
    for (const [name, path] of pages) {
      const url = `/${locale}/${path}`;
      await settle(page, url);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const left = (await visibleTexts(page)).filter((text) => leaks.has(text));
      if (left.length) found[url] = left;
      // The page as a reader of the language sees it, kept with the run's results.
      const shot = testInfo.outputPath(`${locale}-${name}.png`);
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach(`${locale}-${name}`, { path: shot, contentType: 'image/png' });
    }
    expect(found).toEqual({});
  });
}
