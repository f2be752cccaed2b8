// /open-app/: where the tenant's mobile app can be had. A store button (App Store, Google Play
// or a generic store) from `storeUrl`, an "open in the app" button from `appDeepLink`, and a
// plain explanation when the tenant has configured neither.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/app/use-document-title';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { buttonClassName } from '../../../ui/button';
import { TenantMark } from './tenant-mark';

export type Store = 'apple' | 'google' | 'other';

export function storeOf(url: string): Store {
  const host = new URL(url).hostname;
  if (host === 'apps.apple.com' || host === 'itunes.apple.com') return 'apple';
  if (host === 'play.google.com') return 'google';
  return 'other';
}

/** Store pages are web addresses; anything else (a `javascript:` URL) is not offered. */
export function safeStoreUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A deep link is the app's own scheme (or a universal link); script and data URLs are refused. */
export function safeDeepLink(value: string | null): string | null {
  if (!value) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.trim())?.[1]?.toLowerCase();
  if (!scheme || ['javascript', 'data', 'vbscript', 'file'].includes(scheme)) return null;
  return value.trim();
}

export function OpenAppPage() {
  const { t } = useTranslation();
  const config = useCustomerConfig();
  useDocumentTitle(t('catalog.openApp.title', { name: config.name }));
  const store = safeStoreUrl(config.storeUrl);
  const deepLink = safeDeepLink(config.appDeepLink);
  const nothing = !store && !deepLink;

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24"
      aria-labelledby="open-app-title"
      data-testid="open-app-page"
    >
      <TenantMark />
      <h1
        id="open-app-title"
        className="mt-8 font-display text-3xl font-extrabold tracking-tight text-fg sm:text-4xl"
      >
        {t('catalog.openApp.title', { name: config.name })}
      </h1>
      <p className="mt-3 text-fg-muted">
        {nothing ? t('catalog.openApp.none', { name: config.name }) : t('catalog.openApp.text')}
      </p>
      {nothing ? (
        <Link
          to="/"
          className={buttonClassName({ size: 'large', rounded: true }, 'mt-10')}
          data-testid="open-app-home"
        >
          {t('catalog.openApp.keepWatching')}
        </Link>
      ) : (
        <div className="mt-10 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {deepLink && (
            <a
              href={deepLink}
              className={buttonClassName({ size: 'large', rounded: true })}
              data-testid="open-app-deep-link"
            >
              {t('catalog.openApp.open')}
            </a>
          )}
          {store && (
            <a
              href={store}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClassName({
                size: 'large',
                rounded: true,
                kind: 'secondary',
                outline: true,
              })}
              data-testid="open-app-store"
              data-store={storeOf(store)}
            >
              {t(`catalog.openApp.store.${storeOf(store)}`)}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
