import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type FakeHandler } from '../../../lib/http/fake-fetch';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { StreamGuard } from './stream-guard';

const lease = { id: 'lease-3', expiresAt: '2031-01-01T00:00:45.000Z', heartbeatSeconds: 15 };
const streams = {
  limit: 2,
  entries: [
    {
      id: 'lease-1',
      deviceName: 'Living-room TV',
      eventId: 'ev-1',
      eventTitle: 'Gulls v Terns',
      since: '2031-01-01T18:00:00.000Z',
      current: false,
    },
    {
      id: 'lease-2',
      deviceName: 'Phone',
      eventId: 'ev-2',
      eventTitle: 'Cup final',
      since: '2031-01-01T18:30:00.000Z',
      current: false,
    },
  ],
};

function serve(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

afterEach(() => {
  installApiClient(createHttpClient({ fetch: () => Promise.reject(new Error('no fetch')) }));
});

describe('StreamGuard', () => {
  it('past the limit lists the other streams; stopping one starts the player here', async () => {
    let stopped = false;
    const fake = serve((request) => {
      if (request.url.endsWith('/api/streams/lease-1/stop')) {
        stopped = true;
        return jsonResponse({ content: { stopped: true } });
      }
      if (request.method === 'GET') return jsonResponse({ content: streams });
      return stopped
        ? jsonResponse({ content: lease })
        : jsonResponse(
            {
              error: 'conflict',
              messageErrorCode: 'conflict',
              message: 'This account already watches 2 streams at once',
              context: 'stream_limit',
            },
            409,
          );
    });
    await renderAtRoute(await testServices(), '/watch/', () => (
      <StreamGuard eventId="ev-9" enabled>
        <p data-testid="player">player</p>
      </StreamGuard>
    ));
    expect((await screen.findByTestId('stream-limit')).textContent).toContain(
      'Too many streams at once',
    );
    const entries = await screen.findAllByTestId('stream-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Living-room TV: Gulls v Terns'),
      expect.stringContaining('Phone: Cup final'),
    ]);
    expect(screen.queryByTestId('player')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop the stream on Living-room TV' }));
    expect(await screen.findByTestId('player')).toBeTruthy();
    expect(
      fake.requests.filter((r) => r.url.endsWith('/api/streams') && r.method === 'POST'),
    ).toHaveLength(2);
  });

  it('with a lease, loads the address again (its token then carries the lease) before playing', async () => {
    serve(() => jsonResponse({ content: lease }));
    let reloaded: () => void = () => undefined;
    const reloads: string[] = [];
    const onLeased = () =>
      new Promise<void>((resolve) => {
        reloads.push('reload');
        reloaded = resolve;
      });
    await renderAtRoute(await testServices(), '/watch/', () => (
      <StreamGuard eventId="ev-9" enabled onLeased={onLeased}>
        <p data-testid="player">player</p>
      </StreamGuard>
    ));
    await waitFor(() => expect(reloads).toEqual(['reload']));
    // The address without the lease would be refused: the player waits for the new one.
    expect(screen.queryByTestId('player')).toBeNull();
    reloaded();
    expect(await screen.findByTestId('player')).toBeTruthy();
  });

  it('does not reload the address where the tenant needs no lease', async () => {
    serve(() => jsonResponse({ content: null }));
    const reloads: string[] = [];
    const onLeased = () => {
      reloads.push('reload');
      return Promise.resolve();
    };
    await renderAtRoute(await testServices(), '/watch/', () => (
      <StreamGuard eventId="ev-9" enabled onLeased={onLeased}>
        <p data-testid="player">player</p>
      </StreamGuard>
    ));
    expect(await screen.findByTestId('player')).toBeTruthy();
    expect(reloads).toEqual([]);
  });

  it('plays at once without asking when no lease is needed', async () => {
    const fake = serve(() => jsonResponse({ content: null }));
    await renderAtRoute(await testServices(), '/watch/', () => (
      <StreamGuard eventId="ev-9" enabled={false}>
        <p data-testid="player">player</p>
      </StreamGuard>
    ));
    expect(await screen.findByTestId('player')).toBeTruthy();
    await waitFor(() => expect(fake.requests).toHaveLength(0));
  });
});
