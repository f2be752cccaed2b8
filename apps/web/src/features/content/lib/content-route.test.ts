// The content pages' loader: the page in the visit's language into the query cache (so the
// server's HTML carries it), a page the tenant lacks as the not-found page (HTTP 404).
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { createI18n } from '../../../lib/i18n/i18n';
import type { RouterContext } from '../../../lib/router/router-context';
import { sampleConfig } from '../../../test/fixtures';
import { thrownBy } from '../../../test/thrown-by';
import { staticPageQueryOptions } from '../api/get-static-page';
import { contentRoute, loadContentPage } from './content-route';

const page = {
  type: 'about',
  title: 'Über uns',
  markdown: 'Wir zeigen jedes Spiel.',
  html: '<p>Wir zeigen jedes Spiel.</p>',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function setup(status: number) {
  const { fetch, requests } = createFakeFetch(() =>
    status === 200
      ? jsonResponse({ content: page })
      : jsonResponse(
          { error: 'not_found', messageErrorCode: 'not_found', message: 'Page not found' },
          status,
        ),
  );
  installApiClient(createHttpClient({ fetch }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const config = sampleConfig({ languages: ['en', 'de'] });
  const context: RouterContext = { queryClient, config, i18n: await createI18n('de') };
  return { context, requests, queryClient };
}

describe('content route', () => {
  it('loads the page in the visit language, and its head reads it from the cache', async () => {
    const { context, requests, queryClient } = await setup(200);
    await loadContentPage(context, 'about');
    expect(requests.map((request) => new URL(request.url, 'http://x').search)).toEqual([
      '?locale=de',
    ]);
    expect(queryClient.getQueryData(staticPageQueryOptions('about', 'de').queryKey)).toBeTruthy();
    const head = contentRoute('about').head({ match: { context }, params: {} });
    expect(head.meta?.[0]).toEqual({ title: 'Über uns' });
    expect(head.meta).toContainEqual({ name: 'description', content: 'Wir zeigen jedes Spiel.' });
  });

  it('a page the tenant does not have is the not-found page', async () => {
    const { context } = await setup(404);
    expect(isNotFound(await thrownBy(() => loadContentPage(context, 'no-such-page')))).toBe(true);
  });

  it('a type that is no page slug is not found without asking the server', async () => {
    const { context, requests } = await setup(200);
    expect(isNotFound(await thrownBy(() => loadContentPage(context, 'Not_A_Slug')))).toBe(true);
    expect(requests).toEqual([]);
  });

  it('a server failure leaves the page to its own error state', async () => {
    const { context } = await setup(500);
    await expect(loadContentPage(context, 'about')).resolves.toBeUndefined();
  });
});
