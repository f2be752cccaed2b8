// Linking a provider to an account that already exists needs its owner's word (ADR 028). A first
// provider sign-in whose verified email matches an account links nothing: the address is mailed
// a confirmation link (one hour; a password change voids it) and the owner's click on its page
// links the provider. What a provider says about an address is never proof on its own.
// The page is the portal's; it asks provider-link-routes.ts what the link would link, then
// confirms it.
import { socialProvider, type Locale, type SocialProvider } from '@touchline/contract/enums';
import { AppError } from '../../../http/app-error';
import { serverText, serverTexts } from '../../../i18n/server-texts';
import type { UserRow } from '../../../db/schema-accounts';
import type { Tenant } from '../../tenants/tenant';
import type { AccountsDeps } from '../accounts-deps';
import { passwordFingerprint } from '../secrets';
import { findUserById, findUserIdByLogin, linkLogin } from '../user-repository';

/** The portal page a link-confirmation mail opens (apps/web/src/routes/auth/provider-link). */
export const providerLinkPagePath = '/auth/provider-link/';

export const providerNames: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  apple: 'Apple',
  google: 'Google',
  ifa: 'the federation',
};

/** A provider as mail names it: brands as they are, the federation in the reader's language. */
export const providerName = (provider: SocialProvider, locale: Locale) =>
  serverText(locale, `providers.${provider}`) ?? providerNames[provider];

export const linkConfirmationSent = (provider: SocialProvider) =>
  new AppError(
    'link_confirmation_sent',
    `An account with this email address already exists. We mailed it a link: open it to allow signing in with ${providerNames[provider]}, then sign in again.`,
  );

/** Mails the owner of `user` a link that would let `provider`'s `subject` sign in to it. */
export async function requestLinkConfirmation(
  deps: AccountsDeps,
  tenant: Tenant,
  user: UserRow,
  provider: SocialProvider,
  subject: string,
  locale: Locale,
) {
  await deps.limits.consume('linkMailAccount', `${tenant.id}:${user.id}`);
  const token = await deps.signer.issueLink({
    userId: user.id,
    tenantId: tenant.id,
    provider,
    subject,
    credential: passwordFingerprint(user),
  });
  const link = `${deps.portalOrigin(tenant)}${providerLinkPagePath}?token=${encodeURIComponent(token)}`;
  const name = providerName(provider, locale);
  const t = serverTexts(locale);
  // After the answer: it does not depend on the mail server.
  deps.later('link confirmation mail', () =>
    deps.mailer.send({
      to: user.email,
      subject: t('mail.providerLink.subject', { tenant: tenant.name, provider: name }),
      text: [
        t('mail.greeting', { name: user.fullName }),
        '',
        t('mail.providerLink.tried', { tenant: tenant.name, provider: name }),
        t('mail.providerLink.open', { provider: name }),
        '',
        link,
        '',
        t('mail.providerLink.notYou', { provider: name }),
      ].join('\n'),
    }),
  );
}

/** What a confirmation link would link, or null when it is invalid, expired or voided. */
export async function pendingLink(deps: AccountsDeps, tenant: Tenant, token: string) {
  const claims = await deps.signer.verifyLink(token, tenant.id);
  const provider = socialProvider.safeParse(claims?.provider);
  if (!claims || !provider.success) return null;
  const user = await findUserById(deps.db, tenant.id, claims.userId);
  if (!user || passwordFingerprint(user) !== claims.credential) return null;
  const owner = await findUserIdByLogin(deps.db, tenant.id, provider.data, claims.subject);
  // The provider's person already opens another account: linking it here would move it.
  if (owner !== null && owner !== user.id) return null;
  return { user, provider: provider.data, subject: claims.subject };
}

/** Links the provider when the link is still good; answers what was linked, or null. */
export async function confirmLink(deps: AccountsDeps, tenant: Tenant, token: string) {
  const pending = await pendingLink(deps, tenant, token);
  if (!pending) return null;
  await linkLogin(deps.db, tenant.id, pending.provider, pending.subject, pending.user.id);
  deps.log.info({ userId: pending.user.id, provider: pending.provider }, 'provider linked');
  return pending;
}
