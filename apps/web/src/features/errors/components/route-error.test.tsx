import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkReloadKey } from '../../../lib/app/chunk-reload';
import { ApiError } from '../../../lib/http/api-error';
import { TestProviders, testServices } from '../../../test/providers';
import { RouteError } from './route-error';

async function failWith(error: Error) {
  const services = await testServices();
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    loader: () => Promise.reject(error),
    errorComponent: RouteError,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await act(() => router.load());
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the route error page', () => {
  it('shows the translated error with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await failWith(new ApiError({ status: 503, code: 'internal_error' }));
    expect((await screen.findByTestId('route-error')).textContent).toContain(
      'Something went wrong on our side. Please try again in a moment.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('reloads once after a chunk failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await failWith(
      new TypeError('Failed to fetch dynamically imported module: /assets/live-abc.js'),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'A new version is available. Reloading…',
    );
    expect(Number(sessionStorage.getItem(chunkReloadKey))).toBeGreaterThan(0);
  });

  it('shows the error instead when the chunk fails again within the reload guard', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // A reload happened a moment ago: the guard holds this one back, and the error shows instead.
    sessionStorage.setItem(chunkReloadKey, String(Date.now()));
    await failWith(
      new TypeError('Failed to fetch dynamically imported module: /assets/live-abc.js'),
    );
    expect(await screen.findByTestId('route-error')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
