import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { testServices, type TestServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { ProviderLinkConfirm } from './provider-link-confirm';

let services: TestServices;
beforeAll(async () => {
  services = await testServices();
});

const token = 'mailed-confirmation-token';
const invalid = () =>
  jsonResponse(
    { error: 'invalid_token', messageErrorCode: 'invalid_token', message: 'The link is invalid' },
    401,
  );

async function show(handler: FakeHandler, props: { token: string | undefined } = { token }) {
  const server = createFakeFetch(handler);
  installApiClient(createHttpClient({ fetch: server.fetch }));
  services.queryClient.clear();
  await renderAtRoute(services, '/auth/provider-link/', () => (
    <ProviderLinkConfirm token={props.token} />
  ));
  return server.requests;
}

describe('ProviderLinkConfirm', () => {
  it('shows what would be linked without linking it, and links it on Allow', async () => {
    const requests = await show((request) =>
      request.url.endsWith('/api/user/pending_provider_link')
        ? jsonResponse({ content: { provider: 'ifa', email: 'ana@example.com' } })
        : jsonResponse({ content: { provider: 'ifa' } }),
    );
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Allow signing in with the federation account?',
    });
    expect(heading).toBeTruthy();
    expect(screen.getByText(/the account of ana@example\.com/)).toBeTruthy();
    // Looking asked only what the link would do.
    expect(requests.map((r) => r.url.replace(/^.*\/api/, '/api'))).toEqual([
      '/api/user/pending_provider_link',
    ]);
    expect(requests[0]?.body).toEqual({ token });

    fireEvent.click(screen.getByTestId('provider-link-allow'));
    await screen.findByTestId('provider-link-done');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'You can now sign in with the federation account',
    );
    expect(requests[1]?.url).toMatch(/\/api\/user\/confirm_provider_link$/);
    expect(requests[1]?.body).toEqual({ token });
    expect(screen.getByTestId('provider-link-sign-in').getAttribute('href')).toBe('/auth/login/');
  });

  it('says the link no longer works when the server refuses its token, and offers nothing to allow', async () => {
    await show(() => invalid());
    await screen.findByTestId('provider-link-invalid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This link no longer works');
    expect(screen.queryByTestId('provider-link-allow')).toBeNull();
  });

  it('asks nothing of the server without a token', async () => {
    const requests = await show(() => invalid(), { token: undefined });
    expect(await screen.findByTestId('provider-link-invalid')).toBeTruthy();
    await waitFor(() => expect(requests).toEqual([]));
  });

  it('says so when the link expired between opening and allowing', async () => {
    await show((request) =>
      request.url.endsWith('/api/user/pending_provider_link')
        ? jsonResponse({ content: { provider: 'google', email: 'ana@example.com' } })
        : invalid(),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Allow signing in with Google' }));
    await screen.findByTestId('provider-link-invalid');
  });
});
