import { storageKeys } from '@touchline/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { sampleDevice, sampleUser } from '../../test/auth-fixtures';
import { createSessionStore, followOtherTabs, persistedKeys } from './session-store';

const memoryStorage = () => {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (name: string) => values.get(name) ?? null,
    setItem: (name: string, value: string) => void values.set(name, value),
    removeItem: (name: string) => void values.delete(name),
  };
};

const tokenData = {
  token: 'access-1',
  tokenExpirationTime: 900,
  tokenUpdateTime: 1_700_000_000,
  refreshToken: 'refresh-1',
};

const signedIn = () => {
  const storage = memoryStorage();
  const store = createSessionStore(storage);
  store.getState().signIn({ user: sampleUser(), tokenData, devices: [sampleDevice()] });
  store.setState({
    selected: { 'ev-1': true },
    creditCard: { last4: '4242' },
    creditCardToken: 'card-token',
    ppvTickets: [{ id: 'ticket-1' }],
    followed: { 'f-1': { id: 'f-1', title: 'Coastal League', identitiesId: ['league-1'] } },
  });
  return { storage, store };
};

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  JSON.parse(storage.values.get(storageKeys.session) ?? 'null') as {
    state: Record<string, unknown>;
  };

describe('session store', () => {
  it('persists exactly user, token, userTokenData, followed and devices under ott-data', () => {
    const { storage } = signedIn();
    expect(storageKeys.session).toBe('ott-data');
    const { state } = stored(storage);
    expect(Object.keys(state).sort()).toEqual([...persistedKeys].sort());
    expect(state).toMatchObject({
      token: 'access-1',
      userTokenData: tokenData,
      user: { id: 'user-1' },
      devices: [{ deviceId: 'device-a' }],
      followed: { 'f-1': { identitiesId: ['league-1'] } },
    });
  });

  it('keeps held fields in memory only: a new store from the same storage has none of them', () => {
    const { storage, store } = signedIn();
    expect(store.getState().creditCardToken).toBe('card-token');
    const reloaded = createSessionStore(storage);
    expect(reloaded.getState()).toMatchObject({
      token: 'access-1',
      user: { id: 'user-1' },
      selected: {},
      creditCard: null,
      creditCardToken: null,
      ppvTickets: [],
      pendingAccessTokenRefresh: null,
    });
  });

  it('drops a stored session that does not match the contract', () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKeys.session,
      JSON.stringify({ state: { user: { id: 1 }, token: 'x' }, version: 0 }),
    );
    const store = createSessionStore(storage);
    expect(store.getState().token).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('keeps the token field in step with the token data', () => {
    const { store } = signedIn();
    store.getState().setTokenData({ ...tokenData, token: 'access-2' });
    expect(store.getState().token).toBe('access-2');
    store.getState().setTokenData(null);
    expect(store.getState().token).toBeNull();
  });

  it('clear() empties everything logout names, persisted and held', () => {
    const { store, storage } = signedIn();
    store.getState().clear();
    expect(store.getState()).toMatchObject({
      user: null,
      token: null,
      userTokenData: null,
      followed: {},
      devices: [],
      selected: {},
      creditCard: null,
      creditCardToken: null,
      ppvTickets: [],
    });
    expect(stored(storage).state).toEqual({
      user: null,
      token: null,
      userTokenData: null,
      followed: {},
      devices: [],
    });
  });

  it('removes a device from the local list, and quietly skips one that is not there', () => {
    const { store } = signedIn();
    // A device that signed in after this list was kept is not in it: that is no error.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(store.getState().removeDevice('unknown')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    expect(store.getState().removeDevice('device-a')).toBe(true);
    expect(store.getState().devices).toEqual([]);
    error.mockRestore();
  });

  describe('followed across tabs', () => {
    // What a StorageEvent carries (this project's unit tests run without a DOM).
    const storageEvent = (newValue: string | null, key: string = storageKeys.session) =>
      Object.assign(new Event('storage'), { key, newValue });
    const otherTab = () => {
      const first = signedIn();
      const second = createSessionStore(first.storage);
      const target = new EventTarget();
      const stop = followOtherTabs(second, target);
      return { ...first, second, target, stop };
    };

    it('takes over the followed map another tab wrote for the same user', () => {
      const { store, storage, second, target } = otherTab();
      const followed = { 'f-2': { id: 'f-2', title: 'Harbour Cup', identitiesId: ['league-2'] } };
      store.getState().setFollowed(followed);
      expect(second.getState().followed).not.toEqual(followed);
      target.dispatchEvent(storageEvent(storage.values.get(storageKeys.session) ?? null));
      expect(second.getState().followed).toEqual(followed);
    });

    it('ignores other keys, unreadable values, another user and a stopped listener', () => {
      const { store, storage, second, target, stop } = otherTab();
      const before = second.getState().followed;
      store.getState().setFollowed({});
      const written = storage.values.get(storageKeys.session) ?? null;
      target.dispatchEvent(storageEvent(written, 'something-else'));
      target.dispatchEvent(storageEvent('{not json'));
      const otherUser = JSON.parse(written ?? 'null') as { state: { user: { id: string } } };
      otherUser.state.user.id = 'user-2';
      target.dispatchEvent(storageEvent(JSON.stringify(otherUser)));
      expect(second.getState().followed).toBe(before);
      stop();
      target.dispatchEvent(storageEvent(written));
      expect(second.getState().followed).toBe(before);
    });
  });
});
