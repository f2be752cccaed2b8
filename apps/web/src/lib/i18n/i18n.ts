// i18next with one JSON file per locale, each its own chunk: only the active locale (and the
// English it falls back to) is ever downloaded.
import type { Locale } from '@touchline/contract/enums';
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackChain, isLocale, localeDir } from './locales';

export type Messages = Record<string, unknown>;
export type LocaleLoader = () => Promise<{ default: Messages }>;

const localeModules = import.meta.glob<{ default: Messages }>('../../locales/*.json');

export const localeLoaders: Partial<Record<Locale, LocaleLoader>> = Object.fromEntries(
  Object.entries(localeModules).flatMap(([file, load]) => {
    const name = /([^/]+)\.json$/.exec(file)?.[1] ?? '';
    return isLocale(name) ? [[name, load]] : [];
  }),
);

export function lazyLocaleBackend(loaders: Partial<Record<string, LocaleLoader>>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      const load = loaders[language];
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (module) => callback(null, module.default),
        (error: unknown) => {
          // Spec §8: a locale that fails to load is logged and the app carries on in English.
          console.error(`Could not load the "${language}" texts`, error);
          callback(error instanceof Error ? error : String(error), null);
        },
      );
    },
  };
}

/**
 * `preloaded`: texts already at hand (a server-rendered page carries its own); the others are
 * loaded on demand. `pseudo`: every text pseudo-translated, for tests (pseudo-locale.ts).
 */
export async function createI18n(
  locale: Locale,
  loaders: Partial<Record<string, LocaleLoader>> = localeLoaders,
  preloaded: Partial<Record<Locale, Messages>> = {},
  { pseudo = false }: { pseudo?: boolean } = {},
): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(lazyLocaleBackend(loaders)).use(initReactI18next);
  // Tests only: loaded on demand, so viewers never download it.
  if (pseudo) instance.use((await import('./pseudo-locale')).pseudoProcessor);
  const resources = Object.fromEntries(
    Object.entries(preloaded).map(([name, messages]) => [name, { translation: messages }]),
  );
  await instance.init({
    ...(Object.keys(resources).length > 0 ? { resources, partialBundledLanguages: true } : {}),
    lng: locale,
    fallbackLng: (code: string) => (isLocale(code) ? fallbackChain(code) : ['en']),
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
    ...(pseudo ? { postProcess: ['pseudo'] } : {}),
  });
  return instance;
}

/** `<html lang dir>` follow the active language; only Hebrew is right-to-left. */
export function bindDocumentLanguage(i18n: I18n, doc: Document = document) {
  const root = doc.documentElement;
  // Written only when they change: setting `dir` on <html>, even to the value it has, makes the
  // browser restyle the whole server-rendered page while it boots.
  const apply = (language: string) => {
    if (!isLocale(language)) return;
    if (root.lang !== language) root.lang = language;
    const dir = localeDir(language);
    if (root.dir !== dir) root.dir = dir;
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
