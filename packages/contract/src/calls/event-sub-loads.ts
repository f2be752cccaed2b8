// The calls of an event page's sub-loads that only a watch page needs: what unlocks the event and
// a channel's programme guide. Apart from calls/events.ts so that their entities (products,
// programmes) stay out of the portal's first load, which needs the event calls for its routes.
import { z } from 'zod';
import { defineCall } from '../call';
import { channelProgram } from '../entities/epg';
import { product } from '../entities/product';
import { id } from '../ids';
import { contentOf } from '../paged';
import { idParams } from './common';

export const commerceOptionsRequest = z.object({ eventId: id });

export const commerceOptionsResponse = contentOf(z.array(product));
export type CommerceOptionsResponse = z.infer<typeof commerceOptionsResponse>;

export const commerceOptionsCall = defineCall({
  method: 'GET',
  path: '/api/event/get_commerce_options',
  auth: 'optional',
  summary: 'The products that unlock an event: its pay-per-view pass and covering subscriptions',
  query: commerceOptionsRequest,
  response: commerceOptionsResponse,
});

/** Where a channel's `source.epg` points for channels Touchline hosts; external guides answer the same shape. */
export const channelProgramCall = defineCall({
  method: 'GET',
  path: '/api/event/epg/:id',
  auth: 'none',
  summary: "A channel event's programme guide",
  params: idParams,
  response: channelProgram,
});
