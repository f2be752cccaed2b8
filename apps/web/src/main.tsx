// Boot: tenant config → theme → locale and texts → API client → router → render, or hydrate
// when the server rendered the page (ADR 036).
import './lib/app/zod-jitless';
import './styles/app.css';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import { StrictMode, startTransition, type ErrorInfo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { installApiClient } from './lib/app/api-client';
import { reportCaughtError } from './lib/app/caught-errors';
import { listenForChunkErrors } from './lib/app/chunk-reload';
import { watchForNewBuild } from './lib/app/new-version';
import { telemetry } from './lib/telemetry/telemetry';
import { reactErrorReporting, wireTelemetry } from './lib/telemetry/wire-telemetry';
import { createQueryClient } from './lib/app/query-client';
import { loadCustomerConfig } from './lib/config/customer-config';
import { createHttpClient } from './lib/http/create-http-client';
import { detectLocale } from './lib/i18n/detect-locale';
import { bindDocumentLanguage, createI18n } from './lib/i18n/i18n';
import { readLocaleCookie, writeLocaleCookie } from './lib/i18n/locale-cookie';
import { LocalePrefixState, splitLocalePrefix } from './lib/i18n/locale-prefix';
import { allLocales } from './lib/i18n/locales';
import { readPageTexts } from './lib/i18n/page-texts';
import { ensureTrailingSlash } from './lib/router/trailing-slash';
import { ensureBrandVariables } from './lib/theme/brand-variables';
import { bindColourModeToDocument } from './lib/theme/apply-colour-mode';
import { colourModeStore } from './lib/theme/colour-mode-store';
import { pageRenderedOnServer } from './lib/app/server-rendered';
import { yieldToBrowser } from './lib/app/yield-to-browser';
import { createAppRouter } from './router';
import type { SessionRuntime } from './features/auth/lib/session-runtime';
import { deviceIdentity } from './lib/session/device-identity';
import { hasSession, sessionStore } from './lib/session/session-store';
import { sessionTokenStorage } from './lib/session/session-token-storage';
import { createTokenStore } from './lib/session/token-store';

const rootElement: HTMLElement | null = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const container: HTMLElement = rootElement;
// The router's data of a server-rendered page; absent, the browser renders the page alone.
const serverRendered = pageRenderedOnServer;
const pageTexts = serverRendered ? readPageTexts() : null;

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
  // A server-rendered page stays in the language it was rendered in, with the texts it carries.
  const locale =
    pageTexts?.locale ??
    detectLocale({
      pathLocale,
      cookie,
      browserLanguages: navigator.languages,
      available,
      tenantDefault: config.defaultLanguage,
    });
  if (cookie !== locale) writeLocaleCookie(locale);
  const prefix = new LocalePrefixState(available, pathLocale);
  const i18n = await createI18n(locale, undefined, pageTexts?.resources, {
    // A test harness asks for the pseudo-translation (ADR 040).
    pseudo: window.__TOUCHLINE_PSEUDO__ === true,
  });
  bindDocumentLanguage(i18n);
  // History moving between /de/… and /fr/… (back after a switch) carries the language along.
  prefix.subscribe((next) => {
    if (next && next !== i18n.language) void i18n.changeLanguage(next);
  });
  return { i18n, locale: { available, prefix } };
}

async function boot() {
  listenForChunkErrors();
  watchForNewBuild();
  ensureTrailingSlash();
  const config = await loadCustomerConfig();
  startTheme(config);
  // Evaluating the main chunk was one task; the start-up steps each get one of their own.
  await yieldToBrowser();
  const { i18n, locale } = await startI18n(config);
  await yieldToBrowser();
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
  installApiClient(
    createHttpClient({
      baseUrl: config.apiBaseUrl,
      tokens,
      onServerError: telemetry.reportServerError,
    }),
  );
  const router = createAppRouter({
    context: { queryClient, config, origin: window.location.origin, i18n },
    rewrite: locale.prefix.rewrite(),
  });
  wireTelemetry(router);
  // Decides and loads the SDKs once the page has settled; not needed for the first render.
  void import('./lib/telemetry/start-telemetry').then(({ startTelemetry }) =>
    startTelemetry(config),
  );
  if (hasSession(session.getState())) void startRuntime();
  else {
    const stop = session.subscribe((state) => {
      if (!hasSession(state)) return;
      stop();
      void startRuntime();
    });
  }
  const app = (
    <StrictMode>
      <App
        config={config}
        i18n={i18n}
        locale={locale}
        queryClient={queryClient}
        router={router}
        hydrating={serverRendered}
      />
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser, so the first render of the whole
  // tree is no single long task blocking input (Total Blocking Time on a phone).
  await yieldToBrowser();
  startTransition(() => {
    const options = {
      ...reactErrorReporting,
      // Expected outcomes (not found, redirects) are neither logged nor reported.
      onCaughtError: (error: unknown, info: ErrorInfo) => {
        if (reportCaughtError(error, info)) reactErrorReporting.onCaughtError(error, info);
      },
    };
    if (serverRendered) hydrateRoot(container, app, options);
    else createRoot(container, options).render(app);
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
  createRoot(container).render(<BootFailure i18n={i18n} />);
});
