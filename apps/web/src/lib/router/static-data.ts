// Page metadata a route declares through `staticData` (the route metadata of spec §2).
import type { ColourModePreference } from '@touchline/contract/enums';

export type LayoutName = 'home' | 'default' | 'auth';

export interface PageStaticData {
  /** The layout wrapping the page; pages without one use the default layout. */
  layout?: LayoutName;
  /** Overrides the viewer's colour preference while the page is shown ("system" is refused). */
  colourMode?: ColourModePreference;
  /** The translation key of the page's title, for pages whose title does not depend on data. */
  titleKey?: string;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends PageStaticData {}
}

/** The deepest matched route that sets a value wins, so a page overrides its parents. */
export function deepestStaticData<K extends keyof PageStaticData>(
  matches: ReadonlyArray<{ staticData?: PageStaticData }>,
  key: K,
): PageStaticData[K] {
  for (let i = matches.length - 1; i >= 0; i--) {
    const value = matches[i]?.staticData?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}
