// The loader step of the event, channel and stats pages: the event, or the not-found page with
// context `event` (spec §2 "Not-found page", §8 "Missing event") when it cannot be loaded. On the
// server (no session, ADR 036) a user clip not found may be the viewer's own, unshared: its page
// is left to the browser, which asks with the viewer's session.
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Event } from '@touchline/contract/entities/event';
import { isUserClipId } from '@touchline/contract/formats';
import { isMissingAnswer } from '../../../lib/http/api-error';
import { notFoundData } from '../../../lib/router/not-found-data';
import { BrowserOnlyPage, renderingOnServer } from '../../../lib/router/server-render';
import { eventQueryOptions } from './get-event';

export async function loadEvent(queryClient: QueryClient, eventId: string): Promise<Event> {
  let event: Event | null = null;
  try {
    event = await queryClient.ensureQueryData(eventQueryOptions(eventId));
  } catch (error) {
    // A missing event is an answer, not a fault: every mistyped or old link would log one.
    if (!isMissingAnswer(error)) console.warn('event page: the event could not be loaded', error);
  }
  if (!event && renderingOnServer() && isUserClipId(eventId)) throw new BrowserOnlyPage();
  if (!event) notFound({ data: notFoundData('event'), throw: true });
  return event!;
}
