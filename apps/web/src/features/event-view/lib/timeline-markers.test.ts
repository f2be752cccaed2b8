import type { Tag } from '@touchline/contract/entities/tag';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from '../../../test/fixtures';
import { timelineMarkers } from './timeline-markers';

const tag: Tag = {
  id: 't-1',
  title: 'Corner',
  startTime: 12,
  endTime: 14,
  type: 'game',
  global: true,
  playerNumber: null,
  targetId: 'ev-1',
  tagTeam: { color: '#ff0000', teamId: 'team-1', title: 'Riverside FC', logo: null },
};
const highlight = (id: string, eventOffset: number | null | undefined, playerColor?: string) =>
  sampleEvent({
    id,
    title: `Highlight ${id}`,
    eventType: 'highlight',
    eventId: 'ev-1',
    mediaType: 'highlight',
    ...(eventOffset !== undefined ? { eventOffset } : {}),
    ...(playerColor ? { playerColor } : {}),
  });

describe('timeline markers of the event page', () => {
  it('marks tags and the highlights of the game at their offsets, labelled by title', () => {
    const markers = timelineMarkers(
      [tag],
      [[highlight('h-1', 30)], [highlight('h-2', 55, '#00ff00')]],
    );
    expect(markers).toEqual([
      { id: 'tag-t-1', time: 12, label: 'Corner', kind: 'tag', colour: '#ff0000' },
      { id: 'highlight-h-1', time: 30, label: 'Highlight h-1', kind: 'highlight', colour: null },
      {
        id: 'highlight-h-2',
        time: 55,
        label: 'Highlight h-2',
        kind: 'highlight',
        colour: '#00ff00',
      },
    ]);
  });

  it('leaves out highlights without an offset and lists a highlight only once', () => {
    const twice = highlight('h-1', 0);
    const markers = timelineMarkers(
      [],
      [[twice, highlight('h-2', null), highlight('h-3', undefined)], [twice]],
    );
    expect(markers.map((m) => [m.id, m.time])).toEqual([['highlight-h-1', 0]]);
  });

  it("carries a tag's player number to its marker", () => {
    const [marker] = timelineMarkers([{ ...tag, playerNumber: '10' }], []);
    expect(marker).toMatchObject({ id: 'tag-t-1', colour: '#ff0000', number: '10' });
  });
});
