// The language menu, hidden when the tenant offers one language. The menu code (Radix and its
// positioning) would be a sixth of the first load, so a look-alike button stands in until the
// viewer shows intent (hover, focus, click); the real menu then takes its place, keeping focus.
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale, useLocaleServices } from '../../../lib/i18n/locale-context';
import { nativeLanguageName } from '../../../lib/i18n/locales';
import type { LanguageMenuPopupProps } from './language-menu-popup';
import { LanguageTriggerContent, languageTriggerClass } from './language-trigger';

type Popup = ComponentType<LanguageMenuPopupProps>;

let popupModule: Promise<{ default: Popup }> | null = null;
const loadPopup = () => (popupModule ??= import('./language-menu-popup'));

export function LanguageMenu({ testId = 'language-menu' }: { testId?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { available } = useLocaleServices();
  const button = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<{ Popup: Popup; takeFocus: boolean } | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  if (available.length < 2) return null;

  if (loaded)
    return <loaded.Popup defaultOpen={openOnLoad} takeFocus={loaded.takeFocus} testId={testId} />;

  const load = () => {
    loadPopup().then(
      (module) =>
        setLoaded({ Popup: module.default, takeFocus: document.activeElement === button.current }),
      (error: unknown) => {
        popupModule = null;
        console.error('The language menu failed to load', error);
      },
    );
  };

  return (
    <button
      ref={button}
      type="button"
      className={languageTriggerClass}
      aria-label={t('language.button', { language: nativeLanguageName(locale) })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid={testId}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <LanguageTriggerContent locale={locale} />
    </button>
  );
}
