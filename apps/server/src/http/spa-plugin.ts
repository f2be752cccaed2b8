// Serves the built portal when WEB_DIST/index.html exists: hashed assets cached forever, other
// files revalidated, and every page URL answered with the tenant's index.html — its body rendered
// on the server when the build has a page renderer (ADR 036), else the shell the browser fills.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerFacts } from '../modules/tenants/customer-config';
import { toCustomerConfig } from '../modules/tenants/customer-config';
import type { Tenant } from '../modules/tenants/tenant';
import { isApiPath, type PageFallback } from './error-plugin';
import { pageDirectives } from './content-security-policy';
import { markScriptNonces, renderIndexHtml, serverPageFrame, withNonce } from './index-html';
import { pagePayloads, payloadFile } from './page-payload';
import {
  inProcessFetch,
  currentPageRenderer,
  type PageAnswer,
  type PageRenderer,
  type PageRequest,
} from './server-render';
import { siteIndexRoutes } from './site-index-routes';

const immutable = 'public, max-age=31536000, immutable';
/** Paths that are never pages, even when nothing else answered them. */
const notPages = ['/media/', '/assets/', '/builds/'];
/** The page renderer's folder: read by the server, never sent. */
const rendererDir = '/server/';

export interface Spa {
  /** Registers the static file routes. */
  register(app: FastifyInstance): Promise<void>;
  /** The not-found fallback that answers page URLs. */
  pageFallback: PageFallback;
}

export interface SpaOptions {
  /** Serve the build's `*.map` files (SOURCE_MAPS); off, they answer 404 like a missing file. */
  sourceMaps: boolean;
  /** Render pages on the server when the build has a renderer (default); off, send the shell. */
  serverRender?: boolean;
  /** Tests only: honour the `touchline_pseudo=1` cookie with pseudo-translated pages (ADR 040). */
  pseudoLocale?: boolean;
}

const pseudoCookie = /(?:^|;\s*)touchline_pseudo=1(?:;|$)/;

/** Returns null when there is no built app to serve (API-only, or `vite dev` serves the pages). */
export function createSpa(webDist: string, facts: ServerFacts, options: SpaOptions): Spa | null {
  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return null;
  const assetsDir = join(webDist, 'assets') + sep;

  // The template is re-read when the file changes (a rebuild while the server runs); rendered
  // pages are kept per tenant object, which the tenant cache replaces when the tenant changes.
  let template = { mtimeMs: -1, html: '', rendered: new WeakMap<Tenant, string>() };
  const page = async (tenant: Tenant) => {
    const { mtimeMs } = await stat(indexPath);
    if (mtimeMs !== template.mtimeMs)
      template = { mtimeMs, html: await readFile(indexPath, 'utf8'), rendered: new WeakMap() };
    let html = template.rendered.get(tenant);
    if (html === undefined) {
      html = markScriptNonces(renderIndexHtml(template.html, toCustomerConfig(tenant, facts)));
      template.rendered.set(tenant, html);
    }
    return html;
  };

  let renderer: (() => Promise<PageRenderer | null>) | null = null;

  /** What the renderer is told about this visit (the nonce only matters to a page). */
  const visit = (request: FastifyRequest, url: string, nonce: string): PageRequest => ({
    url,
    origin: `${request.protocol}://${request.host}`,
    config: toCustomerConfig(request.tenant, facts),
    cookie: request.headers.cookie ?? '',
    acceptLanguage: request.headers['accept-language'] ?? '',
    pseudoLocale: options.pseudoLocale === true && pseudoCookie.test(request.headers.cookie ?? ''),
    nonce,
    fetch: inProcessFetch(request.server, request),
  });

  /** The server-rendered page, or null when the shell must do (no renderer, a signed-in page). */
  const renderPage = async (
    request: FastifyRequest,
    nonce: string,
  ): Promise<Exclude<PageAnswer, { kind: 'browser-only' }> | null> => {
    if (!renderer) return null;
    try {
      const current = await renderer();
      if (!current) return null;
      const answer = await current.renderPage(visit(request, request.url, nonce));
      return answer.kind === 'browser-only' ? null : answer;
    } catch (error) {
      // The browser can still render the page from the shell: a failure here costs speed only.
      request.log.error({ err: error }, 'server rendering failed; sending the shell');
      return null;
    }
  };

  const payloads = pagePayloads(async () => (renderer ? await renderer() : null), visit);

  const pageFallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const [path = '/', query] = splitUrl(request.url);
    if (isApiPath(path) || notPages.some((prefix) => path.startsWith(prefix))) return false;
    if (path.endsWith(payloadFile)) return payloads(request, reply);
    if (/\.[^/]*$/.test(path)) return false; // a missing file, not a page
    const accept = request.headers.accept;
    if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false;
    if (!path.endsWith('/')) {
      // Leading slashes collapse to one, so `//host` cannot become a redirect to another site.
      const target = `/${path.replace(/^[/\\]+/, '')}/${query === undefined ? '' : `?${query}`}`;
      void reply.redirect(target, 301);
      return true;
    }
    // A fresh nonce per answer: the page's inline scripts run, injected ones do not (ADR 032).
    const nonce = randomBytes(16).toString('base64');
    const https = request.protocol === 'https';
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: pageDirectives(request.tenant, nonce, https, facts.payment),
      },
    });
    const shell = await page(request.tenant);
    const rendered = await renderPage(request, nonce);
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!rendered) {
      void reply.send(withNonce(shell, nonce));
    } else if (rendered.kind === 'redirect') {
      void reply.redirect(rendered.href, rendered.status);
    } else {
      const [before, after] = serverPageFrame(shell, rendered).map((part) =>
        withNonce(part, nonce),
      );
      void reply
        .status(rendered.status)
        .send(Readable.from(framed(before ?? '', rendered.body, after ?? '')));
    }
    return true;
  };

  const register = async (app: FastifyInstance) => {
    if (options.serverRender ?? true) {
      renderer = currentPageRenderer(webDist);
      await renderer(); // loaded at start, so the first visitor does not wait for it
    }
    // The tenant's own robots.txt and sitemap.xml, unless the build ships a robots.txt of its own.
    if (!existsSync(join(webDist, 'robots.txt'))) await app.register(siteIndexRoutes);
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      // The build writes .br/.gz beside each text asset; the best one the client accepts is sent.
      preCompressed: true,
      // Only files: directories and index.html are pages (sent rendered); API paths are never files.
      allowedPath: (pathName) =>
        !pathName.endsWith('/') &&
        pathName !== '/index.html' &&
        !pathName.startsWith(rendererDir) &&
        !isApiPath(pathName) &&
        (options.sourceMaps || !pathName.endsWith('.map')),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  };

  return { register, pageFallback };
}

async function* framed(before: string, body: Readable, after: string) {
  yield before;
  for await (const chunk of body) yield chunk as Buffer | string;
  yield after;
}

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
