// The body of /club/: the picker, "Skip for now" where the tenant allows it (spec §2), and
// signing out as the way out everywhere.
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { skipClub } from '../lib/club-skip';
import { clubSkipAllowed, safeRedirectPath } from '../lib/routing-rules';
import { SignOutButton } from './sign-out-button';

export function ClubChoice({
  redirect,
  picker,
}: {
  redirect: string | undefined;
  /** The club picker (features/account), told how to leave once a club is saved. */
  picker: (leave: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useCustomerConfig();
  const userId = useSession((state) => state.user?.id ?? null);
  const leave = () => void navigate({ href: safeRedirectPath(redirect), replace: true });
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{t('club.title')}</h1>
        <p className="text-sm text-fg-muted">{t('club.intro')}</p>
      </div>
      {picker(leave)}
      {userId && clubSkipAllowed(config) && (
        <Button
          kind="secondary"
          size="large"
          onClick={() => {
            skipClub(userId);
            leave();
          }}
          data-testid="club-skip"
        >
          {t('club.skip')}
        </Button>
      )}
      {/* The tenant asks for a club before anything else: signing out is the way out. */}
      <p className="text-center text-sm">
        <SignOutButton label={t('favouriteClub.notNow')} />
      </p>
    </div>
  );
}
