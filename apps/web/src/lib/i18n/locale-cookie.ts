// The saved locale choice (spec §2, §9): cookie i18n_redirected, 365 days, path /.
import { cookies, routeRules } from '@touchline/contract/constants';

export const localeCookieName = cookies.locale.name;

export function readLocaleCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === localeCookieName) {
      const value = rest.join('=').trim();
      try {
        return value === '' ? null : decodeURIComponent(value);
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function localeCookieString(locale: string): string {
  const maxAge = cookies.locale.days * 24 * 3600;
  return `${localeCookieName}=${encodeURIComponent(locale)}; Max-Age=${maxAge}; Path=${routeRules.cookiePath}; SameSite=Lax`;
}

export function writeLocaleCookie(locale: string, doc: Document = document) {
  doc.cookie = localeCookieString(locale);
}
