import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session/session-store';
import { sampleUser, signInAs } from '../../../test/auth-fixtures';
import { sampleConfig } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { clubSkipped } from '../lib/club-skip';
import { ClubChoice } from './club-choice';

const user = sampleUser({ favoriteClubId: null });

beforeEach(() => {
  window.localStorage.clear();
  signInAs(user);
});
afterEach(() => {
  act(() => sessionStore().getState().clear());
});

const showWith = async (clubSelectionSkip: boolean) => {
  const base = sampleConfig();
  const config = sampleConfig({
    features: { ...base.features, clubSelection: true, clubSelectionSkip },
  });
  const view = await renderAtRoute(await testServices({ config }), '/club/', () => (
    <ClubChoice redirect="/live/" picker={() => <p data-testid="picker" />} />
  ));
  await screen.findByTestId('picker');
  return view;
};

describe('ClubChoice', () => {
  it('lets the viewer skip where the tenant allows it, remembered for this user', async () => {
    const { router } = await showWith(true);
    expect(screen.getByTestId('sign-out-button')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('club-skip'));
      await router.latestLoadPromise;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/live/'));
    expect(clubSkipped(user.id)).toBe(true);
  });

  it('offers no skip where the tenant does not allow it; signing out stays the way out', async () => {
    await showWith(false);
    expect(screen.queryByTestId('club-skip')).toBeNull();
    expect(screen.getByTestId('sign-out-button').textContent).toBe('Not you? Sign out');
  });
});
