// A team's logo on white inside a ring of its colour, or its initials on that colour.
import type { EventTeam } from '@touchline/contract/entities/event';
import { useState } from 'react';

const neutral = '#64748b';

function initials(name: string) {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words.length >= 2
      ? words
          .slice(0, 3)
          .map((w) => w[0])
          .join('')
      : name.slice(0, 3)
  ).toUpperCase();
}

/** Dark text on light team colours, white on dark ones. */
function textOn(hex: string) {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(m[1]!.slice(i, i + 2), 16) / 255);
  return 0.299 * r! + 0.587 * g! + 0.114 * b! > 0.6 ? '#0f1624' : '#ffffff';
}

export function TeamCrest({ team, size }: { team: EventTeam; size: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const colour = team.color ?? neutral;
  const logo = team.logoUrl !== null && failed !== team.logoUrl ? team.logoUrl : null;
  return (
    <span
      className="inline-grid shrink-0 place-items-center overflow-hidden rounded-full"
      style={{
        width: size,
        height: size,
        boxShadow: `0 0 0 3px ${colour}`,
        backgroundColor: logo ? '#ffffff' : colour,
        color: textOn(colour),
      }}
      aria-hidden="true"
      data-testid="team-crest"
    >
      {logo ? (
        <img
          src={logo}
          alt=""
          width={size}
          height={size}
          className="size-[80%] object-contain"
          onError={() => setFailed(logo)}
        />
      ) : (
        // Initials of a proper name: data, not words to translate.
        <span className="font-bold" style={{ fontSize: size * 0.32 }} translate="no">
          {initials(team.name)}
        </span>
      )}
    </span>
  );
}
