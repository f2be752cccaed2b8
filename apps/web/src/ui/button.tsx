// The button of the design system (spec §9): medium and primary unless told otherwise; outline,
// link-style, full-width and fully rounded variants. Links share the look via buttonClassName.
import clsx from 'clsx';
import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../lib/app/use-hydrated';

export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonKind = 'primary' | 'secondary' | 'danger';

export interface ButtonLook {
  size?: ButtonSize;
  kind?: ButtonKind;
  outline?: boolean;
  /** Looks like a text link (no background or padding), still a button for assistive tech. */
  link?: boolean;
  fullWidth?: boolean;
  rounded?: boolean;
}

const sizes: Record<ButtonSize, string> = {
  small: 'h-8 px-3 text-sm gap-1.5',
  medium: 'h-10 px-4 text-sm gap-2',
  large: 'h-12 px-6 text-base gap-2.5',
};

const solid: Record<ButtonKind, string> = {
  primary: 'bg-brand text-brand-fg hover:brightness-110 shadow-sm shadow-black/10',
  secondary: 'bg-surface-2 text-fg hover:bg-surface-3',
  danger: 'bg-live text-white hover:brightness-110',
};

const outlined: Record<ButtonKind, string> = {
  primary: 'border border-brand text-brand hover:bg-brand/10',
  secondary: 'border border-line text-fg hover:bg-surface-2',
  danger: 'border border-live text-live hover:bg-live/10',
};

const linked: Record<ButtonKind, string> = {
  primary: 'text-brand',
  secondary: 'text-fg',
  danger: 'text-live',
};

export function buttonClassName(look: ButtonLook = {}, extra?: string): string {
  const { size = 'medium', kind = 'primary', outline = false, link = false } = look;
  return clsx(
    'inline-flex items-center justify-center font-semibold whitespace-nowrap select-none',
    'transition duration-150 disabled:pointer-events-none disabled:opacity-50',
    link
      ? [
          'underline-offset-4 hover:underline',
          linked[kind],
          size === 'small' ? 'text-sm' : 'text-base',
        ]
      : [
          sizes[size],
          outline ? outlined[kind] : solid[kind],
          look.rounded ? 'rounded-full' : 'rounded-lg',
        ],
    look.fullWidth && 'w-full',
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {}

export function Button({
  size,
  kind,
  outline,
  link,
  fullWidth,
  rounded,
  className,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  // A server-rendered form sent before React has taken the page over is the browser's own GET of
  // the page: what was typed is gone, and so is the page's query (a sign-in's redirect). Until
  // then its submit button waits, disabled, and Enter in a field sends nothing either.
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={disabled || (type === 'submit' && !hydrated)}
      className={buttonClassName({ size, kind, outline, link, fullWidth, rounded }, className)}
      {...rest}
    />
  );
}
