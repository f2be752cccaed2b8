// The rendition menu: Auto (adaptive bitrate, naming what plays now) and each rendition.
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuChoice,
  DropdownMenuChoices,
  DropdownMenuLabel,
} from '../../../ui/dropdown-menu';
import type { PlayerState, QualityChoice } from '../lib/player-state';
import { controlButton } from './control-button';
import { QualityGlyph } from './player-icons';

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
    <DropdownMenu
      trigger={<QualityGlyph />}
      label={t('player.quality.label')}
      triggerClassName={controlButton}
      triggerProps={{ 'data-testid': 'quality-trigger' }}
      tone="video"
      side="top"
      container={container}
      contentTestId="quality-menu"
    >
      <DropdownMenuLabel>{t('player.quality.label')}</DropdownMenuLabel>
      <DropdownMenuChoices
        value={value}
        onChange={(next) => onChange(next === 'auto' ? 'auto' : Number(next))}
      >
        <DropdownMenuChoice value="auto" testId="quality-option-auto">
          {active && state.quality === 'auto'
            ? t('player.quality.autoWith', { quality: label(active.height) })
            : t('player.quality.auto')}
        </DropdownMenuChoice>
        {state.renditions.map((rendition) => (
          <DropdownMenuChoice
            key={rendition.index}
            value={String(rendition.index)}
            testId={`quality-option-${rendition.index}`}
          >
            {label(rendition.height)}
          </DropdownMenuChoice>
        ))}
      </DropdownMenuChoices>
    </DropdownMenu>
  );
}
