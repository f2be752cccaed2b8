import { describe, expect, it, vi } from 'vitest';
import { bindDocumentLanguage, createI18n, localeLoaders, type LocaleLoader } from './i18n';

function fakeLoaders() {
  const texts: Record<string, Record<string, unknown>> = {
    en: { greeting: 'Hello', only: { english: 'Only in English' } },
    fr: { greeting: 'Bonjour', word: 'courriel' },
    'fr-CA': { greeting: 'Allô' },
    he: { greeting: 'שלום' },
  };
  const calls: string[] = [];
  const loaders: Record<string, LocaleLoader> = Object.fromEntries(
    Object.entries(texts).map(([locale, messages]) => [
      locale,
      () => {
        calls.push(locale);
        return Promise.resolve({ default: messages });
      },
    ]),
  );
  return { loaders, calls };
}

describe('translations', () => {
  it('ship one lazily loaded file for each of the fourteen locales', () => {
    expect(Object.keys(localeLoaders).sort()).toEqual([
      'bs-BA',
      'ca',
      'de',
      'en',
      'es',
      'fr',
      'fr-CA',
      'he',
      'it',
      'ko',
      'pl',
      'pt',
      'uk-UA',
      'zh',
    ]);
  });

  it('load only the active locale and the English it falls back to', async () => {
    const { loaders, calls } = fakeLoaders();
    const i18n = await createI18n('he', loaders);
    expect(i18n.t('greeting')).toBe('שלום');
    expect(i18n.t('only.english')).toBe('Only in English');
    expect(calls.sort()).toEqual(['en', 'he']);
  });

  it('let Canadian French fall back to French before English', async () => {
    const { loaders } = fakeLoaders();
    const i18n = await createI18n('fr-CA', loaders);
    expect(i18n.t('greeting')).toBe('Allô');
    expect(i18n.t('word')).toBe('courriel');
    expect(i18n.t('only.english')).toBe('Only in English');
  });

  it('pseudo-translate every text only when asked', async () => {
    const { loaders } = fakeLoaders();
    const pseudo = await createI18n('en', loaders, {}, { pseudo: true });
    expect(pseudo.t('greeting')).toBe('⟦Ĥéļļó⟧');
    const plain = await createI18n('en', loaders);
    expect(plain.t('greeting')).toBe('Hello');
  });

  it('carry on in English when a locale fails to load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { loaders } = fakeLoaders();
    loaders.he = () => Promise.reject(new Error('chunk missing'));
    const i18n = await createI18n('he', loaders);
    expect(i18n.t('greeting')).toBe('Hello');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('set <html lang dir>, right-to-left only for Hebrew', async () => {
    const { loaders } = fakeLoaders();
    const i18n = await createI18n('en', loaders);
    const unbind = bindDocumentLanguage(i18n);
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    await i18n.changeLanguage('he');
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
    await i18n.changeLanguage('fr-CA');
    expect(document.documentElement.dir).toBe('ltr');
    unbind();
  });

  it('leave <html lang dir> untouched when the server already wrote them', async () => {
    const { loaders } = fakeLoaders();
    const i18n = await createI18n('he', loaders);
    document.documentElement.lang = 'he';
    document.documentElement.dir = 'rtl';
    // A write, even of the same value, is a mutation (and a restyle of the whole page).
    const written: (string | null)[] = [];
    const observer = new MutationObserver((records) =>
      written.push(...records.map((record) => record.attributeName)),
    );
    observer.observe(document.documentElement, { attributes: true });
    const unbind = bindDocumentLanguage(i18n);
    await Promise.resolve(); // records are delivered in a microtask
    expect(written).toEqual([]);
    await i18n.changeLanguage('en');
    await Promise.resolve();
    expect(written).toEqual(['lang', 'dir']);
    observer.disconnect();
    unbind();
  });

  it('have every English key in the German, Spanish, French and Hebrew files', async () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) =>
            keys(inner, prefix ? `${prefix}.${key}` : key),
          )
        : [prefix];
    // Plural forms differ per language; compare the keys without their plural suffix.
    const base = (list: string[]) =>
      [...new Set(list.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const load = async (locale: string) => (await localeLoaders[locale as 'en']!()).default;
    const english = base(keys(await load('en')));
    for (const locale of ['de', 'es', 'fr', 'he']) {
      expect({ locale, keys: base(keys(await load(locale))) }).toEqual({ locale, keys: english });
    }
  });
});
