// The page a link-confirmation mail opens (ADR 028). GET only shows what would be linked and a
// button: mail scanners that open links must not link anything. The button's POST links it.
// Both answers are `no-store` and `no-referrer`, since the token is in the address.
import { z } from 'zod';
import type { ContractPlugin } from '../../../http/contract-schemas';
import type { AccountsDeps } from '../accounts-deps';
import { confirmLink, pendingLink, providerLinkPath, providerNames } from './provider-link';

const html = 'text/html; charset=utf-8';
const linkToken = z.object({ token: z.string().min(1).max(4096) });

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const invalidPage = page(
  'This link no longer works',
  '<p>It is invalid, expired, or was voided by a password change. Sign in with the provider again to get a new one.</p>',
);

export const providerLinkRoutes: ContractPlugin<{ deps: AccountsDeps }> = (app, { deps }, done) => {
  // Only inside this plugin: the confirmation button posts a plain form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8_192 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    void reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY');
  });
  const schema = { summary: 'Confirm linking a sign-in provider (mailed link)', tags: ['user'] };

  app.get(
    providerLinkPath,
    { schema: { ...schema, querystring: linkToken } },
    async (request, reply) => {
      const pending = await pendingLink(deps, request.tenant, request.query.token);
      if (!pending) return reply.code(400).type(html).send(invalidPage);
      const name = providerNames[pending.provider];
      return reply.type(html).send(
        page(
          `Allow signing in with ${name}?`,
          `<p>${escapeHtml(name)} will open the ${escapeHtml(request.tenant.name)} account of
<strong>${escapeHtml(pending.user.email)}</strong>. Only allow it if you just tried to sign in that way.</p>
<form method="post" action="${providerLinkPath}">
<input type="hidden" name="token" value="${escapeHtml(request.query.token)}">
<button type="submit">Allow ${escapeHtml(name)}</button></form>`,
        ),
      );
    },
  );

  app.post(providerLinkPath, { schema: { ...schema, body: linkToken } }, async (request, reply) => {
    const linked = await confirmLink(deps, request.tenant, request.body.token);
    if (!linked) return reply.code(400).type(html).send(invalidPage);
    const name = providerNames[linked.provider];
    return reply
      .type(html)
      .send(
        page(
          `${name} can now sign in`,
          `<p>Go back to ${escapeHtml(request.tenant.name)} and sign in with ${escapeHtml(name)} again.</p>`,
        ),
      );
  });
  done();
};
