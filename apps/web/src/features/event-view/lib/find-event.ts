// Looks an event up by its reference id for the redirect page, answering null when there is
// none for this tenant (404) or the reference is malformed (400).
import type { QueryClient } from '@tanstack/react-query';
import type { Event } from '@touchline/contract/entities/event';
import { ApiError } from '../../../lib/http/api-error';
import { eventQueryOptions } from '../api/get-event';

export async function findEventByReference(
  queryClient: QueryClient,
  referenceId: string,
): Promise<Event | null> {
  try {
    return await queryClient.fetchQuery(eventQueryOptions(referenceId, 'referenceId'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
