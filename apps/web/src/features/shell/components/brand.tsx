// The tenant's logo and name, linking home.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { TenantLogo } from './tenant-logo';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2.5 rounded-lg"
      aria-label={t('shell.homeLink', { name: config.name })}
      data-testid="brand"
    >
      <TenantLogo size={36} />
      <span
        className={`truncate font-display text-lg font-extrabold tracking-tight text-fg ${compact ? 'hidden sm:inline' : ''}`}
      >
        {config.name}
      </span>
    </Link>
  );
}
