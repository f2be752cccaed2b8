// The locale may lead the path (`/de/live/`, spec §2). The router only ever sees the path
// without it: its `rewrite` strips the prefix on the way in and puts it back on every link.
import type { LocationRewrite } from '@tanstack/react-router';
import type { Locale } from '@touchline/contract/enums';
import { matchLocale } from './locales';

export interface SplitPath {
  locale: Locale | null;
  path: string;
}

export function splitLocalePrefix(pathname: string, available: readonly Locale[]): SplitPath {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const segment = match?.[1];
  if (!segment) return { locale: null, path: pathname };
  const locale = matchLocale(segment, available);
  if (!locale) return { locale: null, path: pathname };
  return { locale, path: match[2] ?? '/' };
}

export function withLocalePrefix(path: string, locale: Locale | null): string {
  if (!locale) return path;
  return `/${locale}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Holds whether this visit uses a prefix and which one. A visit that arrived without a prefix
 * keeps unprefixed URLs; one that arrived with `/de/` keeps every link under `/de/`.
 */
export class LocalePrefixState {
  private current: Locale | null;
  private readonly listeners = new Set<(locale: Locale | null) => void>();

  constructor(
    readonly available: readonly Locale[],
    initial: Locale | null,
  ) {
    this.current = initial;
  }

  get prefix(): Locale | null {
    return this.current;
  }

  set(locale: Locale | null) {
    if (locale === this.current) return;
    this.current = locale;
    for (const listener of this.listeners) listener(locale);
  }

  /** Told when history moves to a URL under another prefix (back/forward across a switch). */
  subscribe(listener: (locale: Locale | null) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  href(path: string): string {
    return withLocalePrefix(path, this.current);
  }

  rewrite(): LocationRewrite {
    return {
      input: ({ url }) => {
        const { locale, path } = splitLocalePrefix(url.pathname, this.available);
        this.set(locale);
        url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        url.pathname = withLocalePrefix(url.pathname, this.current);
        return url;
      },
    };
  }
}
