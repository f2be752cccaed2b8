// What the player is doing, for screen readers: a polite live region whose text changes with
// playing, paused, buffering and ended, and with the chosen quality, so each change is read out
// without taking the focus away from the control that caused it.
import { useTranslation } from 'react-i18next';
import type { PlayerState } from '../lib/player-state';

const phaseKeys: Partial<Record<PlayerState['phase'], string>> = {
  playing: 'playerStatus.playing',
  paused: 'playerStatus.paused',
  buffering: 'playerStatus.buffering',
  ended: 'playerStatus.ended',
};

export function PlayerAnnouncer({ state }: { state: PlayerState }) {
  const { t } = useTranslation();
  const phase = phaseKeys[state.phase];
  const height =
    state.quality === 'auto'
      ? null
      : state.renditions.find((rendition) => rendition.index === state.quality)?.height;
  const quality =
    state.quality === 'auto'
      ? t('player.quality.auto')
      : height
        ? t('player.quality.height', { height })
        : null;
  const text = phase
    ? [
        t(phase),
        quality && state.renditions.length > 1 ? t('playerStatus.quality', { quality }) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return (
    <div className="sr-only" role="status" aria-live="polite" data-testid="player-announcer">
      {text}
    </div>
  );
}
