// A local OpenID provider standing in for the federation (`ifa`) in development and end-to-end
// tests: oidc-provider with the tests' configuration, plain sign-in and consent pages that a
// person or Playwright fills in, and demo people: fan@federation.example, or any other address at
// federation.example, with the password federation-demo.
//
//   LOCAL_ISSUER_PORT=4350 PORTAL_ORIGINS=http://127.0.0.1:3000 tsx apps/server/src/dev/local-issuer.ts
//
// The portal then needs IFA_ISSUER_URL=http://127.0.0.1:4350 (see README).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type InteractionDetails } from 'oidc-provider';
import {
  freshSigningKey,
  localProviderConfiguration,
  type Person,
} from '../modules/auth/sso/local-oidc-provider';
import {
  demoFederationClientId,
  demoFederationPerson,
  devWebPort,
  federationCallback,
  portalOrigins,
} from './demo-federation';

export interface LocalIssuer {
  issuer: string;
  close(): Promise<void>;
}

interface Login extends Person {
  password: string;
}

const demoDomain = demoFederationPerson.email.split('@')[1];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f1f5f9; color: #0f172a; }
  main { max-inline-size: 22rem; margin: 3rem auto; padding: 1.5rem; background: #fff;
    border-radius: 0.75rem; box-shadow: 0 1px 4px #0002; }
  label { display: block; margin-block-start: 0.75rem; font-weight: 600; }
  input { box-sizing: border-box; inline-size: 100%; padding: 0.5rem; font: inherit; }
  button { margin-block-start: 1rem; padding: 0.5rem 1rem; font: inherit; }
  .error { color: #b91c1c; }
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function loginPage(uid: string, clientId: string, error?: string) {
  return page(
    'Federation sign-in',
    `<p>Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" required autofocus>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

function consentPage(uid: string, clientId: string, scope: string) {
  return page(
    'Allow access',
    `<p><strong>${escapeHtml(clientId)}</strong> asks for: ${escapeHtml(scope)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm">
  <button type="submit">Allow</button>
</form>
<p><a href="/interaction/${escapeHtml(uid)}/abort">Cancel</a></p>`,
  );
}

const formOf = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 10_000) break;
  }
  return new URLSearchParams(text);
};

const sendHtml = (response: ServerResponse, status: number, html: string) => {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
};

async function consent(provider: Provider, details: InteractionDetails) {
  const { prompt, params, session, grantId } = details;
  if (!session) throw new Error('consent without a signed-in person');
  const grant =
    (grantId ? await provider.Grant.find(grantId) : undefined) ??
    new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
  if (prompt.details.missingOIDCScope)
    grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
  if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
  return grant.save();
}

export async function startLocalIssuer(options: {
  port: number;
  host?: string;
  redirectUris: string[];
  people?: Login[];
}): Promise<LocalIssuer> {
  const host = options.host ?? '127.0.0.1';
  const logins = options.people ?? [demoFederationPerson];
  const people = new Map<string, Person>(
    logins.map(({ password: _password, ...person }) => [person.sub, person]),
  );
  /**
   * The listed people with their passwords; besides, anyone at the demo domain with the demo
   * password, so tests can each be a person of their own.
   */
  const signIn = (email: string, password: string | null): Person | undefined => {
    const listed = logins.find((l) => l.email === email);
    if (listed) return listed.password === password ? people.get(listed.sub) : undefined;
    const [name = '', domain] = email.split('@');
    if (domain !== demoDomain || !/^[a-z0-9._+-]+$/.test(name)) return undefined;
    if (password !== demoFederationPerson.password) return undefined;
    const person = { sub: `fed-${name}`, email, email_verified: true, name: `Fan ${name}` };
    people.set(person.sub, person);
    return person;
  };
  type Handler = (request: IncomingMessage, response: ServerResponse) => void;
  let markReady: (handle: Handler) => void = () => undefined;
  const ready = new Promise<Handler>((resolve) => (markReady = resolve));
  const server = createServer();
  // The issuer URL needs the port, so the server listens before the provider exists; a request
  // that arrives in between (a readiness probe) waits for it instead of hanging unanswered.
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void ready.then((handle) => handle(request, response));
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    ...localProviderConfiguration(
      [{ clientId: demoFederationClientId, redirectUris: options.redirectUris }],
      people,
      await freshSigningKey(),
    ),
    // The pages below replace the library's development pages.
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A development key: these cookies only ever live on this machine's loopback.
    cookies: { keys: ['touchline-local-issuer'] },
    ttl: {
      Session: 3600,
      Grant: 3600,
      Interaction: 600,
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
    },
  });
  const callback = provider.callback();

  const interact = async (request: IncomingMessage, response: ServerResponse, path: string[]) => {
    const [uid = '', action] = path;
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) return sendHtml(response, 400, page('Expired', '<p>Start again.</p>'));
    const clientId = details.params.client_id;
    if (action === 'abort') {
      return provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    if (request.method === 'POST' && action === 'login') {
      const form = await formOf(request);
      const found = signIn(form.get('email')?.trim().toLowerCase() ?? '', form.get('password'));
      if (!found)
        return sendHtml(response, 200, loginPage(uid, clientId, 'Wrong email or password.'));
      return provider.interactionFinished(
        request,
        response,
        { login: { accountId: found.sub } },
        { mergeWithLastSubmission: false },
      );
    }
    if (request.method === 'POST' && action === 'confirm') {
      const grantId = await consent(provider, details);
      return provider.interactionFinished(request, response, { consent: { grantId } });
    }
    if (details.prompt.name === 'login') return sendHtml(response, 200, loginPage(uid, clientId));
    return sendHtml(response, 200, consentPage(uid, clientId, details.params.scope ?? ''));
  };

  markReady((request, response) => {
    const path = new URL(request.url ?? '/', issuer).pathname.split('/').filter(Boolean);
    if (path[0] !== 'interaction') return callback(request, response);
    interact(request, response, path.slice(1)).catch((error: unknown) => {
      // An unknown or expired interaction (no cookie): the sign-in has to start again.
      const message = error instanceof Error ? error.message : 'error';
      if (!response.headersSent)
        sendHtml(response, 400, page('Sign-in expired', `<p>${escapeHtml(message)}</p>`));
    });
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** PORTAL_ORIGINS, or the portal of `npm start`/`npm run dev` on both loopback names. */
const originsFromEnv = (env: NodeJS.ProcessEnv) =>
  env.PORTAL_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean) ?? portalOrigins(['127.0.0.1', 'localhost'], [3000, devWebPort], null);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.LOCAL_ISSUER_PORT ?? 4350);
  const issuer = await startLocalIssuer({
    port,
    host: process.env.LOCAL_ISSUER_HOST,
    redirectUris: originsFromEnv(process.env).map(federationCallback),
  });
  console.log(
    `local federation issuer at ${issuer.issuer} (sign in as ${demoFederationPerson.email} / ${demoFederationPerson.password})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void issuer.close().then(() => process.exit(0)));
}
