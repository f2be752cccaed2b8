import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { clientMessages, serverMessages, socketRooms } from './socket';
import type { ClientToServerEvents, ServerToClientEvents } from './socket';

type Handlers<M extends Record<string, z.ZodType>> = {
  -readonly [K in keyof M]: (message: z.infer<M[K]>) => void;
};

describe('socket event maps', () => {
  it('match the payload schemas name for name', () => {
    expectTypeOf<ServerToClientEvents>().toEqualTypeOf<Handlers<typeof serverMessages>>();
    expectTypeOf<ClientToServerEvents>().toEqualTypeOf<Handlers<typeof clientMessages>>();
  });

  it('carry the message names of the spec', () => {
    expect(Object.keys(clientMessages).sort()).toEqual([
      'join-event-room',
      'join-user-room',
      'leave-event-room',
      'leave-user-room',
    ]);
    expect(Object.keys(serverMessages)).toEqual(
      expect.arrayContaining([
        'event-url-change',
        'remove-user-device',
        'update-event',
        'user-purchase-status',
      ]),
    );
  });
});

describe('client messages', () => {
  it('accept a room join and refuse extra keys or a bad id', () => {
    expect(clientMessages['join-event-room'].safeParse({ eventId: 'event-1' }).success).toBe(true);
    expect(
      clientMessages['join-event-room'].safeParse({ eventId: 'event-1', admin: true }).success,
    ).toBe(false);
    expect(clientMessages['join-user-room'].safeParse({ userId: '../../etc' }).success).toBe(false);
  });

  it('need the customer short name to leave an event room', () => {
    expect(clientMessages['leave-event-room'].safeParse({ eventId: 'event-1' }).success).toBe(
      false,
    );
    expect(
      clientMessages['leave-event-room'].safeParse({ eventId: 'event-1', customer: 'demo' })
        .success,
    ).toBe(true);
  });
});

describe('socketRooms', () => {
  it('keeps equal ids of different tenants in different rooms', () => {
    expect(socketRooms.event('t1', 'event-1')).not.toBe(socketRooms.event('t2', 'event-1'));
    expect(socketRooms.user('t1', 'u1')).not.toBe(socketRooms.event('t1', 'u1'));
  });
});
