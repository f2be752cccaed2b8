import { storageKeys } from '@touchline/contract/constants';
import { describe, expect, it, vi } from 'vitest';
import { sampleDevice, sampleUser } from '../../test/auth-fixtures';
import { createSessionStore, persistedKeys } from './session-store';

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

  it('removes a device from the local list, and reports one that is not there', () => {
    const { store } = signedIn();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(store.getState().removeDevice('unknown')).toBe(false);
    expect(error).toHaveBeenCalledOnce();
    expect(store.getState().removeDevice('device-a')).toBe(true);
    expect(store.getState().devices).toEqual([]);
    error.mockRestore();
  });
});
