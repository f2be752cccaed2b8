// The first stop of the keyboard: jumps past the header to the page's main content.
import { useTranslation } from 'react-i18next';

export const mainContentId = 'main-content';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-[60] rounded-lg bg-brand px-4 py-2 font-semibold text-brand-fg focus:not-sr-only focus:fixed focus:start-4 focus:top-3"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
