// Steps whose buttons sit below lists load those lists before they show: a list arriving after
// the page showed moved the buttons under a press on its way (a journey's Continue landed on the
// team field that had just appeared). Each route's loader settles only once its lists are in.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { choicesQueryOptions } from '../features/account/api/list-choices';
import { contractsQueryOptions } from '../features/commerce/api/customer-contracts';
import { subscriptionsQueryOptions } from '../features/commerce/api/list-subscriptions';
import { installApiClient } from '../lib/app/api-client';
import { createHttpClient } from '../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../lib/http/fake-fetch';
import { pagedOf } from '../test/fixtures';
import { Route as accountSubscription } from './account/subscription/index';
import { Route as personalization } from './auth/sign-up/personalization/index';
import { Route as signUpSubscription } from './auth/sign-up/subscription/index';

/** Every answer arrives after a while, so a loader that does not wait would settle first. */
function slowServer() {
  const { fetch, requests } = createFakeFetch(async (request) => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    if (request.url.includes('/api/identity/list')) return jsonResponse(pagedOf([]));
    if (request.url.includes('/api/commerce/')) return jsonResponse({ content: [] });
    throw new Error(`unexpected ${request.url}`);
  });
  installApiClient(createHttpClient({ fetch }));
  return requests;
}

type Loader = (args: { context: { queryClient: QueryClient } }) => Promise<unknown>;
const loaderOf = (route: { options: unknown }) => (route.options as { loader: Loader }).loader;

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('list-first loaders', () => {
  const cases = [
    {
      name: '/auth/sign-up/personalization/',
      route: personalization,
      keys: [choicesQueryOptions('league').queryKey, choicesQueryOptions('team').queryKey],
    },
    {
      name: '/auth/sign-up/subscription/',
      route: signUpSubscription,
      keys: [subscriptionsQueryOptions().queryKey],
    },
    {
      name: '/account/subscription/',
      route: accountSubscription,
      keys: [contractsQueryOptions().queryKey, subscriptionsQueryOptions().queryKey],
    },
  ];

  for (const { name, route, keys } of cases) {
    it(`${name} shows once its lists are in`, async () => {
      const requests = slowServer();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await loaderOf(route)({ context: { queryClient } });
      expect(requests).toHaveLength(keys.length);
      for (const key of keys) expect(queryClient.getQueryState(key)?.status).toBe('success');
    });
  }

  it('shows the step when a list fails, leaving its place to the page', async () => {
    installApiClient(
      createHttpClient({
        fetch: createFakeFetch(() =>
          jsonResponse({ error: 'internal', messageErrorCode: 'internal', message: 'Down' }, 503),
        ).fetch,
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await loaderOf(signUpSubscription)({ context: { queryClient } });
    expect(queryClient.getQueryState(subscriptionsQueryOptions().queryKey)?.status).toBe('error');
  });
});
