// The seek bar: a native range input (keyboard and screen readers for free) over the played
// portion, with timeline markers as buttons that jump to their moment (and, for a marker the
// page gives actions to, those actions above it on hover or focus), and the range being marked
// for a clip, whose ends are dragged with a pointer or touch or moved with the arrow keys.
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import {
  fractionOf,
  placeMarkers,
  timelineRange,
  type MarkedRange,
  type TimelineMarker,
  type TimelineRange,
} from '../lib/timeline';
import type { PlayerState } from '../lib/player-state';

export interface SeekBarProps {
  state: PlayerState;
  markers: readonly TimelineMarker[];
  onSeek: (to: number) => void;
  marked?: MarkedRange | null;
  /** Actions on a marker (renaming the viewer's own tag), or nothing. */
  renderMarkerActions?: (marker: TimelineMarker) => ReactNode;
}

export function SeekBar({ state, markers, onSeek, marked, renderMarkerActions }: SeekBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const range = timelineRange(state);
  if (!range) return <div className="h-6" />;
  const played = fractionOf(state.currentTime, range);
  const valueText = state.live
    ? t('player.behindLive', { time: formatDuration(range.end - state.currentTime) })
    : t('player.positionOf', {
        position: formatDuration(Math.max(0, state.currentTime - range.start)),
        duration: formatDuration(range.end - range.start),
      });
  /** The time under a pointer on the bar (mirrored right to left). */
  const timeAt = (clientX: number): number | null => {
    const element = bar.current;
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    if (rect.width <= 0) return null;
    let fraction = Math.min(Math.max((clientX - rect.left) / rect.width, 0), 1);
    if (getComputedStyle(element).direction === 'rtl') fraction = 1 - fraction;
    return range.start + fraction * (range.end - range.start);
  };
  return (
    <div ref={bar} className="relative h-6" data-testid="seek-bar">
      <div className="pointer-events-none absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/30">
        <div
          className={`h-full rounded-full ${state.live && state.atLiveEdge ? 'bg-live' : 'bg-brand'}`}
          style={{ width: `${played * 100}%` }}
        />
      </div>
      {marked && <MarkedBand marked={marked} range={range} />}
      <input
        type="range"
        min={range.start}
        max={range.end}
        step={0.1}
        value={Math.min(Math.max(state.currentTime, range.start), range.end)}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
        aria-label={t('player.seek')}
        aria-valuetext={valueText}
        className="absolute inset-0 w-full cursor-pointer appearance-none bg-transparent focus-visible:outline-none [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-white [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-white [&::-webkit-slider-thumb]:shadow focus-visible:[&::-webkit-slider-thumb]:ring-2 focus-visible:[&::-webkit-slider-thumb]:ring-brand"
        data-testid="seek-input"
      />
      {placeMarkers(markers, range).map(({ marker, at }) => {
        const actions = renderMarkerActions?.(marker);
        return (
          <div
            key={marker.id}
            className="group/marker absolute top-1/2 -translate-x-1/2 -translate-y-1/2 rtl:translate-x-1/2"
            style={{ insetInlineStart: `${at * 100}%` }}
          >
            <button
              type="button"
              onClick={() => onSeek(marker.time)}
              // Tags are dots, highlights diamonds: the shape tells them apart whatever their colour.
              className={`relative block size-3 border-2 border-black/60 transition hover:scale-125 focus-visible:scale-125 focus-visible:outline-2 focus-visible:outline-white ${marker.kind === 'highlight' ? 'rotate-45 rounded-[2px] bg-white' : 'rounded-full bg-accent'}`}
              style={{ backgroundColor: marker.colour ?? undefined }}
              aria-label={t('player.jumpTo', {
                label: markerName(marker),
                time: formatDuration(marker.time - range.start),
              })}
              title={markerName(marker)}
              data-testid="timeline-marker"
              data-kind={marker.kind}
              data-time={marker.time}
            >
              {marker.number && (
                // Above the dot, upright (highlights are turned diamonds), in the team's colour.
                <span
                  aria-hidden="true"
                  className={`pointer-events-none absolute bottom-full start-1/2 mb-1 -translate-x-1/2 rounded bg-black/70 px-1 text-[10px] leading-4 font-semibold text-white rtl:translate-x-1/2 ${marker.kind === 'highlight' ? '-rotate-45' : ''}`}
                  style={{ borderBottom: `2px solid ${marker.colour ?? 'currentColor'}` }}
                  data-testid="timeline-marker-number"
                >
                  {marker.number}
                </span>
              )}
            </button>
            {actions && (
              // Shown while the marker is hovered or anything in it has focus; Tab from the
              // marker reaches the actions (transparent, never hidden, so they stay focusable).
              <div
                className="pointer-events-none absolute start-1/2 bottom-full z-10 -translate-x-1/2 pb-6 opacity-0 transition-opacity group-focus-within/marker:pointer-events-auto group-focus-within/marker:opacity-100 group-hover/marker:pointer-events-auto group-hover/marker:opacity-100 rtl:translate-x-1/2"
                data-testid="marker-actions"
              >
                {actions}
              </div>
            )}
          </div>
        );
      })}
      {marked &&
        (['start', 'end'] as const).map((edge) => {
          const time = marked[edge];
          return (
            time !== null && (
              <RangeHandle
                key={edge}
                edge={edge}
                time={time}
                range={range}
                timeAt={timeAt}
                onMove={marked.onMove}
              />
            )
          );
        })}
    </div>
  );
}

/** The stretch between the two marks (or the one mark set so far). */
function MarkedBand({ marked, range }: { marked: MarkedRange; range: TimelineRange }) {
  if (marked.start === null || marked.end === null || marked.end <= marked.start) return null;
  const from = fractionOf(marked.start, range);
  const to = fractionOf(marked.end, range);
  return (
    <div
      className="pointer-events-none absolute top-1/2 h-2 -translate-y-1/2 rounded-sm bg-accent/70 ring-1 ring-white/80"
      style={{ insetInlineStart: `${from * 100}%`, width: `${(to - from) * 100}%` }}
      data-testid="marked-range"
    />
  );
}

/** Seconds an arrow key moves a mark. */
const handleStep = 1;

function RangeHandle({
  edge,
  time,
  range,
  timeAt,
  onMove,
}: {
  edge: 'start' | 'end';
  time: number;
  range: TimelineRange;
  timeAt: (clientX: number) => number | null;
  onMove: MarkedRange['onMove'];
}) {
  const { t } = useTranslation();
  const dragging = useRef(false);
  const clamp = (to: number) => Math.min(Math.max(to, range.start), range.end);
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const to = timeAt(event.clientX);
    if (to !== null) onMove(edge, to);
  };
  const stop = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = false;
    const element = event.currentTarget;
    if ('hasPointerCapture' in element && element.hasPointerCapture(event.pointerId)) {
      element.releasePointerCapture(event.pointerId);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const by: Record<string, number> = {
      ArrowRight: rtl ? -handleStep : handleStep,
      ArrowLeft: rtl ? handleStep : -handleStep,
      ArrowUp: handleStep,
      ArrowDown: -handleStep,
    };
    const step = by[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onMove(edge, clamp(time + step));
  };
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t(edge === 'start' ? 'player.clipStart' : 'player.clipEnd')}
      aria-valuemin={range.start}
      aria-valuemax={range.end}
      aria-valuenow={time}
      aria-valuetext={formatDuration(Math.max(0, time - range.start))}
      className="absolute top-1/2 z-10 h-6 w-3 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize touch-none rounded-sm border-2 border-white bg-accent shadow focus-visible:outline-2 focus-visible:outline-white rtl:translate-x-1/2"
      style={{ insetInlineStart: `${fractionOf(time, range) * 100}%` }}
      onPointerDown={(event) => {
        event.preventDefault();
        event.stopPropagation();
        dragging.current = true;
        const element = event.currentTarget;
        // Later moves reach the handle wherever the pointer goes, off the bar too.
        if ('setPointerCapture' in element) element.setPointerCapture(event.pointerId);
      }}
      onPointerMove={move}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={onKeyDown}
      data-testid={`marked-${edge}`}
    />
  );
}

/** A marker's name: its label, after the player's number when it has one. */
const markerName = (marker: TimelineMarker) =>
  marker.number ? `${marker.number} · ${marker.label}` : marker.label;
