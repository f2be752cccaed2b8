// The heading, body and footer link of the auth pages, inside the auth layout's card.
import type { ReactNode } from 'react';

export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-fg">{title}</h1>
        {intro && <p className="text-sm text-fg-muted">{intro}</p>}
      </div>
      {children}
      {footer && (
        <div className="border-t border-line pt-4 text-center text-sm text-fg-muted">{footer}</div>
      )}
    </div>
  );
}
