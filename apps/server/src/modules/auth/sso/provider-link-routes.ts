// The calls behind the portal's link-confirmation page (/auth/provider-link/, ADR 028): what a
// mailed link would link, which changes nothing (mail scanners open links), and the owner's
// confirmation. Answers are `no-store`: they name the account. Links mailed before the page
// existed point at the confirmation call's path; a GET there is handed to the page.
import {
  confirmProviderLinkCall,
  pendingProviderLinkCall,
  providerLinkRequest,
} from '@touchline/contract/calls/user';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../http/app-error';
import type { ContractPlugin } from '../../../http/contract-schemas';
import { serveCall } from '../../../http/serve-call';
import type { AccountsDeps } from '../accounts-deps';
import { confirmLink, pendingLink, providerLinkPagePath } from './provider-link';

const linkInvalid = () =>
  new AppError('invalid_token', 'The link is invalid, expired, or was voided by a password change');

const privately = (reply: FastifyReply) =>
  void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

export const providerLinkRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  serveCall(app, pendingProviderLinkCall, {
    tag: 'user',
    handler: async (request, reply) => {
      privately(reply);
      const pending = await pendingLink(deps, request.tenant, request.body.token);
      if (!pending) throw linkInvalid();
      return { content: { provider: pending.provider, email: pending.user.email } };
    },
  });

  serveCall(app, confirmProviderLinkCall, {
    tag: 'user',
    handler: async (request, reply) => {
      privately(reply);
      const linked = await confirmLink(deps, request.tenant, request.body.token);
      if (!linked) throw linkInvalid();
      return { content: { provider: linked.provider } };
    },
  });

  app.get(
    confirmProviderLinkCall.path,
    { schema: { hide: true, querystring: providerLinkRequest } },
    (request, reply) => {
      privately(reply);
      const query = new URLSearchParams({ token: request.query.token });
      return reply.redirect(`${providerLinkPagePath}?${query.toString()}`, 303);
    },
  );
  done();
};
