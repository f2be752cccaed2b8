// Light, dark or follow the system: a radio group, so arrow keys move between the choices.
// Hidden when the tenant has no light theme.
import type { ColourModePreference } from '@touchline/contract/enums';
import clsx from 'clsx';
import { useId, type ComponentType, type SVGProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { colourModeStore, useColourModeState } from '../../../lib/theme/colour-mode-store';
import { MonitorIcon, MoonIcon, SunIcon } from '../../../ui/icons';

const choices: { value: ColourModePreference; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { value: 'light', Icon: SunIcon },
  { value: 'dark', Icon: MoonIcon },
  { value: 'system', Icon: MonitorIcon },
];

export function ColourModeControl({
  withLabels = false,
  testId = 'colour-mode-control',
}: {
  withLabels?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const preference = useColourModeState((state) => state.preference);
  // The config says it too: the server renders the header with no store set up for the tenant.
  const forced = useColourModeState((state) => state.tenantForcesDark);
  const { features } = useCustomerConfig();
  const hidden = forced || !features.whiteTheme;
  if (hidden) return null;

  return (
    <fieldset
      className="inline-flex items-center gap-0.5 rounded-full bg-surface-2 p-0.5"
      data-testid={testId}
    >
      <legend className="sr-only">{t('colourMode.label')}</legend>
      {choices.map(({ value, Icon }) => (
        <label
          key={value}
          title={t(`colourMode.${value}`)}
          className={clsx(
            'relative inline-flex h-8 cursor-pointer items-center justify-center gap-1.5 rounded-full text-fg-muted transition-colors hover:text-fg',
            'has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand',
            withLabels ? 'px-3 text-sm font-medium' : 'w-8',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => colourModeStore().getState().setPreference(value)}
            className="sr-only"
          />
          <Icon width={16} height={16} />
          <span className={withLabels ? undefined : 'sr-only'}>{t(`colourMode.${value}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
