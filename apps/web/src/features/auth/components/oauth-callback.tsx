// /auth/oauth2/callback/{provider}/: the provider returns here inside the popup. The page hands
// what it received to the opener (same origin only) and closes; opened without an opener it
// says so instead of leaving a blank page.
import { socialProvider, type SocialProvider } from '@touchline/contract/enums';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { postToOpener, type PopupOutcome } from '../lib/social-popup';
import { AuthCard } from './auth-card';

type Outcome = PopupOutcome;

/** Reads the provider's answer from the fragment (implicit flows) or the query. */
export function readCallback(provider: SocialProvider, href: string): Outcome {
  const url = new URL(href);
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [name, value] of url.searchParams) if (!params.has(name)) params.set(name, value);
  if (params.get('error'))
    return {
      provider,
      error: 'login_failed',
      message: params.get('error_description') ?? undefined,
    };
  const accessToken = params.get('access_token') ?? undefined;
  const idToken = params.get('id_token') ?? undefined;
  if (!accessToken && !idToken) return { provider, error: 'login_failed' };
  return { provider, accessToken, idToken };
}

export function OAuthCallback({ provider }: { provider: string }) {
  const { t } = useTranslation();
  const parsed = socialProvider.safeParse(provider);
  const hasOpener = window.opener !== null;
  const state = !parsed.success ? 'unsupported' : hasOpener ? 'sending' : 'no-opener';
  const supported = parsed.success ? parsed.data : null;
  useEffect(() => {
    if (!supported || !postToOpener(readCallback(supported, window.location.href))) return;
    window.close();
  }, [supported]);
  return (
    <AuthCard title={t('auth.callbackTitle')}>
      <p className="text-sm text-fg-muted" role="status" data-testid="oauth-callback-state">
        {state === 'sending' && t('auth.callbackSending')}
        {state === 'no-opener' && t('auth.callbackNoOpener')}
        {state === 'unsupported' && t('auth.providerUnsupported', { provider })}
      </p>
    </AuthCard>
  );
}
