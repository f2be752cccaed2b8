import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClubPicker } from '../../features/account/components/club-picker';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { redirectSearch } from '../../features/auth/lib/auth-search';
import { skipClub } from '../../features/auth/lib/club-skip';
import { requireAuth } from '../../features/auth/lib/guards';
import { clubSkipAllowed, safeRedirectPath } from '../../features/auth/lib/routing-rules';
import { useCustomerConfig } from '../../lib/config/config-context';
import { useSession } from '../../lib/session/session-store';
import { Button } from '../../ui/button';

export const Route = createFileRoute('/club/')({
  staticData: { layout: 'auth' },
  validateSearch: redirectSearch,
  beforeLoad: requireAuth,
  component: ClubPage,
});

function ClubPage() {
  const { t } = useTranslation();
  const { redirect } = Route.useSearch();
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
      <ClubPicker onChosen={leave} />
      {/* Where the tenant allows it, the choice can wait (spec §2). */}
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
