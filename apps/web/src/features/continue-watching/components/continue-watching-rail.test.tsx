import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { sessionStore } from '../../../lib/session/session-store';
import { signInAs } from '../../../test/auth-fixtures';
import { pageOf, sampleEvent } from '../../../test/fixtures';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { notify } from '../../../ui/notify';
import { ContinueWatchingRail } from './continue-watching-rail';

let services: TestServices;
beforeEach(async () => {
  services = await testServices();
  signInAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  sessionStore().getState().clear();
});

function serve(response: () => Response) {
  installApiClient(createHttpClient({ fetch: createFakeFetch(response).fetch }));
  render(
    <TestProviders services={services}>
      <ContinueWatchingRail renderCard={(event) => <span data-testid="card">{event.title}</span>} />
    </TestProviders>,
  );
}

describe('ContinueWatchingRail', () => {
  it('lists the videos left midway with where the viewer left them', async () => {
    const event = sampleEvent({ title: 'Cup final' });
    const page = pageOf([event]);
    serve(() =>
      jsonResponse({ ...page, content: { ...page.content, entries: [{ event, position: 754 }] } }),
    );
    expect((await screen.findByTestId('card')).textContent).toBe('Cup final');
    expect(screen.getByTestId('continue-from').textContent).toBe('Left at 12:34');
  });

  it('says so in an error toast when the list cannot be loaded, as the other lists do', async () => {
    const danger = vi.spyOn(notify, 'danger').mockImplementation(() => undefined);
    serve(() =>
      jsonResponse({ error: 'unavailable', messageErrorCode: 'unavailable', message: 'Down' }, 503),
    );
    await waitFor(() => expect(danger).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('rail-continue-watching')).toBeNull();
  });
});
