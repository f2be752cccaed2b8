// The portal's fourteen locales are whole (ADR 040): the build fails on a missing or extra key, a
// lost {{variable}}, a plural form the language needs, or a text left in English.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkLocales, type Tree } from '../../../../scripts/lib/locale-check';
import { allLocales, fallbackChain } from '../lib/i18n/locales';

const dir = new URL('.', import.meta.url);
const read = (locale: string) =>
  JSON.parse(readFileSync(new URL(`${locale}.json`, dir), 'utf8')) as Tree;

/** Names and codes that are the same in every language. */
const sameEverywhere = [
  'auth.providerLink.name.google',
  'auth.providerLink.name.facebook',
  'auth.providerLink.name.apple',
  'catalog.social.facebook',
  'catalog.social.instagram',
  'commerce.card.cvc',
  // The Latin abbreviation is how sport pairs teams in these languages too.
  'events.vs',
  'eventView.versus',
  'console.tenants.providers.stripe',
];

/** Words each language uses exactly as English does (loanwords, sports, cognates). */
const sharedWords: Record<string, readonly string[]> = {
  'bs-BA': ['Futsal', 'Server', 'Sport', 'Status', 'Tablet'],
  ca: ['Categories', 'Club', 'Clubs', 'Error', 'Error 404', 'Esports', 'Floorball', 'No', 'Tennis'],
  de: [
    'Baseball',
    'Basketball',
    'Computer',
    'FAQ',
    'Futsal',
    'Handball',
    'Highlights',
    'Hockey',
    'Live',
    'Name',
    'Pause',
    'Rugby',
    'Server',
    'Status',
    'System',
    'Tablet',
    'Team',
    'Teams',
    'Tennis',
    'Videos',
    'Volleyball',
  ],
  es: ['Club', 'Error', 'Error 404', 'Esports', 'Floorball', 'Hockey', 'No', 'Rugby'],
  fr: [
    'Baseball',
    'Basketball',
    'Club',
    'Clubs',
    'Date',
    'FAQ',
    'Football',
    'Floorball',
    'Futsal',
    'Handball',
    'Hockey',
    'Menu',
    'Pause',
    'Rugby',
    'Sport',
    'Sports',
    'Tennis',
  ],
  it: [
    'Baseball',
    'Computer',
    'Email',
    'Floorball',
    'Highlights',
    'Hockey',
    'Home',
    'Menu',
    'No',
    'Password',
    'Pay per view',
    'Rugby',
    'Server',
    'Sport',
    'Tablet',
    'Tennis',
  ],
  pl: ['Baseball', 'Futsal', 'Menu', 'Operator', 'Rugby', 'Status', 'Tablet'],
  pt: ['Email', 'Esports', 'Floorball', 'Futsal', 'Menu', 'Tablet'],
};

function localeSet() {
  const others = allLocales.filter((locale) => locale !== 'en');
  return {
    reference: read('en'),
    locales: Object.fromEntries(others.map((locale) => [locale, read(locale)])),
    // Canadian French holds only what differs from French and falls back to it (ADR 040).
    partial: { 'fr-CA': 'fr' },
    sameEverywhere,
    sharedWords,
  };
}

describe('the locale files', () => {
  it('are one per supported locale', () => {
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length));
    expect(files.sort()).toEqual([...allLocales].sort());
  });

  it('are complete, keep their variables and plural forms, and are translated', () => {
    expect(checkLocales(localeSet())).toEqual([]);
  });

  it('match the fallback the app uses for the partial locale', () => {
    expect(fallbackChain('fr-CA')).toEqual(['fr', 'en']);
  });
});

describe('the locale check', () => {
  const en = { a: 'Sign in', n_one: '{{count}} game', n_other: '{{count}} games', t: 'Tennis' };

  it('reports a missing key, an extra key and an English value', () => {
    const problems = checkLocales({
      reference: en,
      locales: {
        de: {
          a: 'Sign in',
          extra: 'x',
          n_one: '{{count}} Spiel',
          n_other: '{{count}} Spiele',
          t: 'Tennis',
        },
        ko: { n_other: '{{count}}경기' },
      },
      sharedWords: { de: ['Tennis'] },
    });
    expect(problems).toEqual([
      'de a: still English ("Sign in")',
      'de extra: not a key of the English texts',
      'ko a: missing',
      'ko t: missing',
    ]);
  });

  it('reports a missing or unused plural form and a broken variable', () => {
    const problems = checkLocales({
      reference: en,
      locales: {
        pl: {
          a: 'Zaloguj',
          t: 'Tenis',
          n_one: '{{count}} mecz',
          n_few: '{{cout}} mecze',
          n_other: '{{count}} meczu',
        },
        ko: { a: '로그인', t: '테니스', n_one: '{{count}}경기', n_other: '경기' },
      },
    });
    expect(problems).toEqual([
      'pl n: missing plural forms many',
      'pl n_few: unknown variable {{cout}}',
      'pl n_few: lost variable {{count}}',
      'ko n: plural forms the language never uses: one',
      'ko n_other: lost variable {{count}}',
    ]);
  });

  it('lets a one-number form spell the number out, and a partial locale fall back', () => {
    const problems = checkLocales({
      reference: en,
      locales: {
        fr: {
          a: 'Connexion',
          t: 'Le tennis',
          n_one: 'un match',
          n_many: '{{count}} de matchs',
          n_other: '{{count}} matchs',
        },
        'fr-CA': { a: 'Se connecter', t: 'Le tennis' },
      },
      partial: { 'fr-CA': 'fr' },
    });
    expect(problems).toEqual(['fr-CA t: same as fr, which it falls back to']);
  });
});
