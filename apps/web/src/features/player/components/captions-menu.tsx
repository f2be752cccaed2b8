// The captions menu: Off and each caption track by its name (the language in that language).
// Shown only when the stream has captions; the `c` shortcut toggles them as well.
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuChoice,
  DropdownMenuChoices,
  DropdownMenuLabel,
} from '../../../ui/dropdown-menu';
import type { PlayerState } from '../lib/player-state';
import { controlButton } from './control-button';
import { CaptionsGlyph } from './player-icons';

export function CaptionsMenu({
  state,
  onChange,
  container,
}: {
  state: Pick<PlayerState, 'captions' | 'caption'>;
  /** A track index, or -1 for off. */
  onChange: (index: number) => void;
  /** Where the menu renders, so it stays visible in fullscreen. */
  container: HTMLElement | null;
}) {
  const { t } = useTranslation();
  if (state.captions.length === 0) return null;
  const on = state.caption >= 0;
  return (
    <DropdownMenu
      trigger={
        <>
          <CaptionsGlyph />
          {on && (
            <span
              aria-hidden="true"
              className="absolute inset-x-2.5 bottom-1.5 h-0.5 rounded-full bg-current"
            />
          )}
        </>
      }
      label={t('player.captions')}
      triggerClassName={clsx(controlButton, 'relative data-[captions=on]:text-accent')}
      triggerProps={{ 'data-captions': on ? 'on' : 'off', 'data-testid': 'captions-trigger' }}
      tone="video"
      side="top"
      container={container}
      contentTestId="captions-menu"
    >
      <DropdownMenuLabel>{t('player.captions')}</DropdownMenuLabel>
      <DropdownMenuChoices
        value={String(state.caption)}
        onChange={(next) => onChange(Number(next))}
      >
        <DropdownMenuChoice value="-1" testId="captions-option--1">
          {t('player.captionsOff')}
        </DropdownMenuChoice>
        {state.captions.map((track) => (
          <DropdownMenuChoice
            key={track.index}
            value={String(track.index)}
            lang={track.lang}
            testId={`captions-option-${track.index}`}
          >
            {track.label}
          </DropdownMenuChoice>
        ))}
      </DropdownMenuChoices>
    </DropdownMenu>
  );
}
