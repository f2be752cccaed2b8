// A pseudo-translation for tests (ADR 040): every text that goes through i18next comes out
// accented and bracketed ("⟦Śíĝñ íñ⟧"), so a text on screen without brackets did not, and a
// layout too tight for longer words shows. Never a language viewers can pick: the server turns it
// on only when started with PSEUDO_LOCALE=on and the page request carries the test's cookie, the
// browser only when a test harness set `window.__TOUCHLINE_PSEUDO__` before the app's scripts.
import type { PostProcessorModule } from 'i18next';

export const pseudoOpen = '⟦';
export const pseudoClose = '⟧';

const plain = 'abcdeghijklnorstuwyzABCDEGHIJKLNORSTUWYZ';
const accented = 'áƀçđéĝĥíĵķļñóŕšţúŵýžÁƁÇĐÉĜĤÍĴĶĻÑÓŔŠŢÚŴÝŽ';
const accentOf = new Map(
  [...plain].map((letter, index) => [letter, [...accented][index] ?? letter]),
);

export function pseudoText(value: string): string {
  return `${pseudoOpen}${[...value].map((c) => accentOf.get(c) ?? c).join('')}${pseudoClose}`;
}

export const pseudoProcessor: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string) => pseudoText(value),
};

declare global {
  interface Window {
    __TOUCHLINE_PSEUDO__?: unknown;
  }
}

/** Whether a test harness asked this browser for the pseudo-translation. */
export const pseudoRequested = () =>
  typeof window !== 'undefined' && window.__TOUCHLINE_PSEUDO__ === true;
