// Boot: tenant config → theme → locale and texts → API client → router → render.
import './lib/app/zod-jitless';
import './styles/app.css';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { installApiClient } from './lib/app/api-client';
import { listenForChunkErrors } from './lib/app/chunk-reload';
import { createQueryClient } from './lib/app/query-client';
import { loadCustomerConfig } from './lib/config/customer-config';
import { createHttpClient } from './lib/http/create-http-client';
import { detectLocale } from './lib/i18n/detect-locale';
import { bindDocumentLanguage, createI18n } from './lib/i18n/i18n';
import { readLocaleCookie, writeLocaleCookie } from './lib/i18n/locale-cookie';
import { LocalePrefixState, splitLocalePrefix } from './lib/i18n/locale-prefix';
import { allLocales } from './lib/i18n/locales';
import { ensureTrailingSlash } from './lib/router/trailing-slash';
import { ensureBrandVariables } from './lib/theme/brand-variables';
import { bindColourModeToDocument } from './lib/theme/apply-colour-mode';
import { colourModeStore } from './lib/theme/colour-mode-store';
import { createAppRouter } from './router';
import type { SessionRuntime } from './features/auth/lib/session-runtime';
import { deviceIdentity } from './lib/session/device-identity';
import { hasSession, sessionStore } from './lib/session/session-store';
import { sessionTokenStorage } from './lib/session/session-token-storage';
import { createTokenStore } from './lib/session/token-store';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);

function startTheme(config: CustomerConfig) {
  ensureBrandVariables(config.theme);
  const colour = colourModeStore();
  colour.getState().setTenantForcesDark(!config.features.whiteTheme);
  bindColourModeToDocument(colour);
  if (!document.title) document.title = config.name;
  if (config.theme.faviconUrl) {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = config.theme.faviconUrl;
  }
}

async function startI18n(config: CustomerConfig) {
  const available = config.languages;
  const pathLocale = splitLocalePrefix(window.location.pathname, available).locale;
  const cookie = readLocaleCookie(document.cookie);
  const locale = detectLocale({
    pathLocale,
    cookie,
    browserLanguages: navigator.languages,
    available,
    tenantDefault: config.defaultLanguage,
  });
  if (cookie !== locale) writeLocaleCookie(locale);
  const prefix = new LocalePrefixState(available, pathLocale);
  const i18n = await createI18n(locale);
  bindDocumentLanguage(i18n);
  // History moving between /de/… and /fr/… (back after a switch) carries the language along.
  prefix.subscribe((next) => {
    if (next && next !== i18n.language) void i18n.changeLanguage(next);
  });
  return { i18n, locale: { available, prefix } };
}

async function boot() {
  listenForChunkErrors();
  ensureTrailingSlash();
  const config = await loadCustomerConfig();
  startTheme(config);
  const { i18n, locale } = await startI18n(config);
  const queryClient = createQueryClient();
  const session = sessionStore();
  // The session runtime (device check, realtime room, sign-out redirects) is a chunk of its own,
  // loaded only once someone is signed in: visitors never fetch it.
  let runtime: Promise<SessionRuntime> | null = null;
  const startRuntime = () =>
    (runtime ??= import('./features/auth/lib/start-session').then(({ startSessionRuntime }) =>
      startSessionRuntime(
        { store: session, config, device: deviceIdentity(), queryClient },
        router,
      ),
    ));
  const tokens = createTokenStore({
    storage: sessionTokenStorage(session),
    // The refresh call itself never carries the access token.
    http: createHttpClient({ baseUrl: config.apiBaseUrl }),
    onRefreshFailed: () => void startRuntime().then((started) => started.onRefreshFailed()),
  });
  installApiClient(createHttpClient({ baseUrl: config.apiBaseUrl, tokens }));
  const router = createAppRouter({
    context: { queryClient, config },
    rewrite: locale.prefix.rewrite(),
  });
  if (hasSession(session.getState())) void startRuntime();
  else {
    const stop = session.subscribe((state) => {
      if (!hasSession(state)) return;
      stop();
      void startRuntime();
    });
  }
  // A transition renders in slices that yield to the browser, so the first render of the whole
  // tree is no single long task blocking input (Total Blocking Time on a phone).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App
          config={config}
          i18n={i18n}
          locale={locale}
          queryClient={queryClient}
          router={router}
        />
      </StrictMode>,
    );
  });
}

boot().catch(async (error: unknown) => {
  console.error('Touchline could not start', error);
  const language = detectLocale({
    pathLocale: null,
    cookie: readLocaleCookie(document.cookie),
    browserLanguages: navigator.languages,
    available: allLocales,
    tenantDefault: 'en',
  });
  const i18n = await createI18n(language).catch(() => null);
  root.render(<BootFailure i18n={i18n} />);
});
