// The header's navigation: a row on wide screens, a list in the mobile menu. TanStack Router
// marks the active link with aria-current="page" and data-status="active".
import { Link } from '@tanstack/react-router';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { navItems } from './nav-items';

export function MainNav({
  vertical = false,
  onNavigate,
}: {
  vertical?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul role="list" className={clsx('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {navItems.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to}
            activeOptions={{ exact: item.exact ?? false }}
            onClick={onNavigate}
            className={clsx(
              'relative block rounded-lg font-semibold text-fg-muted transition-colors hover:text-fg data-[status=active]:text-fg',
              vertical
                ? 'px-3 py-3 text-base hover:bg-surface-2 data-[status=active]:bg-surface-2'
                : 'px-3 py-2 text-sm after:absolute after:inset-x-3 after:-bottom-[13px] after:h-0.5 after:rounded-full after:bg-transparent data-[status=active]:after:bg-brand',
            )}
          >
            {t(item.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
