// /auth/provider-link/?token=…: the page a link-confirmation mail opens (ADR 028). It first only
// shows what would be linked — mail scanners open links, so looking must change nothing — and
// links the provider when the account's owner presses the button.
import { Link } from '@tanstack/react-router';
import type { SocialProvider } from '@touchline/contract/enums';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http/api-error';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useConfirmProviderLink } from '../api/confirm-provider-link';
import { usePendingProviderLink } from '../api/pending-provider-link';
import { AuthCard } from './auth-card';

const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.code === 'invalid_token' || error.status === 400);

function SignInLink() {
  const { t } = useTranslation();
  return (
    <Link
      to="/auth/login/"
      className="text-center text-sm font-semibold text-brand hover:underline"
      data-testid="provider-link-sign-in"
    >
      {t('auth.backToSignIn')}
    </Link>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('auth.providerLink.invalidTitle')}>
      <FormAlert testId="provider-link-invalid">{t('auth.providerLink.invalid')}</FormAlert>
      <SignInLink />
    </AuthCard>
  );
}

export function ProviderLinkConfirm({ token }: { token: string | undefined }) {
  if (!token) return <InvalidLink />;
  return <PendingLink token={token} />;
}

function PendingLink({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorText();
  const pending = usePendingProviderLink(token);
  const confirm = useConfirmProviderLink();
  const name = (provider: SocialProvider) => t(`auth.providerLink.name.${provider}`);

  if (pending.isPending) {
    return (
      <AuthCard title={t('auth.providerLink.checking')}>
        <p role="status" className="sr-only">
          {t('auth.providerLink.checking')}
        </p>
      </AuthCard>
    );
  }
  if (pending.isError) {
    if (isInvalidLink(pending.error)) return <InvalidLink />;
    return (
      <AuthCard title={t('auth.providerLink.invalidTitle')}>
        <FormAlert testId="provider-link-error">{errorMessage(pending.error)}</FormAlert>
      </AuthCard>
    );
  }
  const provider = name(pending.data.provider);
  if (confirm.isSuccess) {
    return (
      <AuthCard title={t('auth.providerLink.doneTitle', { provider })}>
        <FormAlert kind="success" testId="provider-link-done">
          {t('auth.providerLink.done', { provider })}
        </FormAlert>
        <SignInLink />
      </AuthCard>
    );
  }
  if (confirm.isError && isInvalidLink(confirm.error)) return <InvalidLink />;
  return (
    <AuthCard
      title={t('auth.providerLink.title', { provider })}
      intro={t('auth.providerLink.question', { provider, email: pending.data.email })}
    >
      {confirm.isError && (
        <FormAlert testId="provider-link-error">{errorMessage(confirm.error)}</FormAlert>
      )}
      <Button
        size="large"
        fullWidth
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
        data-testid="provider-link-allow"
      >
        {t('auth.providerLink.allow', { provider })}
      </Button>
    </AuthCard>
  );
}
