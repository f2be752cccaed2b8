import { describe, expect, it } from 'vitest';
import { tagFromWire, tagSave, tagUpdate, tagWire } from './tag';
import type { TagSave, TagWire } from './tag';

const wire = (times: Pick<TagWire, 'startTime' | 'endTime' | 'time'>): TagWire => ({
  id: 'tag-1',
  title: 'Goal',
  type: 'game',
  global: true,
  playerNumber: '9',
  targetId: 'event-1',
  tagTeam: { color: '#ff0000', teamId: 'team-1', title: 'Reds', logo: null },
  ...times,
});

describe('tagFromWire', () => {
  it('converts milliseconds to seconds', () => {
    const tag = tagFromWire(wire({ startTime: 61_500, endTime: 75_250, time: null }));
    expect(tag.startTime).toBe(61.5);
    expect(tag.endTime).toBe(75.25);
    expect(tag.tagTeam?.teamId).toBe('team-1');
  });

  it('falls back to the point time for both ends of a point marker', () => {
    const tag = tagFromWire(wire({ startTime: null, endTime: null, time: 30_000 }));
    expect(tag.startTime).toBe(30);
    expect(tag.endTime).toBe(30);
  });

  it('falls back to the point time for a missing end only', () => {
    const tag = tagFromWire(wire({ startTime: 10_000, endTime: null, time: 12_000 }));
    expect(tag.startTime).toBe(10);
    expect(tag.endTime).toBe(12);
  });

  it('never ends before it starts', () => {
    const tag = tagFromWire(wire({ startTime: 20_000, endTime: 5_000, time: null }));
    expect(tag.endTime).toBe(20);
  });

  it('refuses a wire tag with neither start nor point time', () => {
    const bad = wire({ startTime: null, endTime: 9_000, time: null });
    expect(tagWire.safeParse(bad).success).toBe(false);
    expect(() => tagFromWire(bad)).toThrow(RangeError);
  });
});

describe('tagSave', () => {
  const body: TagSave = {
    targetId: 'event-1',
    title: 'Save',
    startTime: 1_000,
    endTime: 4_000,
    type: 'user',
    global: false,
    mode: 'sync',
    playerColor: null,
    playerNumber: null,
    teamId: null,
    videoType: 'vod',
    streamName: 'hd',
  };

  it('accepts the saved shape', () => {
    expect(tagSave.parse(body)).toEqual(body);
  });

  it('refuses unknown keys, reversed times and another stream', () => {
    expect(tagSave.safeParse({ ...body, owner: 'someone' }).success).toBe(false);
    expect(tagSave.safeParse({ ...body, startTime: 5_000 }).success).toBe(false);
    expect(tagSave.safeParse({ ...body, streamName: 'sd' }).success).toBe(false);
  });

  it('keeps the rules in the update form, which adds the id', () => {
    expect(tagUpdate.safeParse({ ...body, id: 'tag-1' }).success).toBe(true);
    expect(tagUpdate.safeParse(body).success).toBe(false);
    expect(tagUpdate.safeParse({ ...body, id: 'tag-1', startTime: 9_000 }).success).toBe(false);
  });
});
