// A team's games in three sections: live now, coming up, and past games (replays, newest first,
// with "load more"). Sections without games say so instead of disappearing, so the page always
// tells the viewer where the team stands.
import { useTranslation } from 'react-i18next';
import { teamGamesParams, teamSections, type TeamSection } from '../lib/list-params';
import { EventGrid } from './event-grid';

function TeamGamesSection({ teamId, section }: { teamId: string; section: TeamSection }) {
  const { t } = useTranslation();
  const id = `team-${section}-title`;
  return (
    <section aria-labelledby={id} className="mb-12" data-testid={`team-${section}`}>
      <h2
        id={id}
        className="mb-4 font-display text-xl font-bold tracking-tight text-fg sm:text-2xl"
      >
        {t(`catalog.team.${section}`)}
      </h2>
      <EventGrid
        params={teamGamesParams(teamId, section)}
        skeletons={4}
        testId={`team-${section}-grid`}
        empty={
          <p
            className="rounded-xl border border-dashed border-line px-5 py-6 text-sm text-fg-muted"
            data-testid="team-section-empty"
          >
            {t(`catalog.team.${section}Empty`)}
          </p>
        }
      />
    </section>
  );
}

export function TeamGames({ teamId }: { teamId: string }) {
  return (
    <div data-testid="team-games">
      {teamSections.map((section) => (
        <TeamGamesSection key={section} teamId={teamId} section={section} />
      ))}
    </div>
  );
}
