import type { Event } from '@touchline/contract/entities/event';
import { describe, expect, it } from 'vitest';
import { eventHead } from './event-head';

const game = {
  id: 'ev1',
  title: 'Riverside vs Ashford',
  metaTitle: null,
  eventDescription: null,
  eventType: 'event',
  sportType: 'football',
  categories: [{ id: 'c1', title: 'Northern Premier' }],
  date: '2026-11-09T15:00:00.000Z',
  gameStartDate: '2026-11-09T15:00:00.000Z',
  endDate: null,
  duration: 5400,
  imageUrl: null,
  source: { poster: '/media/posters/poster-1.jpg' },
  team1: { name: 'Riverside' },
  team2: { name: 'Ashford' },
} as unknown as Event;

const url = 'https://tv.example.org/events/ev1/';
const tag = (head: ReturnType<typeof eventHead>, key: string) =>
  head.meta.find((m) => m.name === key || m.property === key)?.content;

describe('the head of a watch page', () => {
  it('describes a game as a SportsEvent with its teams, start and absolute poster', () => {
    const head = eventHead(game, 'https://tv.example.org', url);
    expect(head.title).toBe('Riverside vs Ashford');
    expect(tag(head, 'description')).toBe('Riverside – Ashford · Northern Premier');
    expect(tag(head, 'og:image')).toBe('https://tv.example.org/media/posters/poster-1.jpg');
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'SportsEvent',
      startDate: '2026-11-09T15:00:00.000Z',
      competitor: [
        { '@type': 'SportsTeam', name: 'Riverside' },
        { '@type': 'SportsTeam', name: 'Ashford' },
      ],
    });
  });

  it('describes a clip as a VideoObject with its duration', () => {
    const clip = { ...game, eventType: 'clip', team1: null, team2: null } as unknown as Event;
    const head = eventHead(clip, 'https://tv.example.org', url);
    expect(head.structuredData?.[0]).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT5400S',
      thumbnailUrl: ['https://tv.example.org/media/posters/poster-1.jpg'],
    });
    expect(tag(head, 'twitter:card')).toBe('summary_large_image');
  });

  it('keeps the poster as given when no origin is known (in the browser)', () => {
    expect(tag(eventHead(game, '', url), 'og:image')).toBe('/media/posters/poster-1.jpg');
  });
});
