// HTTP for events. Routes validate and serialise with the contract's schemas and delegate.
import { eventListCall } from '@touchline/contract/calls/event-list';
import {
  eventByIdCall,
  groupedSportCountCall,
  relatedVideosCall,
} from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import { viewerOf } from '../../http/viewer';
import { getEvent, getGroupedSportCount, getRelatedVideos } from './event-detail-service';
import { listEvents } from './event-service';
import type { ContractPlugin } from '../../http/contract-schemas';

export const eventRoutes: ContractPlugin<{ db: Db; trustedCountryHeader: string | null }> = (
  app,
  options,
  done,
) => {
  app.route({
    method: eventListCall.method,
    url: eventListCall.path,
    schema: {
      summary: eventListCall.summary,
      tags: ['events'],
      body: eventListCall.body,
      response: { 200: eventListCall.response },
    },
    handler: (request) =>
      listEvents(options.db, viewerOf(request, options.trustedCountryHeader), request.body),
  });
  app.route({
    method: eventByIdCall.method,
    url: eventByIdCall.path,
    schema: {
      summary: eventByIdCall.summary,
      tags: ['events'],
      params: eventByIdCall.params,
      querystring: eventByIdCall.query,
      response: { 200: eventByIdCall.response },
    },
    handler: (request) =>
      getEvent(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.params.id,
        request.query,
      ),
  });
  app.route({
    method: relatedVideosCall.method,
    url: relatedVideosCall.path,
    schema: {
      summary: relatedVideosCall.summary,
      tags: ['events'],
      querystring: relatedVideosCall.query,
      response: { 200: relatedVideosCall.response },
    },
    handler: (request) =>
      getRelatedVideos(options.db, viewerOf(request, options.trustedCountryHeader), request.query),
  });
  app.route({
    method: groupedSportCountCall.method,
    url: groupedSportCountCall.path,
    schema: {
      summary: groupedSportCountCall.summary,
      tags: ['events'],
      querystring: groupedSportCountCall.query,
      response: { 200: groupedSportCountCall.response },
    },
    handler: (request) =>
      getGroupedSportCount(
        options.db,
        viewerOf(request, options.trustedCountryHeader),
        request.query,
      ),
  });
  done();
};
