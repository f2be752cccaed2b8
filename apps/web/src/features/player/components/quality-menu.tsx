// The rendition menu: Auto (adaptive bitrate, naming what plays now) and each rendition.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons';
import type { PlayerState, QualityChoice } from '../lib/player-state';
import { QualityGlyph } from './player-icons';
import { controlButton } from './control-button';

export function QualityMenu({
  state,
  onChange,
  container,
}: {
  state: Pick<PlayerState, 'renditions' | 'quality' | 'activeRendition'>;
  onChange: (choice: QualityChoice) => void;
  /** Where the menu renders, so it stays visible in fullscreen. */
  container: HTMLElement | null;
}) {
  const { t } = useTranslation();
  if (state.renditions.length < 2) return null;
  const active = state.renditions.find((r) => r.index === state.activeRendition);
  const label = (height: number) => t('player.quality.height', { height });
  const value = state.quality === 'auto' ? 'auto' : String(state.quality);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={controlButton}
        aria-label={t('player.quality.label')}
        data-testid="quality-trigger"
      >
        <QualityGlyph />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal container={container}>
        <DropdownMenu.Content
          side="top"
          align="end"
          sideOffset={8}
          className="z-50 min-w-44 rounded-lg border border-white/10 bg-black/90 p-1 text-sm text-white shadow-xl backdrop-blur"
          data-testid="quality-menu"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-white/60 uppercase">
            {t('player.quality.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => onChange(next === 'auto' ? 'auto' : Number(next))}
          >
            <Item value="auto">
              {active && state.quality === 'auto'
                ? t('player.quality.autoWith', { quality: label(active.height) })
                : t('player.quality.auto')}
            </Item>
            {state.renditions.map((rendition) => (
              <Item key={rendition.index} value={String(rendition.index)}>
                {label(rendition.height)}
              </Item>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function Item({ value, children }: { value: string; children: string }) {
  return (
    <DropdownMenu.RadioItem
      value={value}
      className="flex cursor-pointer items-center gap-2 rounded-md py-1.5 ps-2 pe-3 outline-none select-none data-[highlighted]:bg-white/15"
      data-testid={`quality-option-${value}`}
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
