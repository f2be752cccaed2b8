// A shimmering block that holds the place of content still loading; hidden from assistive tech
// (the region that loads announces itself with aria-busy instead).
import clsx from 'clsx';

export function Skeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-surface-2', className)} />
  );
}
