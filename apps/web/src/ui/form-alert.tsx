// A message above a form: the failure of a submit, or a notice such as "session expired".
import clsx from 'clsx';
import type { ReactNode } from 'react';

export function FormAlert({
  kind = 'danger',
  children,
  testId,
}: {
  kind?: 'danger' | 'info' | 'success';
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={kind === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
      className={clsx(
        'rounded-lg border px-3 py-2.5 text-sm',
        kind === 'danger' && 'border-live/40 bg-live/10 text-fg',
        kind === 'info' && 'border-brand/40 bg-brand/10 text-fg',
        kind === 'success' && 'border-accent/40 bg-accent/10 text-fg',
      )}
    >
      {children}
    </div>
  );
}
