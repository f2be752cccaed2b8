import { render, screen, waitFor } from '@testing-library/react';
import type { Event } from '@touchline/contract/entities/event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installApiClient } from '../../../lib/app/api-client';
import { createHttpClient } from '../../../lib/http/create-http-client';
import { createFakeFetch, jsonResponse } from '../../../lib/http/fake-fetch';
import { pageOf, sampleEvent } from '../../../test/fixtures';
import { TestProviders, testServices } from '../../../test/providers';
import { EventPage, type PlayerSlotProps } from './event-page';

function serve(answer: (url: URL) => Response) {
  const fake = createFakeFetch((request) => answer(new URL(request.url, 'http://tl.test')));
  installApiClient(createHttpClient({ fetch: fake.fetch }));
  return fake;
}

afterEach(() => {
  vi.restoreAllMocks();
  installApiClient(
    createHttpClient({ fetch: () => Promise.reject(new Error('no fetch in this test')) }),
  );
});

async function renderPage(event: Event, signedIn = false) {
  const services = await testServices();
  const players: PlayerSlotProps[] = [];
  render(
    <TestProviders services={services}>
      <EventPage
        event={event}
        signedIn={signedIn}
        renderCard={(item) => <span data-testid="card">{item.title}</span>}
        renderPlayer={(props) => {
          players.push(props);
          return <div data-testid="player-slot" />;
        }}
      />
    </TestProviders>,
  );
  return players;
}

const source = (hd: string | null, epg: string | null = null) => ({
  hd,
  panoramic: null,
  poster: null,
  clip: null,
  epg,
});

describe('EventPage', () => {
  it('plays an archived game as VOD and fills its rails; a failing sub-load only empties its block', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const related = sampleEvent({ id: 'rel-1', eventId: 'rel-1', title: 'Related game' });
    const fake = serve((url) => {
      if (url.pathname === '/api/vod/get_related_videos') return jsonResponse(pageOf([related]));
      if (url.pathname === '/api/clip/list')
        return jsonResponse({ error: 'x', message: 'down' }, 500);
      return jsonResponse(
        { error: 'not_found', messageErrorCode: 'not_found', message: 'no' },
        404,
      );
    });
    const event = sampleEvent({
      eventStatus: 'vod',
      source: source('/media/vod/match-1/master.m3u8'),
    });
    const players = await renderPage(event);

    expect(screen.getByTestId('player-slot')).toBeTruthy();
    expect(players[0]!.playback).toMatchObject({
      url: '/media/vod/match-1/master.m3u8',
      live: false,
    });
    expect(await screen.findByText('Related game')).toBeTruthy();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'event page: game highlights could not be loaded',
        expect.anything(),
      ),
    );
    expect(screen.queryByTestId('rail-game-highlights')).toBeNull();
    expect(screen.getByTestId('event-title').textContent).toBe(event.title);
    // Visitors never ask for the signed-in sub-loads.
    const paths = fake.requests.map((r) => new URL(r.url, 'http://tl.test').pathname);
    expect(paths).not.toContain('/api/tag/list');
    expect(paths).not.toContain('/api/clip/user_list');
  });

  it('signed in: one user_list call fills both of the viewer’s rails; tags are asked for once each', async () => {
    const clip = sampleEvent({ id: 'uc-1', title: 'My cut', eventType: 'user_clip' });
    const mine = sampleEvent({ id: 'uh-1', title: 'My highlight', eventType: 'user_highlight' });
    // The other sub-loads get an empty page, which some do not accept: they only log.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = serve((url) => {
      if (url.pathname === '/api/clip/user_list') return jsonResponse(pageOf([clip, mine]));
      if (url.pathname === '/api/tag/list') return jsonResponse(pageOf([]));
      return jsonResponse(pageOf([]));
    });
    await renderPage(
      sampleEvent({ eventStatus: 'vod', source: source('/media/vod/match-1/master.m3u8') }),
      true,
    );
    expect(await screen.findByText('My cut')).toBeTruthy();
    expect(await screen.findByText('My highlight')).toBeTruthy();
    const paths = fake.requests.map((r) => new URL(r.url, 'http://tl.test').pathname);
    expect(paths.filter((p) => p === '/api/clip/user_list')).toHaveLength(1);
    // The shared tags and the viewer's own: two questions of the same call, each asked once.
    expect(paths.filter((p) => p === '/api/tag/list')).toHaveLength(2);
  });

  it('shows why a paid event cannot play and its commerce options instead of the player', async () => {
    serve((url) =>
      url.pathname === '/api/event/get_commerce_options'
        ? jsonResponse({
            content: [
              {
                id: 'pass-1',
                title: 'Match pass',
                description: 'This game live and on replay.',
                eventId: 'ev-1',
                price: 4.99,
                currency: 'EUR',
                type: 'ppv',
                isCanceled: false,
                isActive: true,
                startDate: null,
                endDate: null,
                purchaseProcessing: false,
                lastPayment: null,
                autoRenew: false,
                isEventAvailableInUserRegion: true,
                duration: null,
                durationUnits: null,
                allowedAccessIdentityItems: [],
              },
              {
                id: 'season',
                title: 'Season pass',
                description: null,
                eventId: null,
                price: 79.99,
                currency: 'EUR',
                type: 'svod',
                isCanceled: false,
                isActive: true,
                startDate: null,
                endDate: null,
                purchaseProcessing: false,
                lastPayment: null,
                autoRenew: true,
                isEventAvailableInUserRegion: true,
                duration: 1,
                durationUnits: 'year',
                allowedAccessIdentityItems: [{ id: 'league-1', title: 'Coastal League' }],
              },
            ],
          })
        : jsonResponse(pageOf([])),
    );
    await renderPage(
      sampleEvent({
        eventStatus: 'vod',
        isEventAvailableForUser: false,
        source: source('/v.m3u8'),
      }),
    );
    expect(screen.queryByTestId('player-slot')).toBeNull();
    expect(screen.getByTestId('availability').getAttribute('data-reason')).toBe('not-entitled');
    expect(await screen.findByText('Match pass')).toBeTruthy();
    expect(screen.getByText('€4.99')).toBeTruthy();
    expect(screen.getByText('This game live and on replay.')).toBeTruthy();
    expect(screen.getByText('€79.99')).toBeTruthy();
    expect(screen.getByText('Subscription · Access for 1 year')).toBeTruthy();
    // The list itself sells nothing: a way to buy comes from the page that composes it (renderBuy).
    const list = screen.getByRole('list', { name: 'Offers that unlock this event' });
    expect(list.querySelectorAll('a, button')).toHaveLength(0);
  });

  it('loads only commerce options and the guide for a channel, and shows what is on now and next', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const fake = serve((url) =>
      url.pathname === '/api/event/epg/ch-1'
        ? jsonResponse({
            entries: [
              { title: 'Classic Match', start: at(-30), end: at(30) },
              { title: 'Goals of the Week', start: at(30), end: at(60) },
            ],
          })
        : jsonResponse({ content: [] }),
    );
    const players = await renderPage(
      sampleEvent({
        id: 'ch-1',
        eventId: 'ch-1',
        eventStatus: 'channel',
        source: source('/media/live/match-1/master.m3u8', '/api/event/epg/ch-1'),
      }),
    );
    expect(players[0]!.playback).toMatchObject({
      url: '/media/live/match-1/master.m3u8?dvr=1',
      live: true,
    });
    expect((await screen.findByTestId('guide-now')).textContent).toContain('Classic Match');
    expect(screen.getByTestId('guide-next').textContent).toContain('Goals of the Week');
    const paths = fake.requests.map((r) => new URL(r.url, 'http://tl.test').pathname).sort();
    expect([...new Set(paths)]).toEqual(['/api/event/epg/ch-1', '/api/event/get_commerce_options']);
  });
});
