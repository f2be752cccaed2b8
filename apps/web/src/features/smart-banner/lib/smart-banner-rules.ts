// When the smart app banner shows (spec §4 "Smart banner"): the feature is on, a store link
// exists, the device is mobile, the browser is not Safari (which offers its own app banner) and
// the viewer has not closed it. Closing hides it for 60 minutes in production, 2 otherwise (§9).
import { cookies, routeRules } from '@touchline/contract/constants';
import { bannerBrowser } from './device-check';

export const smartBannerCookieName = 'touchline_smart_banner_hidden_until';

/**
 * The instant until which the viewer asked not to see the banner, from the cookie. The instant is
 * kept in the value as well as in the cookie's lifetime, so the page's own clock decides (the
 * tests move that clock; the browser expires the cookie on its own a little later).
 */
export function hiddenUntil(cookieHeader: string): number | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.split('=');
    if (name?.trim() !== smartBannerCookieName) continue;
    const until = Number(value?.trim());
    return Number.isFinite(until) ? until : null;
  }
  return null;
}

export function hideCookie(now: number, production: boolean): string {
  const minutes = production
    ? cookies.smartBannerMinutes.production
    : cookies.smartBannerMinutes.other;
  const maxAge = minutes * 60;
  return `${smartBannerCookieName}=${now + maxAge * 1000}; Max-Age=${maxAge}; Path=${routeRules.cookiePath}; SameSite=Lax`;
}

export interface BannerInputs {
  enabled: boolean;
  storeUrl: string | null;
  userAgent: string;
  cookie: string;
  now: number;
}

export function smartBannerVisible(inputs: BannerInputs): boolean {
  if (!inputs.enabled || !inputs.storeUrl) return false;
  if (!bannerBrowser(inputs.userAgent)) return false;
  const until = hiddenUntil(inputs.cookie);
  return until === null || until <= inputs.now;
}
