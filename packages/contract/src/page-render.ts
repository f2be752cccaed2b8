// What the server asks the portal's page renderer (apps/web/src/entry-server.tsx, built by Vite)
// and what it answers (ADR 036). Both sides are built separately and meet at run time, so the
// shape lives here once. The body's stream type and the texts' shape are the renderer's own
// (Node's Readable, the portal's PageTexts), like the runtime's fetch: the contract names them as
// parameters.
import type { CustomerConfig } from './customer-config';

/**
 * The id of the `<style>` that carries the tenant's brand colours in every page the server sends.
 * The browser looks for it instead of reading the colours back through computed style, which
 * would make it recompute the style of the whole server-rendered page while booting.
 */
export const themeStyleId = 'touchline-theme';

export interface PageRequest<Fetch> {
  /** Path and query as requested, locale prefix included. */
  url: string;
  /** The portal's origin as the visitor sees it (for absolute links in the head). */
  origin: string;
  config: CustomerConfig;
  cookie: string;
  acceptLanguage: string;
  /** Tests only (ADR 040): render every text pseudo-translated. */
  pseudoLocale?: boolean;
  /** The response's Content-Security-Policy nonce: every inline script carries it. */
  nonce: string;
  /** How the page's API calls reach the server: in the same process, as the visitor. */
  fetch: Fetch;
}

export type PageAnswer<Body, Texts = unknown> =
  /** A page only the browser can decide (it needs the stored session): send the plain shell. */
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; href: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      dir: 'ltr' | 'rtl';
      /** Title, description, share cards and structured data of the page. */
      head: string;
      /** The texts, before the app's script: `window.__TOUCHLINE_TEXTS__`. */
      texts: Texts;
      /** The markup of #root followed by the router's data scripts. */
      body: Body;
    };

/**
 * A public page's data as JSON, served at `{path}/_payload.json` (spec §7 "Infrastructure
 * fetches"): what the server-rendered page was built from, for clients that want the data
 * without the markup.
 */
export interface PagePayload {
  /** The page's path and query, locale prefix included. */
  url: string;
  locale: string;
  /** The page's HTTP status (404 for an unknown page or a missing event). */
  status: number;
  /** The routes the path matched, outermost first. */
  routes: { id: string; params: Record<string, string> }[];
  /** Each answer the page's loaders fetched, by its query key. */
  data: { key: readonly unknown[]; value: unknown }[];
}

export type PayloadAnswer =
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; href: string }
  | { kind: 'payload'; payload: PagePayload };
