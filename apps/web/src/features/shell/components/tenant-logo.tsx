// The tenant's logo; its initials on the brand colour when the logo is missing or fails.
import clsx from 'clsx';
import { useState } from 'react';
import { useCustomerConfig } from '../../../lib/config/config-context';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');

export function TenantLogo({ size, className }: { size: number; className?: string }) {
  const { name, theme } = useCustomerConfig();
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const box = clsx('shrink-0 rounded-lg', className);
  if (theme.logoUrl && failedFor !== theme.logoUrl) {
    return (
      <img
        src={theme.logoUrl}
        alt=""
        width={size}
        height={size}
        decoding="async"
        className={clsx(box, 'object-contain')}
        style={{ width: size, height: size }}
        onError={() => setFailedFor(theme.logoUrl)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={clsx(
        box,
        'grid place-items-center bg-brand font-display font-extrabold text-brand-fg',
      )}
      style={{ width: size, height: size, fontSize: size * 0.4 }}
    >
      {initialsOf(name)}
    </span>
  );
}
