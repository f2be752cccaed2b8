// The tenant's locales and the visit's path prefix, with the action that switches language.
import { useRouter } from '@tanstack/react-router';
import type { Locale } from '@touchline/contract/enums';
import { createContext, use, useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../app/use-hydrated';
import { writeLocaleCookie } from './locale-cookie';
import type { LocalePrefixState } from './locale-prefix';
import { activeLocale, formattingLocale } from './locales';

export interface LocaleServices {
  available: readonly Locale[];
  prefix: LocalePrefixState;
}

const LocaleContext = createContext<LocaleServices | null>(null);

export function LocaleProvider(props: { value: LocaleServices; children: ReactNode }) {
  return <LocaleContext value={props.value}>{props.children}</LocaleContext>;
}

export function useLocaleServices(): LocaleServices {
  const services = use(LocaleContext);
  if (!services) throw new Error('useLocaleServices needs a LocaleProvider above it');
  return services;
}

/** The active locale as one of ours (i18next may briefly report a fallback while loading). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const { available } = useLocaleServices();
  return activeLocale(i18n, available);
}

/** The locale tag for Intl formatting of dates and numbers in the viewer's regional variant. */
export function useFormattingLocale(): string {
  const locale = useLocale();
  // The browser's regional variant is unknown to the server: used once the page has hydrated.
  const hydrated = useHydrated();
  return formattingLocale(locale, hydrated ? navigator.languages : []);
}

/**
 * A path as the browser should see it, for plain anchors to pages outside the route tree:
 * prefixed with the locale when this visit uses prefixed URLs.
 */
export function useLocaleHref(path: string): string {
  useLocale(); // re-render when the language, and with it the prefix, changes
  return useLocaleServices().prefix.href(path);
}

export function useChangeLocale() {
  const { i18n } = useTranslation();
  const { prefix } = useLocaleServices();
  const router = useRouter();
  return useCallback(
    async (locale: Locale) => {
      writeLocaleCookie(locale);
      await i18n.changeLanguage(locale);
      if (prefix.prefix && prefix.prefix !== locale) {
        prefix.set(locale);
        const { pathname, searchStr, hash } = router.state.location;
        router.history.replace(`${prefix.href(pathname)}${searchStr}${hash ? `#${hash}` : ''}`);
      }
    },
    [i18n, prefix, router],
  );
}
