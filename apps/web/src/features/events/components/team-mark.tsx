// A team's crest in a ring of its colour; its initials on that colour when it has no logo or
// the logo fails to load.
import type { EventTeam } from '@touchline/contract/entities/event';
import clsx from 'clsx';
import { useState } from 'react';
import { PictureSources } from '../../../ui/picture-sources';
import { readableTextOn } from '../lib/colour';
import { teamInitials } from '../lib/event-view';

const neutral = '#64748b';

export function TeamMark({
  team,
  size = 32,
  className,
}: {
  team: EventTeam;
  size?: number;
  className?: string;
}) {
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const colour = team.color ?? neutral;
  const showLogo = team.logoUrl !== null && failedFor !== team.logoUrl;
  return (
    <span
      className={clsx(
        'inline-grid shrink-0 place-items-center overflow-hidden rounded-full shadow-sm shadow-black/20',
        className,
      )}
      style={{
        width: size,
        height: size,
        boxShadow: `0 0 0 2px ${colour}`,
        backgroundColor: showLogo ? '#ffffff' : colour,
        color: readableTextOn(colour),
      }}
      data-testid="team-mark"
    >
      {showLogo ? (
        // A raster crest of the media library comes in its copies (ADR 055); an SVG as it is.
        <picture className="contents">
          <PictureSources src={team.logoUrl} sizes={`${size}px`} />
          <img
            src={team.logoUrl ?? undefined}
            alt=""
            width={size}
            height={size}
            loading="lazy"
            decoding="async"
            className="size-[82%] object-contain"
            onError={() => setFailedFor(team.logoUrl)}
          />
        </picture>
      ) : (
        // Initials of a proper name: data, not words to translate.
        <span
          aria-hidden="true"
          translate="no"
          className="font-bold tracking-tight"
          style={{ fontSize: size * 0.32 }}
        >
          {teamInitials(team.name)}
        </span>
      )}
    </span>
  );
}
