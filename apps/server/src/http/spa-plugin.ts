// Serves the built single-page app when WEB_DIST/index.html exists: hashed assets cached forever,
// other files revalidated, and every page URL answered with the tenant's rendered index.html.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerFacts } from '../modules/tenants/customer-config';
import { toCustomerConfig } from '../modules/tenants/customer-config';
import type { Tenant } from '../modules/tenants/tenant';
import { isApiPath, type PageFallback } from './error-plugin';
import { pageDirectives } from './content-security-policy';
import { markScriptNonces, renderIndexHtml, withNonce } from './index-html';

const immutable = 'public, max-age=31536000, immutable';
/** Paths that are never pages, even when nothing else answered them. */
const notPages = ['/media/', '/assets/', '/builds/'];

export interface Spa {
  /** Registers the static file routes. */
  register(app: FastifyInstance): Promise<void>;
  /** The not-found fallback that answers page URLs. */
  pageFallback: PageFallback;
}

export interface SpaOptions {
  /** Serve the build's `*.map` files (SOURCE_MAPS); off, they answer 404 like a missing file. */
  sourceMaps: boolean;
}

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

  const pageFallback = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const [path = '/', query] = splitUrl(request.url);
    if (isApiPath(path) || notPages.some((prefix) => path.startsWith(prefix))) return false;
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
        directives: pageDirectives(request.tenant, nonce, https),
      },
    });
    const html = withNonce(await page(request.tenant), nonce);
    void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  };

  const register = async (app: FastifyInstance) => {
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
        !isApiPath(pathName) &&
        (options.sourceMaps || !pathName.endsWith('.map')),
      setHeaders: (res, filePath) => {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  };

  return { register, pageFallback };
}

function splitUrl(url: string): [string, string | undefined] {
  const at = url.indexOf('?');
  return at === -1 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)];
}
