// The account dropdown itself (Radix): the user, account pages and sign out.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { UserProfile } from '@touchline/contract/entities/user-profile';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../../lib/session/session-store';
import { signOut } from '../lib/sign-out';
import { AccountTrigger, accountTriggerClass } from './account-trigger';

const itemClass =
  'flex cursor-pointer items-center rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-surface-2';

export default function AccountMenuPopup({
  user,
  testId,
  defaultOpen = false,
}: {
  user: UserProfile;
  testId: string;
  defaultOpen?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const go = (href: string) => void navigate({ href });
  return (
    <DropdownMenu.Root dir={i18n.dir()} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={accountTriggerClass}
        aria-label={t('account.menu', { name: user.fullName })}
        data-testid={testId}
      >
        <AccountTrigger name={user.fullName} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl shadow-black/20"
          data-testid="account-menu-content"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-2">
            <span className="block truncate text-sm font-semibold" data-testid="account-name">
              {user.fullName}
            </span>
            <span className="block truncate text-xs text-fg-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => go('/account/')}
            data-testid="menu-account"
          >
            {t('account.title')}
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => go('/account/devices/')}
            data-testid="menu-devices"
          >
            {t('account.devices')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            className={itemClass}
            data-testid="sign-out"
            onSelect={() => {
              void signOut({ store: sessionStore(), queryClient }).then(() =>
                navigate({ href: '/', replace: true }),
              );
            }}
          >
            {t('auth.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
