// A signed-in account without the operator role: said plainly, with the way back to the portal.
import { useTranslation } from 'react-i18next';
import { useLocaleHref } from '../../../lib/i18n/locale-context';
import { buttonClassName } from '../../../ui/button';

export function NotAllowed() {
  const { t } = useTranslation();
  const home = useLocaleHref('/');
  return (
    <section
      data-testid="console-not-allowed"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-fg">{t('console.notAllowed.title')}</h1>
      <p className="text-fg-muted">{t('console.notAllowed.body')}</p>
      {/* A full page load: the portal's own rules (a club to choose first) then apply. */}
      <a href={home} className={buttonClassName()}>
        {t('console.notAllowed.home')}
      </a>
    </section>
  );
}
