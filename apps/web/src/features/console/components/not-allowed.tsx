// A signed-in account without the operator role: said plainly, with the way back to the portal.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../../ui/button';

export function NotAllowed() {
  const { t } = useTranslation();
  return (
    <section
      data-testid="console-not-allowed"
      className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center"
    >
      <h1 className="text-2xl font-bold text-fg">{t('console.notAllowed.title')}</h1>
      <p className="text-fg-muted">{t('console.notAllowed.body')}</p>
      <Link to="/" className={buttonClassName()}>
        {t('console.notAllowed.home')}
      </Link>
    </section>
  );
}
