// HTTP for events. Routes validate and serialise with the contract's schemas and delegate.
// Anonymous answers are reused for a moment (answer-cache.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventListCall } from '@touchline/contract/calls/event-list';
import {
  eventByIdCall,
  groupedSportCountCall,
  relatedVideosCall,
} from '@touchline/contract/calls/events';
import type { Db } from '../../db/open';
import { authHeader } from '../../http/auth-plugin';
import type { CursorSeal } from '../../http/cursor-seal';
import type { ContractPlugin } from '../../http/contract-schemas';
import { serveCall } from '../../http/serve-call';
import { viewerOf, type Viewer } from '../../http/viewer';
import type { AnswerCache } from './answer-cache';
import { getEvent, getGroupedSportCount, getRelatedVideos } from './event-detail-service';
import { listEvents } from './event-service';

export interface EventRouteOptions {
  db: Db;
  /** Seals the list's paging cursors (http/cursor-seal.ts). */
  cursors: CursorSeal;
  trustedCountryHeader: string | null;
  answers: AnswerCache;
}

export const eventRoutes: ContractPlugin<EventRouteOptions> = (app, options, done) => {
  const viewer = (request: FastifyRequest) => viewerOf(request, options.trustedCountryHeader);

  /**
   * The answer of `load`, reused for viewers who are not signed in: the key holds everything an
   * anonymous answer depends on besides the tenant (the country, the call and its input). Anyone
   * sending a token is answered afresh, as their answer may be theirs alone (own clips,
   * entitlements). The serialised bytes are kept, made by the route's serializer like any answer
   * (so checked against the contract in development and tests). A reused answer is sent from
   * here, and the handler returns nothing (Fastify then waits for that send).
   */
  const reused = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    who: Viewer,
    load: () => Promise<T>,
  ): Promise<T> | undefined => {
    if (who.userId !== null || request.headers[authHeader] !== undefined) return load();
    const input = request.method === 'GET' ? '' : JSON.stringify(request.body);
    const key = `${who.country} ${request.method} ${request.url} ${input}`;
    options.answers
      .answer(who.tenant.id, key, async () => reply.serialize(await load()) as string)
      .then(
        // A JSON string is sent as it is.
        (answer) => reply.type('application/json; charset=utf-8').send(answer),
        (error: Error) => reply.send(error),
      );
    return undefined;
  };

  serveCall(app, eventListCall, {
    tag: 'events',
    handler: (request, reply) => {
      const who = viewer(request);
      return reused(request, reply, who, () =>
        listEvents(options.db, options.cursors, who, request.body),
      );
    },
  });
  serveCall(app, eventByIdCall, {
    tag: 'events',
    handler: (request, reply) => {
      const who = viewer(request);
      return reused(request, reply, who, () =>
        getEvent(options.db, who, request.params.id, request.query),
      );
    },
  });
  serveCall(app, relatedVideosCall, {
    tag: 'events',
    handler: (request, reply) => {
      const who = viewer(request);
      return reused(request, reply, who, () => getRelatedVideos(options.db, who, request.query));
    },
  });
  serveCall(app, groupedSportCountCall, {
    tag: 'events',
    handler: (request, reply) => {
      const who = viewer(request);
      return reused(request, reply, who, () =>
        getGroupedSportCount(options.db, who, request.query),
      );
    },
  });
  done();
};
