// The server's own texts (mail, error messages) are whole in every portal locale (ADR 040), by
// the same rules as the portal's: the build fails on a missing key, a lost {{variable}}, or a
// text left in English.
import { errorCode } from '@touchline/contract/errors';
import { describe, expect, it } from 'vitest';
import { checkLocales, flatten, type Tree } from '../../../../scripts/lib/locale-check';
import { serverLocaleFiles } from '../i18n/server-texts';

const { en, ...others } = serverLocaleFiles;

describe("the server's locale files", () => {
  it('are complete, keep their variables, and are translated', () => {
    expect(
      checkLocales({
        reference: en as Tree,
        locales: others as Record<string, Tree>,
        partial: { 'fr-CA': 'fr' },
      }),
    ).toEqual([]);
  });

  it('give every error code of the contract a message', () => {
    const keys = [...flatten(en as Tree).keys()].filter((key) => key.startsWith('errors.'));
    expect(keys.sort()).toEqual(errorCode.options.map((code) => `errors.${code}`).sort());
  });
});
