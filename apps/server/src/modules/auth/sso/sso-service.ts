// Single sign-on through POST /api/oauth2/token: the provider's token (or, for `ifa`, its
// authorization code) is verified with the provider configured for the tenant, the person is
// matched to an account (by provider subject, else by a verified email) or one is created, and
// the device signs in. Answers form two of spec §3 (`auth_data`, tokens at the top level).
import type { AuthAnswerAuthData } from '@touchline/contract/auth-answers';
import {
  tokenExchange,
  type SsoCodeExchangeRequest,
  type SsoExchangeRequest,
} from '@touchline/contract/calls/auth';
import { socialProvider, type Locale, type SocialProvider } from '@touchline/contract/enums';
import { AppError } from '../../../http/app-error';
import type { Tenant } from '../../tenants/tenant';
import { findTenantSecrets } from '../../tenants/tenant-service';
import { toUserProfile } from '../account-mapper';
import type { AccountsDeps, Caller } from '../accounts-deps';
import { deviceFacts } from '../device-facts';
import { newId } from '../secrets';
import { signIn } from '../session-service';
import {
  findUserByEmail,
  findUserById,
  findUserIdByLogin,
  insertUser,
  linkLogin,
} from '../user-repository';
import { verifyFacebookToken } from './facebook';
import { redeemCode, userInfo, verifyIdToken } from './oidc';
import { loginFailed, notSupported, type ProviderIdentity } from './provider-identity';
import { linkConfirmationSent, requestLinkConfirmation } from './provider-link';

async function verifyWithProvider(
  deps: AccountsDeps,
  tenant: Tenant,
  provider: SocialProvider,
  body: SsoExchangeRequest | SsoCodeExchangeRequest,
): Promise<ProviderIdentity> {
  const sso = tenant.settings.sso ?? {};
  const type = body.subject_token_type;
  switch (provider) {
    case 'google':
    case 'apple': {
      const config = sso[provider];
      if (!config) throw notSupported(provider);
      if (type === tokenExchange.idToken)
        return verifyIdToken(deps.outboundFetch, config, body.subject_token, body.nonce);
      if (type === tokenExchange.accessToken && provider === 'google')
        return userInfo(deps.outboundFetch, config, body.subject_token);
      throw notSupported(provider);
    }
    case 'ifa': {
      const config = sso.ifa;
      if (!config) throw notSupported(provider);
      if (type === tokenExchange.authorizationCode) {
        const grant = body;
        if (!config.redirectUris.includes(grant.redirect_uri))
          throw AppError.invalid('body', 'redirect_uri', 'is not registered for this provider');
        const secrets = await findTenantSecrets(deps.db, tenant.id);
        return redeemCode(
          deps.outboundFetch,
          { ...config, clientSecret: secrets.ifaClientSecret ?? null },
          {
            code: grant.subject_token,
            codeVerifier: grant.code_verifier,
            redirectUri: grant.redirect_uri,
            nonce: grant.nonce,
          },
        );
      }
      if (type === tokenExchange.idToken)
        return verifyIdToken(deps.outboundFetch, config, body.subject_token, body.nonce);
      return userInfo(deps.outboundFetch, config, body.subject_token);
    }
    case 'facebook': {
      const config = sso.facebook;
      if (!config || type !== tokenExchange.accessToken) throw notSupported(provider);
      const secrets = await findTenantSecrets(deps.db, tenant.id);
      return verifyFacebookToken(
        deps.outboundFetch,
        { ...config, appSecret: secrets.facebookAppSecret ?? null },
        body.subject_token,
      );
    }
  }
}

/**
 * The account of the person: the one their provider subject was linked to, or a new one made
 * from a verified email (ADR 028). An unverified email creates and links nothing; a verified one
 * that matches an existing account links nothing either until that account's owner confirms
 * the mailed link.
 */
async function accountFor(
  deps: AccountsDeps,
  tenant: Tenant,
  provider: SocialProvider,
  identity: ProviderIdentity,
  displayName: string | undefined,
  locale: Locale,
) {
  const linked = await linkedUser(deps, tenant, provider, identity.subject);
  if (linked) return { user: linked, isRegister: false };

  if (!identity.email) throw loginFailed('the provider shared no email address');
  // An unverified address could be anyone's: an account made from it would be waiting for its
  // real owner (pre-hijacking), and linking it would hand one over.
  if (!identity.emailVerified) throw loginFailed('the provider has not verified the email address');
  const email = identity.email;
  const existing = await findUserByEmail(deps.db, tenant.id, email);
  if (existing) {
    await requestLinkConfirmation(deps, tenant, existing, provider, identity.subject, locale);
    throw linkConfirmationSent(provider);
  }

  const name = displayName?.trim() || identity.name?.trim() || email.split('@')[0] || email;
  // Account and link together: a failure between them must not leave an unlinked account.
  const created = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      tenantId: tenant.id,
      id: newId(),
      email,
      passwordHash: null,
      fullName: name.slice(0, 120),
    });
    if (user) await linkLogin(tx, tenant.id, provider, identity.subject, user.id);
    return user;
  });
  if (created) return { user: created, isRegister: true };
  // The address was taken meanwhile: by this person's parallel first sign-in (linked), or by
  // someone else's sign-up, which only its owner may open to this provider.
  const winner = await linkedUser(deps, tenant, provider, identity.subject);
  if (winner) return { user: winner, isRegister: false };
  const taken = await findUserByEmail(deps.db, tenant.id, email);
  if (!taken) throw new Error('account vanished during single sign-on');
  await requestLinkConfirmation(deps, tenant, taken, provider, identity.subject, locale);
  throw linkConfirmationSent(provider);
}

async function linkedUser(
  deps: AccountsDeps,
  tenant: Tenant,
  provider: SocialProvider,
  subject: string,
) {
  const userId = await findUserIdByLogin(deps.db, tenant.id, provider, subject);
  return userId ? findUserById(deps.db, tenant.id, userId) : null;
}

export async function singleSignOn(
  deps: AccountsDeps,
  tenant: Tenant,
  caller: Caller,
  body: SsoExchangeRequest | SsoCodeExchangeRequest,
): Promise<AuthAnswerAuthData> {
  await deps.limits.consume('tokenAddress', caller.address);
  const parsed = socialProvider.safeParse(body.subject_issuer);
  if (!parsed.success) throw notSupported(body.subject_issuer);
  const provider = parsed.data;
  const identity = await verifyWithProvider(deps, tenant, provider, body);
  const { user, isRegister } = await accountFor(
    deps,
    tenant,
    provider,
    identity,
    body.profile?.display_name,
    caller.locale,
  );
  const session = await signIn(
    deps,
    tenant,
    user,
    deviceFacts(caller, {
      deviceId: body.device.id,
      name: body.device.name,
      osName: body.device.os_name,
      osVersion: body.device.os_version,
    }),
  );
  return {
    auth_data: {
      profile: toUserProfile(user),
      devices: session.devices,
      device_error: session.deviceError,
      isRegister,
    },
    token: session.tokens.access_token,
    expires_in: session.tokens.expires_in,
    refresh_token: session.tokens.refresh_token,
  };
}
