// The providers around the router: tenant config, translations, locale, server data, toasts.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HydrationProvider } from './lib/app/use-hydrated';
import { CustomerConfigProvider } from './lib/config/config-context';
import { LocaleProvider, type LocaleServices } from './lib/i18n/locale-context';
import { selectColourMode } from './lib/theme/colour-mode-store';
import { colourModeStore } from './lib/theme/colour-mode-store';
import type { createAppRouter } from './router';
import { ModalHost } from './ui/modal/modal-host';
import { Toaster } from './ui/toaster';

export interface AppProps {
  config: CustomerConfig;
  i18n: I18n;
  locale: LocaleServices;
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** In the browser, over a server-rendered page: the router takes over its state first. */
  hydrating?: boolean;
}

const subscribeDir = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return () => observer.disconnect();
};
const readDir = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');
// The toaster (the only user of these two) renders nothing before the first toast, so the
// server's values only need to be stable.
const serverDir = () => 'ltr' as const;

// Its own component: a change of direction (a Hebrew page after hydration) or colour mode
// renders the toaster again, not the whole page under App.
function AppToaster() {
  const store = colourModeStore();
  const readMode = () => selectColourMode(store.getState());
  const mode = useSyncExternalStore(store.subscribe, readMode, readMode);
  const dir = useSyncExternalStore(subscribeDir, readDir, serverDir);
  return <Toaster theme={mode} dir={dir} />;
}

export function App({ config, i18n, locale, queryClient, router, hydrating = false }: AppProps) {
  return (
    // The server renders as the hydrating browser will, before browser-only values may show.
    <HydrationProvider hydrated={!hydrating && !import.meta.env.SSR}>
      <CustomerConfigProvider config={config}>
        <I18nextProvider i18n={i18n}>
          <LocaleProvider value={locale}>
            <QueryClientProvider client={queryClient}>
              {hydrating ? <RouterClient router={router} /> : <RouterProvider router={router} />}
              <ModalHost />
              <AppToaster />
            </QueryClientProvider>
          </LocaleProvider>
        </I18nextProvider>
      </CustomerConfigProvider>
    </HydrationProvider>
  );
}
