// The smart app banner (spec §4): a strip inviting phone viewers to the tenant's app, leading to
// /open-app/ (the store hand-off). A lazy chunk: the root fetches it only for a tenant with the
// feature and a store link. It appears after hydration, so it sits over the foot of the screen
// rather than above the header: pushing the page down then would move everything a phone viewer
// is looking at (a layout shift, CLS 0.07 on every page). A spacer as tall as the strip ends the
// page, so the footer can still be scrolled into view above it.
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { Button } from '../../../ui/button';
import { hideCookie, smartBannerVisible } from '../lib/smart-banner-rules';

export default function SmartBanner() {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  const onOpenApp = useRouterState({
    select: (state) => state.matches.some((match) => match.routeId === '/open-app/'),
  });
  // Read once when the banner mounts: the cookie and the device do not change under it.
  const [visible, setVisible] = useState(
    () =>
      window.self === window.top &&
      smartBannerVisible({
        enabled: config.features.smartBanner,
        storeUrl: config.storeUrl,
        userAgent: navigator.userAgent,
        cookie: document.cookie,
        now: Date.now(),
      }),
  );
  // The page it leads to already says everything the banner would.
  if (!visible || onOpenApp) return null;

  const close = () => {
    document.cookie = hideCookie(Date.now(), !import.meta.env.DEV);
    setVisible(false);
  };

  return (
    <>
      <div aria-hidden="true" className="h-14" />
      <aside
        aria-label={t('smartBanner.label')}
        className="fixed inset-x-0 bottom-0 z-40 flex h-14 items-center gap-3 border-t border-line bg-surface px-3 text-fg shadow-lg"
        data-testid="smart-banner"
      >
        <Button
          link
          aria-label={t('smartBanner.close')}
          onClick={close}
          className="shrink-0 px-1 text-lg leading-none text-fg-muted"
          data-testid="smart-banner-close"
        >
          <span aria-hidden="true">×</span>
        </Button>
        <img
          src={config.theme.logoUrl}
          alt=""
          className="size-10 shrink-0 rounded-lg bg-canvas p-1"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">
            {t('smartBanner.title', { name: config.name })}
          </p>
          <p className="truncate text-xs text-fg-muted">{t('smartBanner.text')}</p>
        </div>
        <Link
          to="/open-app/"
          className="shrink-0 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-brand-fg"
          data-testid="smart-banner-open"
        >
          {t('smartBanner.open')}
        </Link>
      </aside>
    </>
  );
}
