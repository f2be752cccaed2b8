// /account/: who is signed in, and the account pages; the favourite club can be changed here.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useSession } from '../../../lib/session/session-store';
import { AccountSection } from './account-nav';

export function AccountOverview() {
  const { t, i18n } = useTranslation();
  const user = useSession((state) => state.user);
  const { features } = useCustomerConfig();
  if (!user) return null;
  const since = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(user.added),
  );
  return (
    <AccountSection title={t('account.title')}>
      <dl
        className="grid max-w-xl gap-x-6 gap-y-3 rounded-xl border border-line bg-surface p-5 sm:grid-cols-[auto_1fr]"
        data-testid="account-overview"
      >
        <dt className="text-sm text-fg-muted">{t('account.field.displayName')}</dt>
        <dd className="font-semibold" data-testid="account-overview-name">
          {user.fullName}
        </dd>
        <dt className="text-sm text-fg-muted">{t('auth.email')}</dt>
        <dd className="font-semibold">{user.email}</dd>
        <dt className="text-sm text-fg-muted">{t('account.memberSince')}</dt>
        <dd>{since}</dd>
        {(user.favoriteClubId || features.clubSelection) && (
          <>
            <dt className="text-sm text-fg-muted">{t('club.favourite')}</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {user.favoriteClubId && (
                <span data-testid="account-overview-club">
                  {user.favoriteClubId.split('|').slice(1).join('|')}
                </span>
              )}
              <Link
                to="/club/"
                search={{ redirect: '/account/' }}
                className="inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
                data-testid="change-club"
              >
                {user.favoriteClubId ? t('favouriteClub.change') : t('favouriteClub.choose')}
              </Link>
            </dd>
          </>
        )}
      </dl>
    </AccountSection>
  );
}
