// The event pages' loader on the server (no session): a missing game is the not-found page
// (HTTP 404); a user clip it cannot find may be the viewer's own, so that page is the browser's.
import { QueryClient } from '@tanstack/react-query';
import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { isBrowserOnlyPage } from '../../../lib/router/server-render';
import { sampleEvent } from '../../../test/fixtures';
import { thrownBy } from '../../../test/thrown-by';
import { loadEvent } from './load-event';

afterEach(() => vi.restoreAllMocks());

function serverWith(answer: 'found' | 'missing' | 'failing') {
  // The loader logs what it could not load; the test's output stays clean.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { fetch, requests } = createFakeFetch(() =>
    answer === 'found'
      ? jsonResponse({ content: sampleEvent({ id: 'uc-shared' }) })
      : answer === 'missing'
        ? jsonResponse(
            { error: 'not_found', messageErrorCode: 'not_found', message: 'Event not found' },
            404,
          )
        : jsonResponse({ error: 'internal', messageErrorCode: 'internal', message: 'Down' }, 503),
  );
  installApiClient(createHttpClient({ fetch }));
  return {
    requests,
    warn,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
}

describe('loadEvent on the server', () => {
  it('answers a missing game with the not-found page, without logging it as a fault', async () => {
    const { queryClient, warn } = serverWith('missing');
    const thrown = await thrownBy(() => loadEvent(queryClient, 'tl-ev-missing'));
    expect(isNotFound(thrown)).toBe(true);
    expect(isBrowserOnlyPage(thrown)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs a game it could not load for another reason, and shows the not-found page', async () => {
    const { queryClient, warn } = serverWith('failing');
    const thrown = await thrownBy(() => loadEvent(queryClient, 'tl-ev-1'));
    expect(isNotFound(thrown)).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('leaves a user clip it cannot find to the browser, which asks with the session', async () => {
    const { queryClient, requests } = serverWith('missing');
    const thrown = await thrownBy(() => loadEvent(queryClient, 'uc-someones-own'));
    expect(isBrowserOnlyPage(thrown)).toBe(true);
    expect(isNotFound(thrown)).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('renders a shared clip it finds like any event', async () => {
    const { queryClient } = serverWith('found');
    await expect(loadEvent(queryClient, 'uc-shared')).resolves.toMatchObject({ id: 'uc-shared' });
  });
});
