// HTTP for commerce offerings (read-only): an event's options, the subscriptions on sale and one
// offer by id, validated and serialised with the contract's schemas.
import { subscriptionByIdCall, subscriptionsCall } from '@touchline/contract/calls/commerce';
import { commerceOptionsCall } from '@touchline/contract/calls/event-sub-loads';
import type { Db } from '../../db/open';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf } from '../../http/viewer';
import { getCommerceOptions, getOffer, getSubscriptions } from './commerce-service';

export const commerceRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  const viewer = (request: Parameters<typeof viewerOf>[0]) =>
    viewerOf(request, options.trustedCountryHeader);

  serveCall(app, commerceOptionsCall, {
    tag: 'commerce',
    handler: (request) => getCommerceOptions(options.db, viewer(request), request.query.eventId),
  });

  serveCall(app, subscriptionsCall, {
    tag: 'commerce',
    handler: (request) => getSubscriptions(options.db, viewer(request), request.query.type),
  });

  serveCall(app, subscriptionByIdCall, {
    tag: 'commerce',
    handler: (request) => getOffer(options.db, viewer(request), request.params.id),
  });
  done();
};
