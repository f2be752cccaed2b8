// The seek bar: a native range input (keyboard and screen readers for free) over the played
// portion, with timeline markers as buttons that jump to their moment.
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/i18n/format';
import { placeMarkers, timelineRange, type TimelineMarker } from '../lib/timeline';
import type { PlayerState } from '../lib/player-state';

export function SeekBar({
  state,
  markers,
  onSeek,
}: {
  state: PlayerState;
  markers: readonly TimelineMarker[];
  onSeek: (to: number) => void;
}) {
  const { t } = useTranslation();
  const range = timelineRange(state);
  if (!range) return <div className="h-6" />;
  const span = Math.max(range.end - range.start, 0.001);
  const played = Math.min(Math.max((state.currentTime - range.start) / span, 0), 1);
  const valueText = state.live
    ? t('player.behindLive', { time: formatDuration(range.end - state.currentTime) })
    : t('player.positionOf', {
        position: formatDuration(Math.max(0, state.currentTime - range.start)),
        duration: formatDuration(range.end - range.start),
      });
  return (
    <div className="relative h-6" data-testid="seek-bar">
      <div className="pointer-events-none absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-white/30">
        <div
          className={`h-full rounded-full ${state.live && state.atLiveEdge ? 'bg-live' : 'bg-brand'}`}
          style={{ width: `${played * 100}%` }}
        />
      </div>
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
      {placeMarkers(markers, range).map(({ marker, at }) => (
        <button
          key={marker.id}
          type="button"
          onClick={() => onSeek(marker.time)}
          // Tags are dots, highlights diamonds: the shape tells them apart whatever their colour.
          className={`absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 border-2 border-black/60 transition hover:scale-125 focus-visible:scale-125 focus-visible:outline-2 focus-visible:outline-white rtl:translate-x-1/2 ${marker.kind === 'highlight' ? 'rotate-45 rounded-[2px] bg-white' : 'rounded-full bg-accent'}`}
          style={{ insetInlineStart: `${at * 100}%`, backgroundColor: marker.colour ?? undefined }}
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
      ))}
    </div>
  );
}

/** A marker's name: its label, after the player's number when it has one. */
const markerName = (marker: TimelineMarker) =>
  marker.number ? `${marker.number} · ${marker.label}` : marker.label;
