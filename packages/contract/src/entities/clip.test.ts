import { describe, expect, it } from 'vitest';
import { clipCreate, clipMaxSeconds } from './clip';

describe('clipCreate', () => {
  const body = { title: 'Great save', event: 'event-1', startTime: 12.5, endTime: 30 };

  it('accepts a range and defaults to a user clip', () => {
    expect(clipCreate.parse(body)).toEqual({ ...body, mediaType: 'user_clip' });
  });

  it('refuses an empty range, a reversed one and one past the longest clip', () => {
    expect(clipCreate.safeParse({ ...body, endTime: 12.5 }).success).toBe(false);
    expect(clipCreate.safeParse({ ...body, startTime: 40 }).success).toBe(false);
    expect(
      clipCreate.safeParse({ ...body, startTime: 0, endTime: clipMaxSeconds + 1 }).success,
    ).toBe(false);
  });

  it('refuses a blank title and unknown keys', () => {
    expect(clipCreate.safeParse({ ...body, title: '   ' }).success).toBe(false);
    expect(clipCreate.safeParse({ ...body, ownerId: 'someone' }).success).toBe(false);
  });
});
