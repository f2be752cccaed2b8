// What a watch page puts in <head> for search engines and link previews: its title and
// description, Open Graph and Twitter cards with the poster, teams and start, and schema.org
// structured data — a SportsEvent for a game with teams, a VideoObject for a clip or replay.
import type { Event } from '@touchline/contract/entities/event';
import type { PageHeadTags } from '../../../lib/router/page-head-tags';

/** Absolute on the server, which knows the origin; as given otherwise. */
const absolute = (url: string | null, origin: string) =>
  url && origin ? new URL(url, origin).href : url;

/** ISO 8601 duration of whole seconds ("PT1H30M0S" as "PT5400S", which parsers accept). */
const isoDuration = (seconds: number) => `PT${Math.round(seconds)}S`;

export function eventHead(event: Event, origin: string, pageUrl: string): PageHeadTags {
  const poster = absolute(event.imageUrl ?? event.source.poster, origin);
  const teams = event.team1 && event.team2 ? [event.team1.name, event.team2.name] : null;
  const description =
    event.eventDescription ??
    [teams?.join(' – '), event.categories[0]?.title].filter(Boolean).join(' · ');
  const title = event.metaTitle ?? event.title;
  // Clips and highlights are videos; a game with two teams is a sports event.
  const isGame = teams !== null && event.eventType === 'event';
  const structured = isGame
    ? {
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name: event.title,
        startDate: event.gameStartDate,
        ...(event.endDate ? { endDate: event.endDate } : {}),
        sport: event.sportType,
        url: pageUrl,
        ...(poster ? { image: [poster] } : {}),
        ...(description ? { description } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: pageUrl },
        competitor: teams.map((name) => ({ '@type': 'SportsTeam', name })),
      }
    : {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: event.title,
        description: description || event.title,
        uploadDate: event.date,
        ...(poster ? { thumbnailUrl: [poster] } : {}),
        ...(event.duration ? { duration: isoDuration(event.duration) } : {}),
        url: pageUrl,
      };
  return {
    title,
    meta: [
      ...(description
        ? [
            { name: 'description', content: description },
            { property: 'og:description', content: description },
            { name: 'twitter:description', content: description },
          ]
        : []),
      { property: 'og:title', content: title },
      { property: 'og:type', content: isGame ? 'video.other' : 'video.episode' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:card', content: poster ? 'summary_large_image' : 'summary' },
      ...(poster
        ? [
            { property: 'og:image', content: poster },
            { property: 'og:image:alt', content: title },
            { name: 'twitter:image', content: poster },
          ]
        : []),
      { property: 'video:release_date', content: event.gameStartDate },
    ],
    structuredData: [structured],
  };
}
