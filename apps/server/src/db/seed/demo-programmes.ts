// Programme rotas of the demo channels. Each rota repeats back to back from the channel event's
// start; every duration is a whole number of quarter hours, so the shows stay on quarter-hour
// boundaries when the demo timeline slides (demo-timeline.ts) and whatever "now" is, one show is
// on air and the next one is known.
import type { NewEventRow } from '../schema';
import type { NewChannelProgrammeRow } from '../schema-watching';

interface Show {
  title: string;
  description: string;
  minutes: number;
}

const rotas: Record<string, Show[]> = {
  football: [
    { title: 'Matchday Live', description: 'Goals and reaction from every ground.', minutes: 120 },
    { title: 'Tactics Board', description: 'How the weekend was won and lost.', minutes: 45 },
    {
      title: 'Classic Match',
      description: 'A great game from the archive, in full.',
      minutes: 105,
    },
    { title: 'Goals of the Week', description: 'Every goal, every angle.', minutes: 30 },
    { title: 'Academy Focus', description: 'The next generation in action.', minutes: 60 },
  ],
  basketball: [
    { title: 'Courtside Live', description: 'Live games and the best of the night.', minutes: 135 },
    { title: 'Top 10 Plays', description: 'Dunks, blocks and buzzer-beaters.', minutes: 15 },
    {
      title: 'Full Game Replay',
      description: 'Last night\u2019s headline game, start to finish.',
      minutes: 120,
    },
    { title: 'The Film Room', description: 'Coaches break down the key possessions.', minutes: 45 },
    { title: 'Hoops Tonight', description: 'News, previews and interviews.', minutes: 45 },
  ],
};

/** Rota rows for every channel event whose sport has a demo rota. */
export function buildDemoProgrammes(events: NewEventRow[]): NewChannelProgrammeRow[] {
  return events
    .filter((event) => event.status === 'channel')
    .flatMap((event) =>
      (rotas[event.sportType] ?? rotas.football!).map((show, position) => ({
        tenantId: event.tenantId,
        eventId: event.id,
        position,
        title: show.title,
        description: show.description,
        durationMinutes: show.minutes,
      })),
    );
}
