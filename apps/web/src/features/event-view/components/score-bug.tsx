// The score bug: both teams (names, crests, colours) and the score, or the start time before
// the game. Score updates arrive through the event room and are announced politely.
import type { Event } from '@touchline/contract/entities/event';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { teamName } from '../lib/event-facts';
import { TeamCrest } from './team-crest';

export function ScoreBug({ event }: { event: Event }) {
  const { t } = useTranslation();
  const { features } = useCustomerConfig();
  const { team1, team2, score } = event;
  if (!team1 || !team2) return null;
  const home = teamName(team1, features);
  const away = teamName(team2, features);
  const showScore = score !== null && event.eventStatus !== 'upcoming';
  return (
    <div
      className="flex items-center justify-center gap-3 rounded-xl bg-surface px-3 py-3 ring-1 ring-line sm:gap-5 sm:px-5"
      data-testid="score-bug"
    >
      <Team name={home} colour={team1.color} side="home">
        <TeamCrest team={team1} size={44} />
      </Team>
      <div className="flex shrink-0 flex-col items-center">
        {showScore ? (
          <p
            className="font-display text-3xl font-extrabold text-fg tabular-nums sm:text-4xl"
            aria-live="polite"
            aria-atomic="true"
            data-testid="score"
          >
            <span className="sr-only">
              {t('eventView.scoreLabel', {
                home,
                away,
                homeScore: score.home,
                awayScore: score.away,
              })}
            </span>
            <span aria-hidden="true">
              {score.home}
              <span className="mx-1.5 text-fg-subtle">–</span>
              {score.away}
            </span>
          </p>
        ) : (
          <p className="text-lg font-bold text-fg-subtle">{t('eventView.versus')}</p>
        )}
        {event.eventStatus === 'live' && (
          <span className="mt-0.5 text-[0.68rem] font-bold tracking-wider text-live uppercase">
            {t('events.live')}
          </span>
        )}
      </div>
      <Team name={away} colour={team2.color} side="away">
        <TeamCrest team={team2} size={44} />
      </Team>
    </div>
  );
}

function Team({
  name,
  colour,
  side,
  children,
}: {
  name: string;
  colour: string | null;
  side: 'home' | 'away';
  children: ReactNode;
}) {
  // Phones stack the crest over the name so long names wrap instead of being cut.
  return (
    <div
      className={`flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center sm:gap-3 ${side === 'home' ? 'sm:flex-row sm:justify-end sm:text-end' : 'sm:flex-row-reverse sm:justify-end sm:text-start'}`}
      data-testid={`team-${side}`}
    >
      <span className="min-w-0">
        <span className="line-clamp-2 text-sm font-bold break-words text-fg sm:line-clamp-1 sm:text-base">
          {name}
        </span>
        <span
          aria-hidden="true"
          className={`mx-auto mt-1 block h-1 w-8 rounded-full sm:mx-0 ${side === 'home' ? 'sm:ms-auto' : ''}`}
          style={{ backgroundColor: colour ?? 'transparent' }}
        />
      </span>
      <span className="order-first sm:order-none">{children}</span>
    </div>
  );
}
