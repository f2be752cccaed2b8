// How the page's colour mode is decided (spec §4 "Colour mode", §2 "Other page-level facts").
// Kept free of React and the DOM so the rules can be tested on their own.
import type { ColourModePreference } from '@touchline/contract/enums';
import { themeColours } from '@touchline/contract/constants';

export type ColourMode = 'light' | 'dark';

/** Also read by the inline script in index.html, which applies the mode before first paint. */
export const colourModeStorageKey = 'touchline-colour-mode';
export const darkSchemeQuery = '(prefers-color-scheme: dark)';

export interface ColourModeInputs {
  preference: ColourModePreference;
  systemDark: boolean;
  /** A tenant without a white theme only has the dark one. */
  tenantForcesDark: boolean;
  /** What the current page forces through its route metadata, if anything. */
  routeForced: ColourMode | null;
}

export function resolveColourMode(inputs: ColourModeInputs): ColourMode {
  if (inputs.tenantForcesDark) return 'dark';
  if (inputs.routeForced) return inputs.routeForced;
  if (inputs.preference === 'system') return inputs.systemDark ? 'dark' : 'light';
  return inputs.preference;
}

/** A page may force light or dark; forcing "system" makes no sense and is refused. */
export function routeForcedMode(value: ColourModePreference | undefined): ColourMode | null {
  if (value === undefined) return null;
  if (value === 'system') {
    console.warn('A page cannot force the "system" colour mode; the preference applies instead.');
    return null;
  }
  return value;
}

export function parsePreference(value: string | null): ColourModePreference {
  return value === 'light' || value === 'dark' || value === 'system' ? value : 'system';
}

export const themeColourOf = (mode: ColourMode) => themeColours[mode];
