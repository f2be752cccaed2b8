// A labelled input with its hint and error wired through aria-describedby, for forms.
import clsx from 'clsx';
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, error, hint, className, id, ref, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={clsx(
          'h-11 w-full rounded-lg border bg-canvas px-3 text-base text-fg outline-none transition',
          'placeholder:text-fg-muted focus-visible:ring-2 focus-visible:ring-brand/60',
          error ? 'border-live' : 'border-line focus-visible:border-brand',
        )}
        {...input}
      />
      {hint && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {/* The error row keeps its height so the form does not jump when a message appears. */}
      <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs text-live">
        {error ?? ''}
      </p>
    </div>
  );
}
