// The smart app banner of spec §4 on a phone: Chrome on Android sees it on the first demo tenant
// (its store link is configured) and is led to /open-app/; once closed it stays away for 60
// minutes (the page's clock is moved, the cookie holds the instant); Safari on an iPhone, which
// offers its own app banner, never sees it.
import { devices, expect, test, type Page } from '@playwright/test';

const minute = 60_000;

/** The banner's chunk, fetched for every page of a tenant with an app; it decides there. */
const bannerLoaded = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('smart-banner'));

test.describe('on Chrome for Android', () => {
  test.use({
    viewport: devices['Pixel 7'].viewport,
    userAgent: devices['Pixel 7'].userAgent,
    deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });

  test('the banner leads to /open-app/ and, once closed, stays hidden for 60 minutes', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Get the app' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Touchline Sports app');
    // It arrives after the page is painted, so it must not push the page: the header stays at the
    // top and the strip sits over the foot of the screen.
    const header = await page.getByRole('banner').first().boundingBox();
    const strip = await banner.boundingBox();
    const viewport = page.viewportSize();
    expect(header?.y).toBe(0);
    expect(strip && viewport && Math.round(strip.y + strip.height)).toBe(viewport?.height);

    await banner.getByTestId('smart-banner-open').click();
    await expect(page).toHaveURL(/\/open-app\/$/);
    await expect(page.getByTestId('open-app-store')).toHaveAttribute('data-store', 'google');
    // The page it leads to says it all already.
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);

    await page.goto('/');
    await page.getByRole('button', { name: 'Close the app banner' }).click();
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);

    await page.clock.fastForward(59 * minute);
    const loaded = bannerLoaded(page);
    await page.reload();
    await loaded;
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);

    await page.clock.fastForward(2 * minute);
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toBeVisible();
  });
});

test.describe('on Safari for iPhone', () => {
  test.use({
    viewport: devices['iPhone 14'].viewport,
    userAgent: devices['iPhone 14'].userAgent,
    isMobile: true,
    hasTouch: true,
  });

  test('no banner, nor its code: Safari offers its own', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('smart-banner')).toHaveCount(0);
    expect(requested.filter((url) => url.includes('smart-banner'))).toEqual([]);
  });
});
