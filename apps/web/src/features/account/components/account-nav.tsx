// The account section's navigation: the root lists the pages, each page links back through it.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const pages = [
  { to: '/account/general/', label: 'account.general', testId: 'account-general' },
  { to: '/account/password/', label: 'account.password', testId: 'account-password' },
  { to: '/account/devices/', label: 'account.devices', testId: 'account-devices' },
  {
    to: '/account/subscription/',
    label: 'commerce.contracts.subscriptions',
    testId: 'account-subscription',
  },
  { to: '/account/ppv/', label: 'commerce.contracts.passes', testId: 'account-ppv' },
  { to: '/account/billing/', label: 'commerce.billing.title', testId: 'account-billing' },
] as const;

export function AccountNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('account.title')}>
      <ul role="list" className="flex flex-wrap gap-2 border-b border-line pb-3">
        {pages.map((page) => (
          <li key={page.to}>
            <Link
              to={page.to}
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-fg-muted hover:bg-surface-2 hover:text-fg data-[status=active]:bg-surface-2 data-[status=active]:text-fg"
              data-testid={page.testId}
            >
              {t(page.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AccountSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <AccountNav />
      <section className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {children}
      </section>
    </div>
  );
}
