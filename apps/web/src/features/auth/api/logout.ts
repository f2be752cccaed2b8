// POST /api/user/logout: revokes this device's session on the server (spec §4 "Session").
import { logoutCall } from '@touchline/contract/calls/auth';
import { apiClient } from '../../../lib/app/api-client';

export function logoutOnServer(): Promise<unknown> {
  return apiClient().request(logoutCall);
}
