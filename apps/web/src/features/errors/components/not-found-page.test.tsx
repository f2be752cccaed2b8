import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TestProviders, testServices } from '../../../test/providers';
import { notFoundData, readNotFoundData } from '../../../lib/router/not-found-data';
import { RouteError } from './route-error';
import { RouteNotFound } from './route-not-found';

async function visit(path: string, locale: 'en' | 'de' = 'en') {
  const services = await testServices({ locale, prefix: locale === 'en' ? null : locale });
  const root = createRootRoute({ component: Outlet, notFoundComponent: RouteNotFound });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>home page</p> }),
    createRoute({
      getParentRoute: () => root,
      path: '/events/$eventId/',
      loader: () => notFound({ data: notFoundData('event'), throw: true }),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/clips/$clipId/',
      loader: () => notFound({ data: { context: 'clip' }, throw: true }),
    }),
    createRoute({
      getParentRoute: () => root,
      path: '/strict/',
      validateSearch: z.object({ page: z.number().int().min(1) }),
      component: () => <p>strict page</p>,
    }),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
    defaultNotFoundComponent: RouteNotFound,
    defaultErrorComponent: RouteError,
    rewrite: services.locale.prefix.rewrite(),
  });
  await act(() => router.load());
  render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  const page = await screen.findByTestId('not-found-page');
  return { page, router };
}

describe('the not-found page', () => {
  it('answers an unmatched URL with "Page not found: {path}" and a way home', async () => {
    const { page } = await visit('/no/such/page/');
    expect(page.dataset.context).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We can't find that page");
    expect(screen.getByTestId('not-found-message').textContent).toBe(
      'Page not found: /no/such/page/',
    );
    const home = screen.getByRole('link', { name: 'Go to homepage' });
    expect(home.getAttribute('href')).toBe('/');
    fireEvent.click(home);
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('speaks of the event when an event cannot be loaded', async () => {
    const { page } = await visit('/events/gone/');
    expect(page.dataset.context).toBe('event');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      "This event isn't available",
    );
  });

  it('uses the general wording for any other context', async () => {
    const { page } = await visit('/clips/gone/');
    expect(page.dataset.context).toBe('other');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nothing to see here');
  });

  it('answers a page whose validation fails with "Page Not Found" and the path', async () => {
    // The router reports the failed validation on the console; expected here.
    const quiet = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
    const { page } = await visit('/strict/?page=first');
    quiet.forEach((spy) => spy.mockRestore());
    expect(page.dataset.context).toBe('page');
    expect(screen.getByTestId('not-found-message').textContent).toBe('Page Not Found: /strict/');
    expect(screen.queryByText('strict page')).toBeNull();
  });

  it('is in the visit language and shows the path as the browser has it', async () => {
    await visit('/de/no/such/page/', 'de');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Diese Seite gibt es nicht');
    expect(screen.getByTestId('not-found-message').textContent).toBe(
      'Seite nicht gefunden: /de/no/such/page/',
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de/');
  });
});

describe('not-found data', () => {
  it('reads the context, treating a missing one as a page and an unknown one as other', () => {
    expect(readNotFoundData(undefined)).toEqual({ context: 'page' });
    expect(readNotFoundData({ context: 'event' })).toEqual({ context: 'event' });
    expect(readNotFoundData({ context: 'team' })).toEqual({ context: 'other' });
    expect(readNotFoundData({ context: 'page', message: 'x' })).toEqual({
      context: 'page',
      message: 'x',
    });
    expect(readNotFoundData(notFound({ data: notFoundData('event') }))).toEqual({
      context: 'event',
    });
  });
});
