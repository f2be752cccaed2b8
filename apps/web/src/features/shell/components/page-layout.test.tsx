import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { colourModeStore } from '../../../lib/theme/colour-mode-store';
import { sampleConfig } from '../../../test/fixtures';
import { TestProviders, testServices } from '../../../test/providers';
import { PageLayout } from './page-layout';

async function visit(path: string, config = sampleConfig()) {
  const services = await testServices({ config });
  const root = createRootRoute({
    component: () => (
      <PageLayout>
        <Outlet />
      </PageLayout>
    ),
  });
  const page = (at: string, text: string, layout?: 'home' | 'auth') =>
    createRoute({
      getParentRoute: () => root,
      path: at,
      staticData: { layout },
      component: () => <p>{text}</p>,
    });
  const router = createRouter({
    routeTree: root.addChildren([
      page('/', 'home page', 'home'),
      page('/live/', 'live page', 'home'),
      page('/account/', 'account page'),
      page('/auth/login/', 'login page', 'auth'),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'always',
  });
  await act(() => router.load());
  return render(
    <TestProviders services={services}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

const layoutOf = (container: HTMLElement) =>
  container.querySelector('[data-layout]')?.getAttribute('data-layout');

afterEach(() => {
  colourModeStore().getState().setTenantForcesDark(false);
});

describe('page layouts', () => {
  it('give listing pages the home layout: skip link, header, main navigation, main and footer', async () => {
    const { container } = await visit('/');
    await screen.findByText('home page');
    expect(layoutOf(container)).toBe('home');
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main-content',
    );
    expect(screen.getByRole('main').id).toBe('main-content');
    expect(screen.getByRole('banner')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Live' }).getAttribute('href')).toBe('/live/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq/');
    expect(footer.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy/',
    );
    expect(
      footer.getByText(`© ${new Date().getFullYear()} Touchline Sports. All rights reserved.`),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Touchline Sports – home' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('give pages without a layout the default one', async () => {
    const { container } = await visit('/account/');
    await screen.findByText('account page');
    expect(layoutOf(container)).toBe('default');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('give auth pages a minimal frame without the site navigation', async () => {
    const { container } = await visit('/auth/login/');
    await screen.findByText('login page');
    expect(layoutOf(container)).toBe('auth');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('the header', () => {
  it('opens and closes the mobile menu, which closes on Escape', async () => {
    await visit('/');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-label')).toBe('Close menu');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getAllByRole('link')).toHaveLength(5);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
  });

  it('offers light, dark and system as a labelled radio group, and hides it when the tenant forces dark', async () => {
    await visit('/');
    const group = await screen.findByRole('group', { name: 'Colour mode' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
    fireEvent.click(within(group).getByRole('radio', { name: 'Dark' }));
    expect(colourModeStore().getState().preference).toBe('dark');
    act(() => colourModeStore().getState().setTenantForcesDark(true));
    expect(screen.queryByRole('group', { name: 'Colour mode' })).toBeNull();
    colourModeStore().getState().setPreference('system');
  });

  it('has a labelled language menu only when the tenant offers more than one language', async () => {
    const first = await visit('/');
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeTruthy();
    first.unmount();
    await visit('/', sampleConfig({ languages: ['en'] }));
    await screen.findByText('home page');
    expect(screen.queryByRole('button', { name: /^Language/ })).toBeNull();
  });
});
