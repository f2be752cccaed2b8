// `{path}/_payload.json` (spec §7 "Infrastructure fetches"): a public page's data as JSON, loaded
// by the same renderer and route code as the server-rendered page, so the two never disagree.
// It is cacheable like the page: revalidated (`no-cache`) against its ETag.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PageRenderer, PageRequest } from './server-render';
import { wireError } from './wire-error';

export const payloadFile = '/_payload.json';

type Visit = (request: FastifyRequest, url: string, nonce: string) => PageRequest;

/** `/latest/_payload.json?x=1` → `/latest/?x=1`; `/_payload.json` → `/`. */
export function pageUrlOf(url: string) {
  const at = url.indexOf('?');
  const path = at === -1 ? url : url.slice(0, at);
  return `${path.slice(0, -payloadFile.length)}/${at === -1 ? '' : url.slice(at)}`;
}

/** A redirect of the page becomes a redirect to the target's payload, when it is ours. */
function payloadHref(href: string) {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const at = href.indexOf('?');
  const path = at === -1 ? href : href.slice(0, at);
  if (!path.endsWith('/')) return href;
  return `${path.slice(0, -1)}${payloadFile}${at === -1 ? '' : href.slice(at)}`;
}

export function pagePayloads(current: () => Promise<PageRenderer | null>, visit: Visit) {
  /** Answers the payload; false when there is no renderer to ask (then it is an unknown file). */
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const renderer = await current();
    if (!renderer?.renderPayload) return false;
    const answer = await renderer.renderPayload(visit(request, pageUrlOf(request.url), ''));
    void reply.header('cache-control', 'no-cache');
    if (answer.kind === 'redirect') {
      void reply.redirect(payloadHref(answer.href), answer.status);
    } else if (answer.kind === 'browser-only') {
      // A signed-in page is decided by the browser's stored session: it has no public data.
      void reply
        .status(404)
        .send(
          wireError('not_found', 'This page is only for signed-in viewers: it has no public data'),
        );
    } else {
      void reply.status(answer.payload.status).send(answer.payload);
    }
    return true;
  };
}
