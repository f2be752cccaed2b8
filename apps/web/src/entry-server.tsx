// Server rendering of a page (ADR 036). Built by `vite build --ssr` and loaded by the server at
// start. The same routes and providers as main.tsx render for an anonymous visitor through
// React's streaming renderer and TanStack Router's server helpers; the router's matches, the
// TanStack Query cache and the locale's texts travel in the page, so the browser hydrates
// without asking for any of them again.
import './lib/app/zod-jitless';
import { PassThrough, Readable } from 'node:stream';
import type { AnyRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { App } from './app';
import { fallbackChain, localeDir } from './lib/i18n/locales';
import { pageHead } from './lib/router/page-head';
import { deepestStaticData } from './lib/router/static-data';
import type { PageTexts } from './lib/i18n/page-texts';
import { loadPage, type PageRequest } from './server-page-load';
import type { PageAnswer as RenderedPage, PayloadAnswer } from '@touchline/contract/page-render';

export type { PageRequest };
export type PageAnswer = RenderedPage<Readable, PageTexts>;

/**
 * The router's first script (its bootstrap, which route scripts in the markup call), React's
 * markup, then the router's data: its matches and the query cache, each script removing itself
 * once run. TanStack's own stream transform expects a whole document (it takes the page's
 * <header> for <head>).
 */
async function* withRouterScripts(markup: Readable, router: AnyRouter) {
  const ssr = router.serverSsr;
  const [bootstrap] = ssr?.injectedHtml ?? [];
  if (bootstrap) yield await bootstrap;
  for await (const chunk of markup) yield chunk as Buffer;
  if (!ssr) return;
  ssr.setRenderFinished();
  let written = 1;
  while (written < ssr.injectedHtml.length) {
    const pending = ssr.injectedHtml.slice(written);
    written = ssr.injectedHtml.length;
    yield (await Promise.all(pending)).join('');
  }
}

export async function renderPage(request: PageRequest): Promise<PageAnswer> {
  const { config } = request;
  const loaded = await loadPage(request);
  const { locale, i18n, queryClient, router, prefix, available } = loaded;
  if (loaded.browserOnly) return { kind: 'browser-only' };
  // Sign-in and account forms are left to the browser: what a visitor typed into a server-rendered
  // field before hydration would be reset by the form library when it takes the field over.
  if (deepestStaticData(router.state.matches, 'layout') === 'auth') return { kind: 'browser-only' };
  if (loaded.redirectTo) return { kind: 'redirect', ...loaded.redirectTo };

  // The bootstrap goes first, on its own; then the data.
  await router.serverSsr?.injectScript(() => '');
  await router.serverSsr?.dehydrate();
  const languages = [locale, ...fallbackChain(locale)];
  const texts: PageTexts = {
    locale,
    resources: Object.fromEntries(
      languages.map((language) => [language, i18n.getResourceBundle(language, 'translation')]),
    ),
  };
  const head = pageHead({ router, config, i18n, origin: request.origin, url: request.url });

  const app = new PassThrough();
  const stream = renderToPipeableStream(
    <StrictMode>
      <App
        config={config}
        i18n={i18n}
        locale={{ available, prefix }}
        queryClient={queryClient}
        router={router}
      />
    </StrictMode>,
    {
      nonce: request.nonce,
      // Every boundary inline: React would otherwise move large ones to the end of the stream,
      // hidden until one of its scripts reveals them, which a page read without JavaScript
      // never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Whole pages, not a shell with fallbacks: the data is already there, and a visitor or
      // crawler without JavaScript could not reveal content streamed in later.
      onAllReady: () => stream.pipe(app),
      onShellError: (error) =>
        app.destroy(error instanceof Error ? error : new Error(String(error))),
      onError: (error) => {
        console.error('server rendering failed', error);
      },
    },
  );
  return {
    kind: 'page',
    status: router.state.statusCode,
    lang: locale,
    dir: localeDir(locale),
    head,
    texts,
    body: Readable.from(withRouterScripts(app, router)),
  };
}

/** The page's data without its markup: `{path}/_payload.json`. */
export async function renderPayload(request: PageRequest): Promise<PayloadAnswer> {
  const loaded = await loadPage(request);
  if (loaded.browserOnly) return { kind: 'browser-only' };
  if (loaded.redirectTo) return { kind: 'redirect', ...loaded.redirectTo };
  const { matches, statusCode } = loaded.router.state;
  return {
    kind: 'payload',
    payload: {
      url: request.url,
      locale: loaded.locale,
      status: statusCode,
      routes: matches.map((match) => ({ id: match.routeId, params: match.params })),
      data: loaded.queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'success')
        .map((query) => ({ key: query.queryKey, value: query.state.data })),
    },
  };
}
