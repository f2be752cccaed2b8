// What every route's guard and loader receive. Kept apart from router.tsx (which imports the
// generated route tree) so the root route and the route factories can name it without a cycle.
import type { QueryClient } from '@tanstack/react-query';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { Locale } from '@touchline/contract/enums';
import type { TFunction } from 'i18next';
import { activeLocale } from '../i18n/locales';

/** The visit's language as loaders and page heads need it (the i18next instance of the page). */
export interface RouterI18n {
  language: string;
  resolvedLanguage?: string;
  t: TFunction;
}

export interface RouterContext {
  queryClient: QueryClient;
  config: CustomerConfig;
  /** The portal's origin as visitors see it: absolute links in share cards and structured data. */
  origin?: string;
  /** The page's i18next instance: loaders fetch in its language, heads are written in it. */
  i18n?: RouterI18n;
}

/** The locale a loader fetches in: the page's language, else the tenant's default. */
export const routeLocale = ({ i18n, config }: Pick<RouterContext, 'i18n' | 'config'>): Locale =>
  i18n ? activeLocale(i18n, config.languages) : config.defaultLanguage;
