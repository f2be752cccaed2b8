// POST /api/streams/{id}/stop: stop one of the account's streams, here or on another device.
import { stopStreamCall } from '@touchline/contract/calls/streams';
import { apiClient } from '../../../lib/app/api-client';

export async function stopStream(id: string): Promise<void> {
  await apiClient().request(stopStreamCall, { params: { id } });
}
