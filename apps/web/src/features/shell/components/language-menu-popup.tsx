// The language menu itself (Radix dropdown): loaded on first intent, see language-menu.tsx.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLocale, useLocale, useLocaleServices } from '../../../lib/i18n/locale-context';
import { isLocale, localeDir, nativeLanguageName } from '../../../lib/i18n/locales';
import { CheckIcon } from '../../../ui/icons';
import { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

export interface LanguageMenuPopupProps {
  defaultOpen: boolean;
  /** The placeholder button had focus; the real trigger takes it over. */
  takeFocus: boolean;
  testId: string;
}

export default function LanguageMenuPopup({
  defaultOpen,
  takeFocus,
  testId,
}: LanguageMenuPopupProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { available } = useLocaleServices();
  const changeLocale = useChangeLocale();
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeFocus) trigger.current?.focus();
  }, [takeFocus]);

  return (
    <DropdownMenu.Root dir={localeDir(locale)} modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={languageTriggerClass}
        aria-label={t('language.button', { language: nativeLanguageName(locale) })}
        data-testid={testId}
      >
        <LanguageTriggerContent locale={locale} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[min(70vh,420px)] min-w-48 overflow-y-auto rounded-xl border border-line bg-surface p-1.5 text-fg shadow-xl shadow-black/20"
          data-testid="language-options"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-semibold tracking-wider text-fg-subtle uppercase">
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={locale}
            onValueChange={(value) => {
              if (isLocale(value)) void changeLocale(value);
            }}
          >
            {available.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                lang={option}
                dir={localeDir(option)}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-2.5 py-2 text-sm outline-none select-none data-[highlighted]:bg-surface-2 data-[state=checked]:font-semibold"
              >
                {nativeLanguageName(option)}
                <DropdownMenu.ItemIndicator>
                  <CheckIcon width={16} height={16} className="text-brand" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
