// POST /api/streams/{id}/heartbeat: keep this device's lease alive while it plays.
import { streamHeartbeatCall, type StreamLease } from '@touchline/contract/calls/streams';
import { apiClient } from '../../../lib/app/api-client';

export async function streamHeartbeat(id: string): Promise<StreamLease> {
  return (await apiClient().request(streamHeartbeatCall, { params: { id } })).content;
}
