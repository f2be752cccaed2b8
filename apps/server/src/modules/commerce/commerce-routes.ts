// HTTP for commerce offerings (read-only): an event's options, the subscriptions on sale and one
// offer by id, validated and serialised with the contract's schemas.
import { subscriptionByIdCall, subscriptionsCall } from '@touchline/contract/calls/commerce';
import { commerceOptionsCall } from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { viewerOf } from '../../http/viewer';
import { getCommerceOptions, getOffer, getSubscriptions } from './commerce-service';

export const commerceRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  const viewer = (request: Parameters<typeof viewerOf>[0]) =>
    viewerOf(request, options.trustedCountryHeader);

  app.route({
    method: commerceOptionsCall.method,
    url: commerceOptionsCall.path,
    schema: {
      summary: commerceOptionsCall.summary,
      tags: ['commerce'],
      querystring: commerceOptionsCall.query,
      response: { 200: commerceOptionsCall.response },
    },
    handler: (request) => getCommerceOptions(options.db, viewer(request), request.query.eventId),
  });

  app.route({
    method: subscriptionsCall.method,
    url: subscriptionsCall.path,
    schema: {
      summary: subscriptionsCall.summary,
      tags: ['commerce'],
      querystring: subscriptionsCall.query,
      response: { 200: subscriptionsCall.response },
    },
    handler: (request) => getSubscriptions(options.db, viewer(request), request.query.type),
  });

  app.route({
    method: subscriptionByIdCall.method,
    url: subscriptionByIdCall.path,
    schema: {
      summary: subscriptionByIdCall.summary,
      tags: ['commerce'],
      params: subscriptionByIdCall.params,
      response: { 200: subscriptionByIdCall.response },
    },
    handler: (request) => getOffer(options.db, viewer(request), request.params.id),
  });
  done();
};
