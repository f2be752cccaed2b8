// Server rendering of the portal's pages (ADR 036). `npm run build -w @touchline/web` writes the
// renderer to WEB_DIST/server/entry-server.js (apps/web/src/entry-server.tsx); it is loaded once
// at start. Without it (an API-only run, the tests' fake portal) pages are the plain shell.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type {
  PageAnswer as RenderedPage,
  PageRequest as RenderRequest,
  PayloadAnswer,
} from '@touchline/contract/page-render';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The renderer's page, its body a Node stream (the shape: contract `page-render.ts`). */
export type PageAnswer = RenderedPage<Readable>;
export type PageRequest = RenderRequest<typeof globalThis.fetch>;

export type { PayloadAnswer };

export interface PageRenderer {
  renderPage(request: PageRequest): Promise<PageAnswer>;
  /** The page's data as JSON (`{path}/_payload.json`); absent from a renderer built before it. */
  renderPayload?(request: PageRequest): Promise<PayloadAnswer>;
}

export const rendererPath = (webDist: string) => join(webDist, 'server', 'entry-server.js');

export async function loadPageRenderer(
  webDist: string,
  version?: number,
): Promise<PageRenderer | null> {
  const path = rendererPath(webDist);
  if (!existsSync(path)) return null;
  // A new version is a new module (its chunks have new names too): a rebuild while the server
  // runs is picked up instead of importing chunks the build has deleted.
  const url = `${pathToFileURL(path).href}${version === undefined ? '' : `?v=${version}`}`;
  const module = (await import(url)) as Partial<PageRenderer>;
  if (typeof module.renderPage !== 'function')
    throw new Error(`${path} does not export renderPage`);
  return {
    renderPage: module.renderPage,
    ...(typeof module.renderPayload === 'function' ? { renderPayload: module.renderPayload } : {}),
  };
}

/** The renderer of the build on disk, loaded again when the build changes. */
export function currentPageRenderer(webDist: string) {
  let loaded: { mtimeMs: number; renderer: Promise<PageRenderer | null> } | null = null;
  return async (): Promise<PageRenderer | null> => {
    const mtimeMs = await stat(rendererPath(webDist)).then(
      (file) => file.mtimeMs,
      () => -1,
    );
    if (mtimeMs === -1) return null;
    if (loaded?.mtimeMs !== mtimeMs)
      loaded = { mtimeMs, renderer: loadPageRenderer(webDist, mtimeMs) };
    return loaded.renderer;
  };
}

const noBody = new Set([204, 205, 304]);

/**
 * A fetch whose calls are answered by the app itself, as if the visitor had made them: same
 * host (so the same tenant), same client address (so the same rate limits), no credentials.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://in-process',
    );
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = visitor.host;
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitor.ip,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value])
        responseHeaders.append(name, String(one));
    }
    return new Response(noBody.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
