// The event page's shape while the event loads: no layout shift when it arrives.
import { Skeleton } from '../../../ui/skeleton';

export function EventPageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-[1600px] sm:px-6 sm:pt-6 lg:px-10" aria-busy="true">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] xl:grid-cols-[minmax(0,1fr)_360px]">
        <div className="space-y-5">
          <Skeleton className="aspect-video w-full sm:rounded-xl" />
          <div className="space-y-3 px-4 sm:px-0">
            <Skeleton className="h-16 w-full rounded-xl" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-8 w-3/4" />
          </div>
        </div>
        <div className="hidden space-y-4 lg:block">
          <Skeleton className="aspect-video w-full rounded-xl" />
          <Skeleton className="aspect-video w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}
