// Forgotten, reset and changed passwords. A reset link is single use, expires after an hour and
// is mailed only when the account exists; the answer is the same either way.
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  ResetPasswordRequest,
} from '@touchline/contract/calls/user';
import type { Locale, SocialProvider } from '@touchline/contract/enums';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { serverTexts } from '../../i18n/server-texts';
import type { AuthSession, AuthUser } from '../../http/auth-plugin';
import type { Tenant } from '../tenants/tenant';
import type { AccountsDeps, Caller } from './accounts-deps';
import { assertPasswordAllowed, hashPassword } from './passwords';
import { confirmPassword, currentUser } from './profile-service';
import { newOpaqueToken, tokenHash } from './secrets';
import {
  consumePasswordReset,
  deletePasswordResets,
  findPasswordReset,
  insertPasswordReset,
} from './session-repository';
import { revoke } from './session-service';
import { providerName } from './sso/provider-link';
import { findUserByEmail, findUserById, listLoginProviders, updateUser } from './user-repository';

export const resetLinkMs = 60 * 60 * 1000;
const ok = { content: { success: true as const } };

/**
 * The portal's origin for links in mail, from configuration only: the tenant's `publicOrigin`,
 * else PUBLIC_URL, else the tenant's first host on the server's own port (a single-machine
 * install). Request headers play no part: a forged `Host` must not choose where a link points.
 */
export function portalOrigin(tenant: Tenant, config: Pick<Config, 'publicUrl' | 'port'>) {
  const configured = tenant.settings.publicOrigin ?? config.publicUrl;
  if (configured) return new URL(configured).origin;
  const host = tenant.hosts[0] ?? 'localhost';
  return new URL(`http://${host}:${config.port}`).origin;
}

/**
 * Answers once the limits are counted, before anything depends on the account: the lookup, the
 * link and the mail run afterwards (`deps.later`), so known and unknown addresses take the same
 * path and the same time, and a slow mail server or database delays no answer.
 */
export async function forgotPassword(
  deps: AccountsDeps,
  tenant: Tenant,
  caller: Caller,
  body: ForgotPasswordRequest,
) {
  await deps.limits.consume('forgotAddress', caller.address);
  await deps.limits.consume('forgotAccount', `${tenant.id}:${body.email}`);
  deps.later('reset mail', () => mailResetLink(deps, tenant, body.email, caller.locale));
  return ok;
}

async function mailResetLink(deps: AccountsDeps, tenant: Tenant, email: string, locale: Locale) {
  const user = await findUserByEmail(deps.db, tenant.id, email);
  if (!user) return;
  const token = newOpaqueToken();
  await deletePasswordResets(deps.db, tenant.id, user.id);
  await insertPasswordReset(deps.db, {
    tokenHash: tokenHash(token),
    tenantId: tenant.id,
    userId: user.id,
    expiresAt: new Date(deps.now().getTime() + resetLinkMs),
  });
  const link = `${deps.portalOrigin(tenant)}/auth/password/reset/?token=${encodeURIComponent(token)}`;
  const providers = await listLoginProviders(deps.db, tenant.id, user.id);
  const t = serverTexts(locale);
  await deps.mailer.send({
    to: user.email,
    subject: t('mail.reset.subject', { tenant: tenant.name }),
    text: [
      t('mail.greeting', { name: user.fullName }),
      '',
      t('mail.reset.asked', { tenant: tenant.name }),
      t('mail.reset.open'),
      '',
      link,
      '',
      t('mail.reset.notYou'),
      ...linkedProvidersNotice(providers, locale),
    ].join('\n'),
  });
}

/**
 * A reset ends every session but leaves provider links in place, so the owner is told which
 * providers can still open the account: one they do not know is how an attacker would come back.
 */
function linkedProvidersNotice(providers: SocialProvider[], locale: Locale) {
  if (providers.length === 0) return [];
  const t = serverTexts(locale);
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    providers.map((p) => providerName(p, locale)),
  );
  return ['', t('mail.reset.providers', { providers: names }), t('mail.reset.unknownProvider')];
}

const invalidLink = () =>
  new AppError('invalid_token', 'The reset link is invalid, used or expired');

export async function resetPassword(
  deps: AccountsDeps,
  tenant: Tenant,
  body: ResetPasswordRequest,
) {
  const now = deps.now();
  const hash = tokenHash(body.token);
  const pending = await findPasswordReset(deps.db, tenant.id, hash);
  if (!pending || pending.usedAt !== null || pending.expiresAt <= now) throw invalidLink();
  const user = await findUserById(deps.db, tenant.id, pending.userId);
  if (!user) throw invalidLink();
  // Checked before the link is spent: a refused password leaves it usable for a better one.
  assertPasswordAllowed(body.password, { email: user.email, tenantName: tenant.name });
  const passwordHash = await hashPassword(body.password);
  // Spent atomically: of two submissions of one link only one gets the row.
  if (!(await consumePasswordReset(deps.db, tenant.id, hash, now))) throw invalidLink();
  await updateUser(deps.db, tenant.id, user.id, { passwordHash });
  await revoke(deps, tenant.id, { userId: user.id }, 'password_reset');
  return ok;
}

export async function changePassword(
  deps: AccountsDeps,
  tenant: Tenant,
  user: AuthUser,
  session: AuthSession,
  body: ChangePasswordRequest,
) {
  const row = await currentUser(deps, user);
  await confirmPassword(deps, row, body.currentPassword, 'currentPassword');
  assertPasswordAllowed(body.newPassword, { email: row.email, tenantName: tenant.name });
  await updateUser(deps.db, user.tenantId, user.id, {
    passwordHash: await hashPassword(body.newPassword),
  });
  await revoke(
    deps,
    user.tenantId,
    { userId: user.id, ...(session.id ? { exceptSessionId: session.id } : {}) },
    'password_changed',
  );
  return ok;
}
