// Each tenant's robots.txt and sitemap.xml (ADR 036), for the host they are asked on. The sitemap
// lists the portal's fixed pages, the leagues, categories and teams, and the latest games, read
// through the public catalogue calls as an anonymous visitor would (in-process, like the pages).
import type { Identity } from '@touchline/contract/entities/identity';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from './index-html';

/** Pages every portal has (spec §2), besides the ones found in the catalogue. */
const fixedPages = [
  '/',
  '/live/',
  '/upcoming/',
  '/archive/',
  '/highlight/',
  '/search/',
  '/faq/',
  '/about/',
];
/** Games listed per state: the sitemap stays one file (well under 50 000 URLs). */
const eventsPerState = 100;
const identityKinds = ['league', 'category', 'team'] as const;

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

async function listCall(app: FastifyInstance, request: FastifyRequest, url: string, body: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    headers: { host: request.host, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return [];
  const { content } = answer.json<{ content: { entries: unknown[] } }>();
  return content.entries;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in and sign-in pages hold nothing to index.
    'Disallow: /account/',
    'Disallow: /auth/',
    'Disallow: /api/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(origin: string, pages: { path: string; lastModified?: string }[]) {
  const urls = pages.map(
    ({ path, lastModified }) =>
      `<url><loc>${escapeHtml(origin + path)}</loc>${lastModified ? `<lastmod>${escapeHtml(lastModified)}</lastmod>` : ''}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function siteIndexRoutes(app: FastifyInstance, _options: object, done: () => void) {
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const teamsShown = !request.tenant.config.features.disableTeamPage;
    const [identities, ...events] = await Promise.all([
      Promise.all(
        identityKinds
          .filter((kind) => kind !== 'team' || teamsShown)
          .map((kind) =>
            listCall(app, request, '/api/identity/list', { kind, archived: false, size: 100 }),
          ),
      ),
      ...['live', 'upcoming', 'archived'].map((status) =>
        listCall(app, request, '/api/event/list', { status, size: eventsPerState }),
      ),
    ]);
    const pages = [
      ...fixedPages.map((path) => ({ path })),
      ...(identities.flat() as Identity[])
        .filter((identity) => identityKinds.includes(identity.kind as never))
        .map((identity) => ({ path: `/${identity.kind}/${encodeURIComponent(identity.id)}/` })),
      ...(events.flat() as { id: string; gameStartDate?: string }[]).map((event) => ({
        path: `/events/${encodeURIComponent(event.id)}/`,
        lastModified: event.gameStartDate,
      })),
    ];
    const unique = [...new Map(pages.map((page) => [page.path, page])).values()];
    return reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(originOf(request), unique));
  });
  done();
}
