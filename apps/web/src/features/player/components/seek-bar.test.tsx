import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TestProviders, testServices, type TestServices } from '../../../test/providers';
import { initialPlayerState } from '../lib/player-state';
import { SeekBar } from './seek-bar';

let services: TestServices;
beforeAll(async () => {
  services = await testServices({});
});

const state = { ...initialPlayerState, phase: 'playing' as const, duration: 120, currentTime: 5 };

describe('seek bar markers', () => {
  it("show a tag's player number in its team colour and seek to the marker", () => {
    const onSeek = vi.fn();
    render(
      <TestProviders services={services}>
        <SeekBar
          state={state}
          onSeek={onSeek}
          markers={[
            { id: 'tag-1', time: 30, label: 'Goal', kind: 'tag', colour: '#ff0000', number: '9' },
            { id: 'tag-2', time: 60, label: 'Corner', kind: 'tag', colour: null },
          ]}
        />
      </TestProviders>,
    );
    const [numbered, plain] = screen.getAllByTestId('timeline-marker');
    expect(numbered!.getAttribute('aria-label')).toContain('9 · Goal');
    const number = screen.getByTestId('timeline-marker-number');
    expect(number.textContent).toBe('9');
    expect(number.getAttribute('aria-hidden')).toBe('true');
    expect(number.style.borderBottom).toBe('2px solid rgb(255, 0, 0)');
    expect(plain!.getAttribute('aria-label')).toContain('Corner');
    expect(plain!.getAttribute('aria-label')).not.toContain('·');
    expect(plain!.childElementCount).toBe(0);
    fireEvent.click(numbered!);
    expect(onSeek).toHaveBeenCalledWith(30);
  });
});

describe('seek bar marked range', () => {
  function renderMarked(marked: { start: number | null; end: number | null }) {
    const onMove = vi.fn();
    render(
      <TestProviders services={services}>
        <SeekBar
          state={state}
          onSeek={() => undefined}
          markers={[]}
          marked={{ ...marked, onMove }}
        />
      </TestProviders>,
    );
    // jsdom lays nothing out: the bar is 240 px wide from x = 40.
    vi.spyOn(screen.getByTestId('seek-bar'), 'getBoundingClientRect').mockReturnValue({
      left: 40,
      width: 240,
      top: 0,
      height: 24,
      right: 280,
      bottom: 24,
      x: 40,
      y: 0,
      toJSON: () => ({}),
    });
    return onMove;
  }

  it('draws the range between the in and out marks, each a labelled slider', () => {
    renderMarked({ start: 30, end: 90 });
    const band = screen.getByTestId('marked-range');
    expect(band.style.insetInlineStart).toBe('25%');
    expect(band.style.width).toBe('50%');
    const start = screen.getByRole('slider', { name: 'Clip start' });
    const end = screen.getByRole('slider', { name: 'Clip end' });
    expect(start.style.insetInlineStart).toBe('25%');
    expect(end.style.insetInlineStart).toBe('75%');
    expect(end.getAttribute('aria-valuetext')).toBe('1:30');
    expect(start.tabIndex).toBe(0);
  });

  it('one mark alone shows its handle and no range', () => {
    renderMarked({ start: 30, end: null });
    expect(screen.queryByTestId('marked-range')).toBeNull();
    expect(screen.getByTestId('marked-start')).toBeTruthy();
    expect(screen.queryByTestId('marked-end')).toBeNull();
  });

  it('a mark follows the pointer (mouse or touch) while dragged, and only then', () => {
    const onMove = renderMarked({ start: 30, end: 90 });
    const end = screen.getByTestId('marked-end');
    fireEvent.pointerMove(end, { clientX: 100, pointerId: 1 });
    expect(onMove).not.toHaveBeenCalled();
    fireEvent.pointerDown(end, { clientX: 220, pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerMove(end, { clientX: 250, pointerId: 1, pointerType: 'touch' });
    expect(onMove).toHaveBeenLastCalledWith('end', 105);
    // Past the bar's end, the mark stops at the end.
    fireEvent.pointerMove(end, { clientX: 400, pointerId: 1 });
    expect(onMove).toHaveBeenLastCalledWith('end', 120);
    fireEvent.pointerUp(end, { clientX: 400, pointerId: 1 });
    fireEvent.pointerMove(end, { clientX: 100, pointerId: 1 });
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('the arrow keys move a focused mark by a second', () => {
    const onMove = renderMarked({ start: 30, end: 90 });
    const start = screen.getByTestId('marked-start');
    fireEvent.keyDown(start, { key: 'ArrowRight' });
    expect(onMove).toHaveBeenLastCalledWith('start', 31);
    fireEvent.keyDown(start, { key: 'ArrowLeft' });
    expect(onMove).toHaveBeenLastCalledWith('start', 29);
    fireEvent.keyDown(start, { key: 'a' });
    expect(onMove).toHaveBeenCalledTimes(2);
  });
});

describe('seek bar marker actions', () => {
  it('puts the actions a page gives a marker right after it, so Tab reaches them', () => {
    render(
      <TestProviders services={services}>
        <SeekBar
          state={state}
          onSeek={() => undefined}
          markers={[
            { id: 'tag-mine', time: 30, label: 'Mine', kind: 'tag' },
            { id: 'tag-shared', time: 60, label: 'Shared', kind: 'tag' },
          ]}
          renderMarkerActions={(marker) =>
            marker.id === 'tag-mine' ? <button type="button">Rename {marker.label}</button> : null
          }
        />
      </TestProviders>,
    );
    const actions = screen.getAllByTestId('marker-actions');
    expect(actions).toHaveLength(1);
    const [mine] = screen.getAllByTestId('timeline-marker');
    expect(mine!.nextElementSibling).toBe(actions[0]);
    expect(screen.getByRole('button', { name: 'Rename Mine' })).toBeTruthy();
  });
});
