// /auth/oauth2/callback/{provider}/: the provider returns here inside the popup. The page hands
// what it received to the opener (same origin only) and closes; opened without an opener it
// says so instead of leaving a blank page.
import { socialProvider, type SocialProvider } from '@touchline/contract/enums';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { postToOpener, type PopupOutcome } from '../lib/social-popup';
import { AuthCard } from './auth-card';

type Outcome = PopupOutcome;
type Success = Exclude<Outcome, { error: string }>;

const present = (value: string | null) => (value ? value : undefined);

/**
 * Reads the provider's answer from the fragment (implicit flows; apple through the server's
 * form-post hand-over) or the query (code flows).
 */
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
  const accessToken = present(params.get('access_token'));
  const idToken = present(params.get('id_token'));
  const code = present(params.get('code'));
  if (!accessToken && !idToken && !code) return { provider, error: 'login_failed' };
  const outcome: Success = { provider };
  if (accessToken) outcome.accessToken = accessToken;
  if (idToken) outcome.idToken = idToken;
  if (code) outcome.code = code;
  const state = present(params.get('state'));
  if (state) outcome.state = state;
  const fullName = present(params.get('full_name'));
  if (fullName) outcome.fullName = fullName;
  return outcome;
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
