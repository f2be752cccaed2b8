// Applies the colour mode the current page forces, and clears it when a page forces none.
import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';
import { deepestStaticData } from '../router/static-data';
import type { ColourModeStore } from './colour-mode-store';

export function useRouteColourMode(store: ColourModeStore) {
  const forced = useRouterState({
    select: (state) => deepestStaticData(state.matches, 'colourMode'),
  });
  // Layout effect: the forced mode lands before the browser paints the new page.
  useLayoutEffect(() => {
    store.getState().forceFromRoute(forced);
  }, [store, forced]);
}
