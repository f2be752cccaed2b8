// The captions menu: Off and each caption track by its name (the language in that language).
// Shown only when the stream has captions; the `c` shortcut toggles them as well.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons';
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
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={clsx(controlButton, 'relative data-[captions=on]:text-accent')}
        aria-label={t('player.captions')}
        data-captions={on ? 'on' : 'off'}
        data-testid="captions-trigger"
      >
        <CaptionsGlyph />
        {on && (
          <span
            aria-hidden="true"
            className="absolute inset-x-2.5 bottom-1.5 h-0.5 rounded-full bg-current"
          />
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-lg border border-white/10 bg-black/90 p-1 text-sm text-white shadow-xl backdrop-blur"
          data-testid="captions-menu"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-white/60 uppercase">
            {t('player.captions')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={String(state.caption)}
            onValueChange={(next) => onChange(Number(next))}
          >
            <Item value="-1">{t('player.captionsOff')}</Item>
            {state.captions.map((track) => (
              <Item key={track.index} value={String(track.index)} lang={track.lang}>
                {track.label}
              </Item>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Item({
  value,
  lang,
  children,
}: {
  value: string;
  lang?: string | null;
  children: string;
}) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      lang={lang ?? undefined}
      className="flex cursor-pointer items-center gap-2 rounded-md py-1.5 ps-2 pe-3 outline-none select-none data-[highlighted]:bg-white/15"
      data-testid={`captions-option-${value}`}
    >
      <span className="grid size-4 place-items-center">
        <DropdownMenu.ItemIndicator>
          <CheckIcon width={14} height={14} />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.RadioItem>
  );
}
