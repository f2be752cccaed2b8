// POST /api/streams: take this device's lease for an event's protected stream (null: none needed).
import { startStreamCall, type StreamLease } from '@touchline/contract/calls/streams';
import { apiClient } from '../../../lib/app/api-client';

export async function startStream(eventId: string): Promise<StreamLease | null> {
  return (await apiClient().request(startStreamCall, { body: { eventId } })).content;
}
