// The place of an identity page's header while it loads: banner, logo and title blocks of the
// same size, so nothing moves when the page arrives. Its own module: routes show it while their
// loader runs, before the page's own code has loaded.
import { Skeleton } from '../../../ui/skeleton';

export function IdentityHeaderSkeleton() {
  return (
    <div aria-hidden="true" data-testid="identity-header-skeleton">
      <Skeleton className="mb-6 aspect-[8/3] w-full rounded-2xl md:aspect-[4/1]" />
      <div className="flex items-center gap-5">
        <Skeleton className="size-16 rounded-2xl sm:size-20" />
        <div className="flex-1">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-3 h-8 w-2/3 max-w-sm" />
        </div>
      </div>
    </div>
  );
}
