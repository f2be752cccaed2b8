// The first half of a server render (ADR 036): the visit's locale, router and query cache, with
// the page's loaders run and their answers settled. entry-server.tsx turns the result into the
// page's HTML or into its `_payload.json` (the same data as JSON).
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { attachRouterServerSsrUtils } from '@tanstack/react-router/ssr/server';
import type { PageRequest as RenderRequest } from '@touchline/contract/page-render';
import { AsyncLocalStorage } from 'node:async_hooks';
import { installApiClientLookup } from './lib/app/api-client';
import { createQueryClient } from './lib/app/query-client';
import { createHttpClient } from './lib/http/create-http-client';
import type { HttpClient } from './lib/http/http-client-types';
import { parseAcceptLanguage } from './lib/i18n/accept-language';
import { detectLocale } from './lib/i18n/detect-locale';
import { createI18n } from './lib/i18n/i18n';
import { readLocaleCookie } from './lib/i18n/locale-cookie';
import { LocalePrefixState, splitLocalePrefix } from './lib/i18n/locale-prefix';
import { isBrowserOnlyPage } from './lib/router/server-render';
import { createAppRouter } from './router';

export type PageRequest = RenderRequest<typeof globalThis.fetch>;

/** How long a page waits for the answers its loaders started before rendering without them. */
const dataWaitMs = 3000;

// Several pages render at once: the API client of each is found through the async context.
const renderScope = new AsyncLocalStorage<HttpClient>();
installApiClientLookup(() => renderScope.getStore() ?? null);

/** Waits until no query is fetching (loaders start some without awaiting them), or the cap. */
async function settleQueries(queryClient: QueryClient, capMs: number) {
  const deadline = Date.now() + capMs;
  while (queryClient.isFetching() > 0 && Date.now() < deadline) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, deadline - Date.now());
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() === 0) done();
      });
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }
}

export async function loadPage(request: PageRequest) {
  const { config } = request;
  const available = config.languages;
  const pathname = request.url.split('?')[0] ?? '/';
  const pathLocale = splitLocalePrefix(pathname, available).locale;
  const locale = detectLocale({
    pathLocale,
    cookie: readLocaleCookie(request.cookie),
    browserLanguages: parseAcceptLanguage(request.acceptLanguage),
    available,
    tenantDefault: config.defaultLanguage,
  });
  const i18n = await createI18n(locale, undefined, undefined, {
    pseudo: request.pseudoLocale === true,
  });
  const queryClient = createQueryClient();
  const http = createHttpClient({
    baseUrl: config.apiBaseUrl,
    fetch: request.fetch,
    locale: () => locale,
  });
  const prefix = new LocalePrefixState(available, pathLocale);
  const router = createAppRouter({
    context: { queryClient, config, origin: request.origin, i18n },
    rewrite: prefix.rewrite(),
    history: createMemoryHistory({ initialEntries: [request.url] }),
    nonce: request.nonce,
  });
  router.update({ ...router.options, origin: request.origin });
  attachRouterServerSsrUtils({ router, manifest: undefined });

  await renderScope.run(http, async () => {
    await router.load();
    await settleQueries(queryClient, dataWaitMs);
  });

  const { matches, redirect } = router.state;
  const browserOnly = matches.some((match) => isBrowserOnlyPage(match.error));
  // Internal targets keep the visit's locale prefix, as the browser's router would.
  const redirectTo = redirect
    ? {
        status: redirect.status,
        href: ((href) =>
          href.startsWith('/') && !href.startsWith('//') ? prefix.href(href) : href)(
          redirect.options.href ?? redirect.headers.get('Location') ?? '/',
        ),
      }
    : null;
  return { locale, i18n, queryClient, router, prefix, available, browserOnly, redirectTo };
}
