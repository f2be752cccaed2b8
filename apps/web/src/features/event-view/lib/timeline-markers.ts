// What the event page marks on the player's timeline: the viewer's and shared tags, and the
// highlights cut from this game at their offset within it.
import type { Event } from '@touchline/contract/entities/event';
import type { Tag } from '@touchline/contract/entities/tag';

export interface EventMarker {
  id: string;
  /** Seconds into this event's video. */
  time: number;
  label: string;
  kind: 'tag' | 'highlight';
  colour: string | null;
  /** The shirt number of the player a tag is about, shown on its marker. */
  number?: string;
}

/** The marker of a tag on the timeline. */
export const tagMarkerId = (tagId: string) => `tag-${tagId}`;

export function timelineMarkers(
  tags: readonly Tag[],
  highlights: readonly (readonly Event[])[],
): EventMarker[] {
  const markers: EventMarker[] = tags.map((tag) => ({
    id: tagMarkerId(tag.id),
    time: tag.startTime,
    label: tag.title,
    kind: 'tag',
    colour: tag.tagTeam?.color ?? null,
    ...(tag.playerNumber ? { number: tag.playerNumber } : {}),
  }));
  const seen = new Set<string>();
  for (const highlight of highlights.flat()) {
    // A highlight of unknown position cannot be placed; one listed as game and player highlight once.
    if (highlight.eventOffset == null || seen.has(highlight.id)) continue;
    seen.add(highlight.id);
    markers.push({
      id: `highlight-${highlight.id}`,
      time: highlight.eventOffset,
      label: highlight.title,
      kind: 'highlight',
      colour: highlight.playerColor ?? null,
    });
  }
  return markers;
}
