// POST /auth/oauth2/callback/apple/: Apple's web sign-in posts its answer here (form_post). The
// form is checked and handed to the portal's callback page in the popup by a 303 whose fragment
// carries the id token, the state and the full name; the page passes them to the opener, which
// exchanges the id token through POST /api/oauth2/token. The authorization code is not passed
// on: the id token is all the exchange needs. Fastify logs the path only, never the form or the
// Location header, so no token reaches the logs.
import {
  appleCallbackPath,
  appleFormPost,
  appleUser,
} from '@touchline/contract/calls/apple-callback';
import type { AppleHandOver } from '@touchline/contract/calls/apple-callback';
import type { ContractPlugin } from '../../../http/contract-schemas';
import { notSupported } from './provider-identity';

/** Apple's first authorisation names the person; later ones do not. */
export function fullNameOf(user: string | undefined): string | undefined {
  if (!user) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(user);
  } catch {
    return undefined;
  }
  const parsed = appleUser.safeParse(json);
  if (!parsed.success) return undefined;
  const { firstName, lastName } = parsed.data.name ?? {};
  const name = [firstName, lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name === '' ? undefined : name;
}

const fragmentOf = (handOver: AppleHandOver) =>
  new URLSearchParams(
    Object.entries(handOver).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();

export const appleCallbackRoutes: ContractPlugin<object> = (app, _options, done) => {
  // Only inside this plugin: nothing else in the API takes forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  for (const url of [appleCallbackPath, appleCallbackPath.replace(/\/$/, '')]) {
    app.route({
      method: 'POST',
      url,
      schema: {
        summary: "Apple's form_post answer, handed to the callback page",
        tags: ['auth'],
        hide: url !== appleCallbackPath,
        body: appleFormPost,
      },
      handler: (request, reply) => {
        if (!request.tenant.settings.sso?.apple) throw notSupported('apple');
        const form = request.body;
        const handOver: AppleHandOver =
          'error' in form
            ? { error: form.error, state: form.state }
            : { id_token: form.id_token, state: form.state, full_name: fullNameOf(form.user) };
        return reply
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .redirect(`${appleCallbackPath}#${fragmentOf(handOver)}`, 303);
      },
    });
  }
  done();
};
