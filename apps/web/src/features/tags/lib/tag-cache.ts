// The event page keeps a video's tags under one query (features/event-view/api/event-tags.ts); a
// rename or removal changes that list at once and puts it back if the server refuses.
import type { Tag } from '@touchline/contract/entities/tag';
import type { TagUpdate } from '@touchline/contract/entities/tag';

/** The key of the event page's tag list of a video. */
export const eventTagsKey = (eventId: string) => ['event', 'tags', eventId] as const;

/** What the tags feature reads of a cached tag; the list may carry more. */
type Cached = Pick<Tag, 'id' | 'title'>;

export const renamedIn = <T extends Cached>(
  current: readonly T[] | undefined,
  id: string,
  title: string,
): T[] | undefined => current?.map((tag) => (tag.id === id ? { ...tag, title } : tag));

export const removedFrom = <T extends Cached>(
  current: readonly T[] | undefined,
  ids: readonly string[],
): T[] | undefined => current?.filter((tag) => !ids.includes(tag.id));

const colour = /^#[0-9a-fA-F]{6}$/;

/** A team's colour as a tag's playerColor, when it is one the server takes (#rrggbb). */
export const playerColourOf = (value: string | null | undefined) =>
  value && colour.test(value) ? value : null;

/** The body of tag/update that keeps everything of `tag` but its title (times back in ms). */
export function renameBody(tag: Tag, title: string, live: boolean): TagUpdate {
  return {
    id: tag.id,
    targetId: tag.targetId,
    title,
    startTime: Math.round(tag.startTime * 1000),
    endTime: Math.round(tag.endTime * 1000),
    type: tag.type,
    global: tag.global,
    mode: 'sync',
    playerColor: playerColourOf(tag.tagTeam?.color),
    playerNumber: tag.playerNumber,
    teamId: tag.tagTeam?.teamId ?? null,
    videoType: live ? 'live' : 'vod',
    streamName: 'hd',
  };
}
