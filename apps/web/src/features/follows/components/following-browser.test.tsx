// The sign-up steps' way on sits below the list: it is offered once the list is in, so the list
// arriving cannot move it from under a press (which would then follow an item instead).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders, testServices } from '../../../test/providers';
import { FollowingBrowser, type FollowingBrowserProps } from './following-browser';

const props = (loading: boolean): FollowingBrowserProps => ({
  title: 'Leagues',
  type: 'league',
  items: loading ? undefined : [{ id: 'lg-1', title: 'Northern Premier', imageUrl: null }],
  loading,
  error: null,
  followedOnly: false,
  switchHref: '/following/league/followed/',
  footer: <button data-testid="next">Continue</button>,
});

describe('FollowingBrowser', () => {
  it('offers its footer only once the list is in', async () => {
    const services = await testServices();
    const view = render(
      <TestProviders services={services}>
        <FollowingBrowser {...props(true)} />
      </TestProviders>,
    );
    expect(screen.queryByTestId('next')).toBeNull();

    view.rerender(
      <TestProviders services={services}>
        <FollowingBrowser {...props(false)} />
      </TestProviders>,
    );
    expect(screen.getByTestId('following-item')).toBeTruthy();
    expect(screen.getByTestId('next')).toBeTruthy();
  });
});
