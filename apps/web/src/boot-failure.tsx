// Shown when the app cannot start (the tenant's configuration did not load): a reload button,
// in the visitor's language when at least the texts loaded.
import type { i18n as I18n } from 'i18next';

export function BootFailure({ i18n }: { i18n: I18n | null }) {
  const t = (key: string, english: string) => (i18n?.exists(key) ? i18n.t(key) : english);
  return (
    <main className="grid min-h-dvh place-items-center px-4 text-center">
      <div role="alert" className="max-w-md">
        <h1 className="font-display text-2xl font-bold text-fg">
          {t('errors.pageTitle', 'Something went wrong')}
        </h1>
        <p className="mt-3 text-fg-muted">
          {t('errors.network', 'We could not reach the server.')}
        </p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-8 h-11 rounded-full bg-brand px-6 font-semibold text-brand-fg"
        >
          {t('errors.reload', 'Reload the page')}
        </button>
      </div>
    </main>
  );
}
