// Renders a component the way the app does: config, translations (the real locale files),
// locale services and a query client; with a router when the component needs one.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { Locale } from '@touchline/contract/enums';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { CustomerConfigProvider } from '../lib/config/config-context';
import { createI18n } from '../lib/i18n/i18n';
import { LocaleProvider, type LocaleServices } from '../lib/i18n/locale-context';
import { LocalePrefixState } from '../lib/i18n/locale-prefix';
import { sampleConfig } from './fixtures';

export interface TestServices {
  config: CustomerConfig;
  i18n: I18n;
  locale: LocaleServices;
  queryClient: QueryClient;
}

export async function testServices(
  options: { locale?: Locale; config?: CustomerConfig; prefix?: Locale | null } = {},
): Promise<TestServices> {
  const config = options.config ?? sampleConfig();
  const i18n = await createI18n(options.locale ?? 'en');
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  return {
    config,
    i18n,
    locale: {
      available: config.languages,
      prefix: new LocalePrefixState(config.languages, options.prefix ?? null),
    },
    queryClient,
  };
}

export function TestProviders({
  services,
  children,
}: {
  services: TestServices;
  children: ReactNode;
}) {
  return (
    <CustomerConfigProvider config={services.config}>
      <I18nextProvider i18n={services.i18n}>
        <LocaleProvider value={services.locale}>
          <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
        </LocaleProvider>
      </I18nextProvider>
    </CustomerConfigProvider>
  );
}
