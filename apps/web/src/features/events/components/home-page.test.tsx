import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse, type RecordedRequest } from '../../../lib/http/fake-fetch';
import { pageOf, sampleEvent } from '../../../test/fixtures';
import { testServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { HomePage } from './home-page';
import { ListingPage } from './listing-page';

type Body = { status?: string; media_type?: string; page?: number };

function serve(answer: (body: Body) => Response) {
  const fake = createFakeFetch((request: RecordedRequest) => answer(request.body as Body));
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

const live = sampleEvent({
  id: 'live-1',
  eventId: 'live-1',
  eventStatus: 'live',
  title: 'Derby day',
});
const upcoming = sampleEvent({ id: 'up-1', eventId: 'up-1' });
const highlight = sampleEvent({
  id: 'hl-1',
  eventId: 'hl-1',
  eventType: 'highlight',
  eventStatus: 'vod',
  duration: 95,
});

afterEach(() => {
  installApiClient(
    createHttpClient({ fetch: () => Promise.reject(new Error('no fetch in this test')) }),
  );
});

describe('the home page', () => {
  it('asks for live, upcoming and archived games and highlights, and features the first live game', async () => {
    const fake = serve((body) => {
      if (body.status === 'live') return jsonResponse(pageOf([live]));
      if (body.status === 'upcoming') return jsonResponse(pageOf([upcoming]));
      if (body.media_type === 'highlight') return jsonResponse(pageOf([highlight]));
      return jsonResponse(pageOf([]));
    });
    await renderAtRoute(await testServices(), '/', HomePage);

    const hero = await screen.findByTestId('live-hero');
    expect(within(hero).getByRole('heading', { name: 'Derby day' })).toBeTruthy();
    expect(
      within(hero)
        .getByRole('link', { name: /Watch live/ })
        .getAttribute('href'),
    ).toBe('/events/live-1/');

    const liveRail = screen.getByTestId('rail-live');
    expect(within(liveRail).getByRole('heading', { name: 'Live now' })).toBeTruthy();
    expect(within(liveRail).getAllByTestId('event-card')).toHaveLength(1);
    expect(within(screen.getByTestId('rail-upcoming')).getAllByTestId('event-card')).toHaveLength(
      1,
    );
    expect(within(screen.getByTestId('rail-highlights')).getAllByTestId('event-card')).toHaveLength(
      1,
    );
    expect(
      within(liveRail).getByRole('link', { name: 'See all: Live now' }).getAttribute('href'),
    ).toBe('/live/');

    const bodies = fake.requests.map(
      (request) => request.body as Body & { sort?: string; order?: string },
    );
    expect(
      fake.requests.every(
        (request) => request.method === 'POST' && request.url === '/api/event/list',
      ),
    ).toBe(true);
    expect(bodies.map((body) => body.status ?? body.media_type).sort()).toEqual([
      'archived',
      'highlight',
      'live',
      'upcoming',
    ]);
    expect(bodies.find((body) => body.status === 'archived')).toMatchObject({
      sort: 'added',
      order: 'desc',
    });
  });

  it('features the first live game with artwork, not one just pushed without a picture', async () => {
    const bare = sampleEvent({
      id: 'live-0',
      eventId: 'live-0',
      eventStatus: 'live',
      title: 'Pushed from the stadium',
      imageUrl: null,
      source: { ...live.source, poster: null },
    });
    serve((body) => jsonResponse(pageOf(body.status === 'live' ? [bare, live] : [])));
    await renderAtRoute(await testServices(), '/', HomePage);
    const hero = await screen.findByTestId('live-hero');
    expect(within(hero).getByRole('heading', { name: 'Derby day' })).toBeTruthy();
  });

  it('says so when a rail is empty, and shows the translated error when a list fails', async () => {
    serve((body) => {
      if (body.status === 'upcoming')
        return jsonResponse(
          { error: 'rate_limited', messageErrorCode: 'rate_limited', message: 'slow down' },
          429,
        );
      return jsonResponse(pageOf([]));
    });
    await renderAtRoute(await testServices(), '/', HomePage);

    const upcomingRail = screen.getByTestId('rail-upcoming');
    expect((await within(upcomingRail).findByRole('alert')).textContent).toContain(
      'Too many requests. Please wait a moment and try again.',
    );
    const archiveRail = screen.getByTestId('rail-archived');
    expect((await within(archiveRail).findByTestId('events-empty')).textContent).toContain(
      'Nothing here yet',
    );
    expect(screen.queryByTestId('live-hero')).toBeNull();
  });
});

describe('a listing page', () => {
  it('loads the next page while the server says more exist', async () => {
    const fake = serve((body) =>
      jsonResponse(
        pageOf(
          [
            sampleEvent({
              id: `a-${body.page}`,
              eventId: `a-${body.page}`,
              eventStatus: 'vod',
              duration: 600,
            }),
          ],
          body.page === 0,
        ),
      ),
    );
    await renderAtRoute(await testServices(), '/archive/', () => (
      <ListingPage listing="archived" search={{}} onSearchChange={() => undefined} />
    ));

    expect(await screen.findByRole('heading', { level: 1, name: 'Archive' })).toBeTruthy();
    await screen.findAllByTestId('event-card');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('event-card')).toHaveLength(2));
    expect(screen.queryByTestId('load-more')).toBeNull();
    const listCalls = fake.requests.filter((request) => request.url.endsWith('/api/event/list'));
    expect(listCalls.map((request) => (request.body as Body).page)).toEqual([0, 1]);
  });
});
