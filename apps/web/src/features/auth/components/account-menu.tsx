// The header's account control: "Sign in" for visitors; for a signed-in user a menu (Radix
// dropdown, loaded after the first paint like the language menu) with the account and sign out.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { buttonClassName } from '../../../ui/button';
import { AccountTrigger, accountTriggerClass } from './account-trigger';

const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

export function AccountMenu({ testId = 'account-menu' }: { testId?: string }) {
  const { t } = useTranslation();
  const user = useSession((state) => (state.token ? state.user : null));
  // A click on the stand-in button while the menu's code loads opens the menu once it is there.
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (!user) {
    return (
      <Link
        to="/auth/login/"
        className={buttonClassName({ size: 'small', rounded: true }, 'shrink-0')}
        data-testid="sign-in-link"
      >
        {t('auth.signIn')}
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className={accountTriggerClass}
          aria-haspopup="menu"
          aria-expanded={false}
          aria-label={t('account.menu', { name: user.fullName })}
          data-testid={testId}
          onClick={() => setOpenOnLoad(true)}
        >
          <AccountTrigger name={user.fullName} />
        </button>
      }
    >
      <AccountMenuPopup user={user} testId={testId} defaultOpen={openOnLoad} />
    </Suspense>
  );
}
