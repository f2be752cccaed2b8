import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ClubPicker } from '../../features/account/components/club-picker';
import { SignOutButton } from '../../features/auth/components/sign-out-button';
import { redirectSearch } from '../../features/auth/lib/auth-search';
import { requireAuth } from '../../features/auth/lib/guards';
import { safeRedirectPath } from '../../features/auth/lib/routing-rules';

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
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{t('club.title')}</h1>
        <p className="text-sm text-fg-muted">{t('club.intro')}</p>
      </div>
      <ClubPicker onChosen={() => void navigate({ href: safeRedirectPath(redirect), replace: true })} />
      {/* The tenant asks for a club before anything else: signing out is the way out. */}
      <p className="text-center text-sm">
        <SignOutButton label={t('favouriteClub.notNow')} />
      </p>
    </div>
  );
}
