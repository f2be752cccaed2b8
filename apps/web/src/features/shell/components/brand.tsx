// The tenant's logo and name, linking home. On a phone the name wraps, in a smaller size and over
// up to three lines, hyphenated in the page's language, instead of being cut ("Touchlin…",
// "Harbour Basketb…"), so it stays readable beside the header's buttons.
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
      className="flex min-w-0 items-center gap-2.5 rounded-lg md:max-w-64 md:shrink-0"
      aria-label={t('shell.homeLink', { name: config.name })}
      data-testid="brand"
    >
      <TenantLogo size={36} />
      <span
        className={`line-clamp-3 font-display text-sm leading-tight font-extrabold tracking-tight break-words hyphens-auto text-fg sm:line-clamp-2 sm:text-lg ${compact ? 'hidden sm:inline' : ''}`}
      >
        {config.name}
      </span>
    </Link>
  );
}
