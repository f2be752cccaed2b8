import { act, renderHook } from '@testing-library/react';
import type { CustomerConfig } from '@touchline/contract/customer-config';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleConfig, sampleEvent } from '../../test/fixtures';
import { CustomerConfigProvider } from '../config/config-context';
import { FakeSocket } from './fake-socket';
import { useEventRoom, watchesEventRoom, type EventRoomHandlers } from './use-event-room';

const io = vi.hoisted(() => {
  const made: FakeSocket[] = [];
  return { made, io: vi.fn() };
});
vi.mock('socket.io-client', () => ({ io: io.io }));

afterEach(() => {
  io.io.mockReset();
  io.made.length = 0;
});

function fakeIo() {
  io.io.mockImplementation(() => {
    const socket = new FakeSocket();
    io.made.push(socket);
    return socket;
  });
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function render(
  config: CustomerConfig,
  initial: { eventId: string | null; enabled: boolean; handlers: EventRoomHandlers },
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CustomerConfigProvider config={config}>{children}</CustomerConfigProvider>
  );
  return renderHook(
    (props: typeof initial) => useEventRoom(props.eventId, props.enabled, props.handlers),
    { wrapper, initialProps: initial },
  );
}

describe('useEventRoom', () => {
  it('connects with the socket constants and follows the event id', async () => {
    fakeIo();
    const onUrlChange = vi.fn();
    const onEventUpdate = vi.fn();
    const hook = render(sampleConfig(), {
      eventId: 'e1',
      enabled: true,
      handlers: { onUrlChange, onEventUpdate },
    });
    await settle();
    expect(io.io).toHaveBeenCalledTimes(1);
    expect(io.io).toHaveBeenCalledWith(
      window.location.origin,
      expect.objectContaining({
        path: '/ws',
        reconnectionDelay: 1000,
        reconnectionDelayMax: 5000,
        randomizationFactor: 0.5,
        timeout: 20_000,
      }),
    );
    const socket = io.made[0]!;
    act(() => socket.connect());
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e1' }]]);

    const change = { eventId: 'e1', eventUrl: '/media/live/new/master.m3u8' };
    act(() => socket.deliver('event-url-change', change));
    act(() => socket.deliver('event-url-change', { eventId: 'other', eventUrl: '/x.m3u8' }));
    expect(onUrlChange.mock.calls).toEqual([[change]]);
    const update = { event: sampleEvent({ id: 'e1' }) };
    act(() => socket.deliver('update-event', update));
    act(() => socket.deliver('update-event', { event: sampleEvent({ id: 'other' }) }));
    expect(onEventUpdate.mock.calls).toEqual([[update]]);

    hook.rerender({ eventId: 'e2', enabled: true, handlers: { onUrlChange, onEventUpdate } });
    expect(socket.emitted.slice(1)).toEqual([
      ['leave-event-room', { eventId: 'e1', customer: 'tl' }],
      ['join-event-room', { eventId: 'e2' }],
    ]);

    socket.emitted = [];
    act(() => {
      socket.drop();
      socket.connect();
    });
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e2' }]]);

    hook.unmount();
    expect(socket.emitted.at(-1)).toEqual(['leave-event-room', { eventId: 'e2', customer: 'tl' }]);
    act(() => socket.deliver('event-url-change', { eventId: 'e2', eventUrl: '/y.m3u8' }));
    expect(onUrlChange).toHaveBeenCalledTimes(1);
  });

  it('calls the latest handlers without re-joining', async () => {
    fakeIo();
    const first = vi.fn();
    const second = vi.fn();
    const hook = render(sampleConfig(), {
      eventId: 'e1',
      enabled: true,
      handlers: { onUrlChange: first },
    });
    await settle();
    const socket = io.made[0]!;
    act(() => socket.connect());
    hook.rerender({ eventId: 'e1', enabled: true, handlers: { onUrlChange: second } });
    act(() => socket.deliver('event-url-change', { eventId: 'e1', eventUrl: '/z.m3u8' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(socket.emitted).toEqual([['join-event-room', { eventId: 'e1' }]]);
  });

  it('leaves the room when disabled and does not connect for events that are not on air', async () => {
    fakeIo();
    const hook = render(sampleConfig(), { eventId: 'e1', enabled: false, handlers: {} });
    await settle();
    expect(io.io).not.toHaveBeenCalled();
    hook.rerender({ eventId: 'e1', enabled: true, handlers: {} });
    await settle();
    const socket = io.made[0]!;
    act(() => socket.connect());
    hook.rerender({ eventId: 'e1', enabled: false, handlers: {} });
    expect(socket.emitted.at(-1)).toEqual(['leave-event-room', { eventId: 'e1', customer: 'tl' }]);
  });

  it('warns and stays off when the socket base is missing', async () => {
    fakeIo();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(sampleConfig({ buildsSocketBase: 'not a url' }), {
      eventId: 'e1',
      enabled: true,
      handlers: {},
    });
    await settle();
    expect(io.io).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Realtime is off/));
    warn.mockRestore();
  });
});

describe('watchesEventRoom', () => {
  it('is true for live and upcoming events only', () => {
    expect(watchesEventRoom('live')).toBe(true);
    expect(watchesEventRoom('upcoming')).toBe(true);
    for (const status of ['vod', 'channel', 'training', 'other'] as const)
      expect(watchesEventRoom(status)).toBe(false);
  });
});
