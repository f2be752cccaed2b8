// Whether an account may write global timeline tags: a switch (role="switch", aria-checked) that
// sends the opposite of what the server last said, and is held while the change is on its way.
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function GlobalTagSwitch({
  checked,
  busy,
  onToggle,
}: {
  checked: boolean;
  busy: boolean;
  onToggle: (allowed: boolean) => void;
}) {
  const { t } = useTranslation();
  const label = useId();
  const hint = useId();
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={label}
        aria-describedby={hint}
        disabled={busy}
        onClick={() => onToggle(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line transition-colors focus-visible:ring-2 focus-visible:ring-brand/60 focus-visible:outline-none disabled:opacity-60',
          checked ? 'bg-brand' : 'bg-surface-2',
        )}
        data-testid="user-global-tags"
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-4 rounded-full bg-canvas shadow transition-transform rtl:-scale-x-100',
            checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </button>
      <div className="flex flex-col">
        <span id={label} className="text-sm font-semibold text-fg">
          {t('console.users.globalTags')}
        </span>
        <span id={hint} className="text-xs text-fg-muted">
          {t('console.users.globalTagsHint')}
        </span>
      </div>
    </div>
  );
}
