// POST /api/user/delete_device: with the session's token, or with the limited token the
// device-limit answer supplied (spec §4: that token may only list and delete devices).
import { deleteDeviceCall, type DeleteDeviceResponse } from '@touchline/contract/calls/auth';
import { apiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import type { TokenSource } from '../../../lib/session/token-store';

/** A token source that only ever sends the given token: it has nothing to refresh with. */
export const fixedTokenSource = (token: string, now = Date.now): TokenSource => ({
  get: () => ({
    token,
    tokenExpirationTime: Number.MAX_SAFE_INTEGER,
    tokenUpdateTime: Math.floor(now() / 1000),
    refreshToken: null,
  }),
  set: () => undefined,
  refresh: () => Promise.reject(new Error('a supplied token cannot be refreshed')),
});

export function deleteDevice(
  deviceId: string,
  options: { token?: string; baseUrl?: string } = {},
): Promise<DeleteDeviceResponse> {
  const client = options.token
    ? createHttpClient({ baseUrl: options.baseUrl, tokens: fixedTokenSource(options.token) })
    : apiClient();
  return client.request(deleteDeviceCall, { body: { deviceId } });
}
