import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createColourModeStore, selectColourMode } from './colour-mode-store';
import { useRouteColourMode } from './use-route-colour-mode';

function setUp() {
  const store = createColourModeStore({ storage: null, matchMedia: null });
  store.getState().setPreference('light');
  const root = createRootRoute({
    component: function Root() {
      useRouteColourMode(store);
      return <Outlet />;
    },
  });
  const page = (
    path: string,
    text: string,
    staticData?: { colourMode?: 'light' | 'dark' | 'system' },
  ) =>
    createRoute({ getParentRoute: () => root, path, staticData, component: () => <p>{text}</p> });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/', 'plain page'),
      page('/stadium/', 'dark page', { colourMode: 'dark' }),
      page('/odd/', 'odd page', { colourMode: 'system' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  const go = (path: string) =>
    act(async () => {
      router.history.push(path);
      await router.latestLoadPromise;
    });
  return { store, go, mode: () => selectColourMode(store.getState()) };
}

describe('colour mode forced by route metadata', () => {
  it('applies on the page that forces it and clears on the next page that does not', async () => {
    const { store, go, mode } = setUp();
    await screen.findByText('plain page');
    expect(mode()).toBe('light');

    await go('/stadium/');
    await screen.findByText('dark page');
    expect(store.getState().routeForced).toBe('dark');
    expect(mode()).toBe('dark');

    await go('/');
    await screen.findByText('plain page');
    expect(store.getState().routeForced).toBeNull();
    expect(mode()).toBe('light');
  });

  it('refuses a page forcing "system" with a warning and keeps the preference', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, go, mode } = setUp();
    await screen.findByText('plain page');
    await go('/odd/');
    await screen.findByText('odd page');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('system'));
    expect(store.getState().routeForced).toBeNull();
    expect(mode()).toBe('light');
    warn.mockRestore();
  });
});
