// A labelled native select, styled like the text fields.
import clsx from 'clsx';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  error,
  className,
  children,
  ref,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        className="h-11 w-full rounded-lg border border-line bg-canvas px-3 text-base text-fg outline-none focus-visible:border-brand focus-visible:ring-2 focus-visible:ring-brand/60"
        {...select}
      >
        {children}
      </select>
      <p role={error ? 'alert' : undefined} className="min-h-4 text-xs text-live">
        {error ?? ''}
      </p>
    </div>
  );
}
