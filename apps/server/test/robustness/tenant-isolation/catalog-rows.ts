// Isolation rows of the catalogue reads: lookups of A's events, clips, identities, guides, stats,
// offers and pages by id, and lists filtered by A's ids.
import { clipListCall } from '@touchline/contract/calls/clips';
import { subscriptionByIdCall } from '@touchline/contract/calls/commerce';
import { eventListCall } from '@touchline/contract/calls/event-list';
import { channelProgramCall, commerceOptionsCall } from '@touchline/contract/calls/event-sub-loads';
import {
  clipByIdCall,
  eventByIdCall,
  eventStatsCall,
  relatedVideosCall,
} from '@touchline/contract/calls/events';
import { identityByIdCall, identityListCall } from '@touchline/contract/calls/identities';
import { staticPageCall } from '@touchline/contract/calls/static-pages';
import { callKey } from '../contract-calls';
import { A, fx } from './tenant-fixture';
import { get, listFilter, lookup, type RowsByCall } from './tenant-row';

export const catalogRows: RowsByCall = {
  [callKey(eventByIdCall)]: [
    lookup(
      'an event by id',
      (id) => `/api/event/get_by_id/id/${id}`,
      () => fx().event.id,
      () => [fx().event.title, fx().event.referenceId, fx().event.teamId],
    ),
    lookup(
      'an event by reference id',
      (id) => `/api/event/get_by_id/id/${id}?idType=referenceId`,
      () => fx().event.referenceId,
      () => [fx().event.title, fx().event.id, fx().event.teamId],
    ),
  ],
  [callKey(clipByIdCall)]: [
    lookup(
      'a highlight by id',
      (id) => `/api/clip/get_by_id/id/${id}`,
      () => fx().clip.id,
      () => [fx().clip.title],
    ),
  ],
  [callKey(identityByIdCall)]: [
    lookup(
      'a team by id',
      (id) => `/api/identity/get_by_id/id/${id}`,
      () => fx().identity.id,
      () => [fx().identity.title],
    ),
  ],
  [callKey(channelProgramCall)]: [
    lookup(
      "a channel's programme guide",
      (id) => `/api/event/epg/${id}`,
      () => fx().channel.id,
      () => [fx().channel.title],
      () => null,
    ),
  ],
  [callKey(eventStatsCall)]: [
    lookup(
      "an event's stats",
      (id) => `/api/event/stats?id=${id}&score=true&overview=true`,
      () => fx().statsEvent.id,
      () => [fx().statsEvent.title],
      () => null,
    ),
  ],
  [callKey(relatedVideosCall)]: [
    lookup(
      "an event's related videos",
      (id) => `/api/vod/get_related_videos?id=${id}`,
      () => fx().event.id,
      () => [fx().event.title],
      () => null,
    ),
  ],
  [callKey(commerceOptionsCall)]: [
    lookup(
      "an event's commerce options",
      (id) => `/api/event/get_commerce_options?eventId=${id}`,
      () => fx().passEvent.id,
      () => [fx().passEvent.productId],
    ),
  ],
  [callKey(subscriptionByIdCall)]: [
    lookup(
      'an offer by id',
      (id) => `/api/commerce/get_subscriptions_by_id/id/${id}`,
      () => fx().product.id,
      () => [fx().product.title],
    ),
  ],
  [callKey(staticPageCall)]: [
    {
      // Pages are named by type, and every tenant has the fixed ones: B gets its own page.
      name: "a content page of A's type",
      request: (type) => get(`/api/page/${type}`),
      target: () => fx().page.type,
      status: [200, 404],
      check: 'leaks',
      leaks: () => [fx().page.title],
      control: () => get(`/api/page/${fx().page.type}`, A.host),
    },
  ],
  [callKey(eventListCall)]: [
    listFilter(
      'the event list filtered by event id',
      '/api/event/list',
      (id) => ({ event_id: id }),
      () => fx().event.id,
      () => fx().event.id,
      () => [fx().event.title],
    ),
    listFilter(
      'the event list filtered by identity',
      '/api/event/list',
      (id) => ({ 'identities.id': [id] }),
      () => fx().event.teamId,
      () => fx().event.id,
      () => [fx().event.title],
    ),
    listFilter(
      'the event list filtered by team',
      '/api/event/list',
      (id) => ({ 'search.teams.id': id }),
      () => fx().event.teamId,
      () => fx().event.id,
      () => [fx().event.title],
    ),
  ],
  [callKey(clipListCall)]: [
    listFilter(
      "the highlights of A's event",
      '/api/clip/list',
      (id) => ({ event_id: id }),
      () => fx().clip.eventId,
      () => fx().clip.id,
      () => [fx().clip.title],
    ),
  ],
  [callKey(identityListCall)]: [
    listFilter(
      "the children of A's identity",
      '/api/identity/list',
      (id) => ({ 'identities.id': [id] }),
      () => fx().parent.id,
      () => fx().parent.childId,
      () => [fx().parent.childTitle],
    ),
  ],
};
