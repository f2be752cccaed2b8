import { describe, expect, it } from 'vitest';
import { placeMarkers, timelineRange, type TimelineMarker } from './timeline';

const marker = (id: string, time: number): TimelineMarker => ({ id, time, label: id, kind: 'tag' });

describe('timeline', () => {
  it('spans a VOD from 0 and a live stream over its window up to the live position', () => {
    expect(timelineRange({ live: false, duration: 90, seekable: null, liveEdge: null })).toEqual({
      start: 0,
      end: 90,
    });
    expect(timelineRange({ live: false, duration: 0, seekable: null, liveEdge: null })).toBeNull();
    expect(
      timelineRange({
        live: true,
        duration: 12,
        seekable: { start: 100, end: 112 },
        liveEdge: 106,
      }),
    ).toEqual({ start: 100, end: 106 });
    expect(timelineRange({ live: true, duration: 0, seekable: null, liveEdge: null })).toBeNull();
  });

  it('places markers inside the range in time order and drops the others', () => {
    const placed = placeMarkers([marker('b', 45), marker('a', 9), marker('late', 120)], {
      start: 0,
      end: 90,
    });
    expect(placed.map((p) => [p.marker.id, p.at])).toEqual([
      ['a', 0.1],
      ['b', 0.5],
    ]);
    expect(placeMarkers([marker('a', 1)], null)).toEqual([]);
  });
});
