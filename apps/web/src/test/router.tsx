// A router for component tests: the component under test at `path`, inside the real providers.
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TestProviders, type TestServices } from './providers';

export async function renderAtRoute(services: TestServices, path: string, Page: () => ReactNode) {
  const root = createRootRoute({ component: Outlet });
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path, component: Page }),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  });
  await act(() => router.load());
  // The router too, so a test can see where the component navigated.
  return Object.assign(
    render(
      <TestProviders services={services}>
        <RouterProvider router={router} />
      </TestProviders>,
    ),
    { router },
  );
}
