// The account dropdown itself: the user, account pages and sign out.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../lib/session/session-store';
import {
  DropdownMenu,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from '../../../ui/dropdown-menu';
import { signOut } from '../lib/sign-out';
import { AccountTrigger, accountTriggerClass } from './account-trigger';

export default function AccountMenuPopup({
  user,
  testId,
  defaultOpen = false,
}: {
  user: UserProfile;
  testId: string;
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const go = (href: string) => void navigate({ href });
  return (
    <DropdownMenu
      trigger={<AccountTrigger name={user.fullName} />}
      label={t('account.menu', { name: user.fullName })}
      triggerClassName={accountTriggerClass}
      triggerProps={{ 'data-testid': testId }}
      defaultOpen={defaultOpen}
      contentClassName="min-w-56"
      contentTestId="account-menu-content"
    >
      <DropdownMenuLabel plain>
        <span className="block truncate text-sm font-semibold" data-testid="account-name">
          {user.fullName}
        </span>
        <span className="block truncate text-xs text-fg-muted">{user.email}</span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => go('/account/')} testId="menu-account">
        {t('account.title')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => go('/account/devices/')} testId="menu-devices">
        {t('account.devices')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem onSelect={() => go('/recommendation/')} testId="menu-recommendations">
        {t('personal.recommendations.title')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => go('/following/')} testId="menu-following">
        {t('personal.follow.title')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => go('/selected/videos/')} testId="menu-selected-videos">
        {t('personal.watchlist.title')}
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => go('/selected/clips/')} testId="menu-selected-clips">
        {t('personal.clips.title')}
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem
        testId="sign-out"
        onSelect={() => {
          void signOut({ store: sessionStore(), queryClient }).then(() =>
            navigate({ href: '/', replace: true }),
          );
        }}
      >
        {t('auth.signOut')}
      </DropdownMenuItem>
    </DropdownMenu>
  );
}
