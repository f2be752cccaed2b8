// Screenshots of the portal as a viewer sees it: every base URL (one per demo tenant), in light
// and dark mode, on a laptop and a phone. Usage:
//   npx tsx scripts/screenshots.ts --base http://localhost:4341 --base http://127.0.0.1:4341 \
//     --out /tmp/shots [--path / --path /live/]
// It drives Debian's Chromium (never a downloaded browser) and writes PNGs named
// {host}-{path}-{scheme}-{width}x{height}.png.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';

const { values } = parseArgs({
  options: {
    base: { type: 'string', multiple: true },
    out: { type: 'string', default: '/tmp/shots' },
    path: { type: 'string', multiple: true },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
});

const bases = values.base ?? ['http://localhost:4341'];
const paths = values.path ?? ['/'];
const out = values.out;
const schemes = ['light', 'dark'] as const;
const viewports = [
  { width: 1280, height: 800, isMobile: false },
  { width: 390, height: 844, isMobile: true },
];

const slug = (text: string) =>
  text
    .replace(/^https?:\/\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '') || 'root';

async function shoot(browser: Browser, base: string, path: string) {
  for (const scheme of schemes) {
    for (const viewport of viewports) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: viewport.isMobile ? 2 : 1,
        colorScheme: scheme,
        locale: 'en-GB',
        timezoneId: 'Europe/London',
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      page.on('console', (message) => {
        // Failed requests are listed with their URL above; the console only repeats them.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          problems.push(`console: ${message.text()}`);
        }
      });
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      // Rails are done when no skeleton card is left; posters are lazy, so scroll them into view.
      await page
        .waitForFunction(
          () => document.querySelectorAll('[data-testid="event-card-skeleton"]').length === 0,
          null,
          {
            timeout: 15_000,
          },
        )
        .catch(() => problems.push('skeletons still showing after 15 s'));
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) problems.push(`the page is ${overflow}px wider than the viewport`);
      const file = join(
        out,
        `${slug(base)}-${slug(path)}-${scheme}-${viewport.width}x${viewport.height}.png`,
      );
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${file}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`);
      await context.close();
    }
  }
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: values.chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const base of bases) for (const path of paths) await shoot(browser, base, path);
} finally {
  await browser.close();
}
