import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { EventCard } from './event-card';

// Dates are shown in the viewer's time zone; pin it so the expected texts are stable.
process.env.TZ = 'Europe/Berlin';

let english: TestServices;
let german: TestServices;
beforeAll(async () => {
  english = await testServices({ locale: 'en' });
  german = await testServices({ locale: 'de', prefix: 'de' });
});

const renderCard = (services: TestServices, overrides: Parameters<typeof sampleEvent>[0] = {}) =>
  render(
    <TestProviders services={services}>
      <EventCard event={sampleEvent(overrides)} />
    </TestProviders>,
  );

describe('EventCard', () => {
  it('fetches a priority card’s poster first and at once, and leaves other posters lazy', () => {
    const { unmount } = render(
      <TestProviders services={english}>
        <EventCard event={sampleEvent()} priority />
      </TestProviders>,
    );
    const first = screen.getByTestId('event-card').querySelector('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('loading')).toBe('eager');
    unmount();
    renderCard(english);
    const other = screen.getByTestId('event-card').querySelector('img');
    expect(other?.getAttribute('fetchpriority')).toBeNull();
    expect(other?.getAttribute('loading')).toBe('lazy');
  });

  it('links to the event page and names both teams', () => {
    renderCard(english);
    const card = screen.getByTestId('event-card');
    expect(card.getAttribute('href')).toBe('/events/ev-1/');
    expect(within(card).getByRole('heading').textContent).toBe('Riverside FC vs Harbor United');
    expect(within(card).getByText(/Football/).textContent).toBe('Football · Coastal League');
    expect(within(card).getAllByTestId('team-mark')).toHaveLength(2);
  });

  it('shows the LIVE badge only for live events', () => {
    renderCard(english, { eventStatus: 'live' });
    expect(screen.getByTestId('live-badge').textContent).toBe('Live');
    // jsdom's browser reports en-US, so English times use the 12-hour clock.
    expect(screen.getByText(/^Started /).textContent).toBe('Started 7:30 PM');
  });

  it('has no LIVE badge and no length for an upcoming event', () => {
    renderCard(english, {
      date: '2031-06-14T17:30:00.000Z',
      gameStartDate: '2031-06-14T17:30:00.000Z',
    });
    expect(screen.queryByTestId('live-badge')).toBeNull();
    expect(screen.queryByTestId('duration-badge')).toBeNull();
    const time = screen.getByTestId('event-card').querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2031-06-14T17:30:00.000Z');
    expect(time?.textContent).toBe('Sat, Jun 14, 2031, 7:30 PM');
  });

  it('writes the date and time in the viewer locale', () => {
    renderCard(german, {
      date: '2031-06-14T17:30:00.000Z',
      gameStartDate: '2031-06-14T17:30:00.000Z',
    });
    const card = screen.getByTestId('event-card');
    expect(card.querySelector('time')?.textContent).toBe('Sa., 14. Juni 2031, 19:30');
    expect(within(card).getByText(/^Fußball/)).toBeTruthy();
    // A visit under /de/ keeps its links under /de/.
    expect(card.getAttribute('href')).toBe('/de/events/ev-1/');
  });

  it('says what each card is in words: full match, highlights, live, upcoming', () => {
    const cases = [
      [{ eventStatus: 'vod', eventType: 'event' }, 'Full match'],
      [{ eventStatus: 'vod', eventType: 'highlight' }, 'Highlights'],
      [{ eventStatus: 'live', eventType: 'event' }, 'Live'],
      [
        {
          eventStatus: 'upcoming',
          eventType: 'event',
          date: '2031-06-14T17:30:00.000Z',
          gameStartDate: '2031-06-14T17:30:00.000Z',
        },
        'Upcoming',
      ],
    ] as const;
    for (const [overrides, label] of cases) {
      const view = renderCard(english, overrides);
      const card = screen.getByTestId('event-card');
      const badge =
        within(card).queryByTestId('kind-badge') ?? within(card).getByTestId('live-badge');
      expect(badge.textContent).toBe(label);
      view.unmount();
    }
    // The labels are translated too.
    renderCard(german, { eventStatus: 'vod', eventType: 'highlight' });
    expect(screen.getByTestId('kind-badge').textContent).not.toBe('Highlights');
  });

  it('shows a lock for paid content the viewer cannot watch', () => {
    renderCard(english, {
      commerceType: 'ppv',
      commerceCoverage: 'commerce_ppv_media',
      isEventAvailableForUser: false,
    });
    expect(screen.getByRole('img', { name: 'Requires a pass or subscription' })).toBeTruthy();
  });

  it('shows no lock for free content or content the viewer already has', () => {
    const free = renderCard(english, { commerceType: 'free', isEventAvailableForUser: false });
    expect(screen.queryByTestId('lock-badge')).toBeNull();
    free.unmount();
    renderCard(english, { commerceType: 'subscription basic', isEventAvailableForUser: true });
    expect(screen.queryByTestId('lock-badge')).toBeNull();
  });

  it('shows the length of an archived game, spoken in minutes', () => {
    renderCard(english, { eventStatus: 'vod', duration: 5400 });
    const badge = screen.getByTestId('duration-badge');
    expect(within(badge).getByText('1:30:00')).toBeTruthy();
    expect(within(badge).getByText('Duration: 90 minutes')).toBeTruthy();
  });

  it('shows the title when the event has no teams', () => {
    renderCard(english, { team1: null, team2: null, title: 'Season review' });
    expect(screen.getByRole('heading').textContent).toBe('Season review');
    expect(screen.queryByTestId('team-mark')).toBeNull();
  });
});
