// The language menu itself: loaded on first intent, see language-menu.tsx.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLocale, useLocale, useLocaleServices } from '../../../lib/i18n/locale-context';
import { isLocale, localeDir, nativeLanguageName } from '../../../lib/i18n/locales';
import {
  DropdownMenu,
  DropdownMenuChoice,
  DropdownMenuChoices,
  DropdownMenuLabel,
} from '../../../ui/dropdown-menu';
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
    <DropdownMenu
      trigger={<LanguageTriggerContent locale={locale} />}
      label={t('language.button', { language: nativeLanguageName(locale) })}
      triggerClassName={languageTriggerClass}
      triggerProps={{ 'data-testid': testId }}
      triggerRef={trigger}
      dir={localeDir(locale)}
      defaultOpen={defaultOpen}
      contentClassName="max-h-[min(70vh,420px)] overflow-y-auto"
      contentTestId="language-options"
    >
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
      <DropdownMenuChoices
        value={locale}
        onChange={(value) => {
          if (isLocale(value)) void changeLocale(value);
        }}
      >
        {available.map((option) => (
          <DropdownMenuChoice key={option} value={option} lang={option} dir={localeDir(option)}>
            {nativeLanguageName(option)}
          </DropdownMenuChoice>
        ))}
      </DropdownMenuChoices>
    </DropdownMenu>
  );
}
