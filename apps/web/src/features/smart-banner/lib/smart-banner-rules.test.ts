import { describe, expect, it } from 'vitest';
import { isSafari } from './device-check';
import {
  hiddenUntil,
  hideCookie,
  smartBannerCookieName,
  smartBannerVisible,
} from './smart-banner-rules';

const agents = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

const now = Date.parse('2026-03-10T12:00:00.000Z');
const base = {
  enabled: true,
  storeUrl: 'https://play.google.com/store/apps/details?id=tv.touchline.demo',
  userAgent: agents.androidChrome,
  cookie: '',
  now,
};

describe('smart banner rules', () => {
  it('shows on a phone browser that is not Safari, with the feature and a store link', () => {
    expect(smartBannerVisible(base)).toBe(true);
    expect(smartBannerVisible({ ...base, userAgent: agents.iphoneChrome })).toBe(true);
    expect(smartBannerVisible({ ...base, enabled: false })).toBe(false);
    expect(smartBannerVisible({ ...base, storeUrl: null })).toBe(false);
    expect(smartBannerVisible({ ...base, userAgent: agents.desktopChrome })).toBe(false);
    expect(smartBannerVisible({ ...base, userAgent: agents.iphoneSafari })).toBe(false);
  });

  it('tells Safari from the browsers that name it', () => {
    expect(isSafari(agents.iphoneSafari)).toBe(true);
    expect(isSafari(agents.macSafari)).toBe(true);
    expect(isSafari(agents.androidChrome)).toBe(false);
    expect(isSafari(agents.iphoneChrome)).toBe(false);
    expect(isSafari(agents.desktopChrome)).toBe(false);
  });

  it('closing hides it for 60 minutes in production and 2 otherwise', () => {
    const production = hideCookie(now, true);
    expect(production).toContain('Max-Age=3600');
    expect(production).toContain('Path=/');
    const cookie = `lang=en; ${production.split(';')[0]!}`;
    expect(hiddenUntil(cookie)).toBe(now + 60 * 60_000);
    expect(smartBannerVisible({ ...base, cookie, now: now + 59 * 60_000 })).toBe(false);
    expect(smartBannerVisible({ ...base, cookie, now: now + 60 * 60_000 })).toBe(true);

    const other = hideCookie(now, false);
    expect(other).toContain('Max-Age=120');
    expect(hiddenUntil(other.split(';')[0]!)).toBe(now + 2 * 60_000);
  });

  it('ignores a cookie value that is not an instant', () => {
    expect(hiddenUntil(`${smartBannerCookieName}=soon`)).toBeNull();
    expect(smartBannerVisible({ ...base, cookie: `${smartBannerCookieName}=soon` })).toBe(true);
  });
});
