// The footer: the tenant, links to the static pages and the copyright line. The static pages
// are plain links, so they also work before those pages join the route tree.
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { TenantLogo } from './tenant-logo';

const pages = [
  { path: '/faq/', label: 'nav.faq' },
  { path: '/about/', label: 'nav.about' },
  { path: '/terms/', label: 'nav.terms' },
  { path: '/privacy/', label: 'nav.privacy' },
] as const;

function FooterLink({ path, label }: { path: string; label: string }) {
  const href = useLocaleHref(path);
  return (
    <a href={href} className="text-sm text-fg-muted hover:text-fg">
      {label}
    </a>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto border-t border-line bg-surface/40" data-testid="site-footer">
      <div className="flex flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-10">
        <div className="max-w-sm">
          <div className="flex items-center gap-2.5">
            <TenantLogo size={28} className="rounded-md" />
            <span className="font-display font-extrabold tracking-tight text-fg">
              {config.name}
            </span>
          </div>
          <p className="mt-3 text-sm text-fg-muted">{t('shell.tagline')}</p>
        </div>
        <nav aria-label={t('shell.footerNav')}>
          <ul role="list" className="grid grid-cols-2 gap-x-10 gap-y-3 sm:flex sm:gap-8">
            {pages.map((page) => (
              <li key={page.path}>
                <FooterLink path={page.path} label={t(page.label)} />
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line px-4 py-5 text-xs text-fg-subtle sm:px-6 lg:px-10">
        {t('shell.copyright', { year, name: config.name })}
      </div>
    </footer>
  );
}
