// "Load more" for paged lists: a button for keyboard and assistive-tech users, and a sentinel
// that asks for the next page on its own when it scrolls near the viewport (infinite scrolling).
import { useEffect, useRef } from 'react';
import { Button } from './button';

export interface LoadMoreProps {
  onLoadMore: () => void;
  loading: boolean;
  label: string;
  loadingLabel: string;
  /** How far below the viewport the next page starts loading. */
  rootMargin?: string;
  testId?: string;
}

export function LoadMore({
  onLoadMore,
  loading,
  label,
  loadingLabel,
  rootMargin = '600px 0px',
  testId = 'load-more',
}: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // The latest callback without re-observing on every render.
  const callback = useRef(onLoadMore);
  useEffect(() => {
    callback.current = onLoadMore;
  }, [onLoadMore]);

  // Observed afresh after each page arrives: an observer reports the current state first, so a
  // sentinel still in view after a short page asks for the next one too.
  useEffect(() => {
    const element = sentinel.current;
    if (loading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          callback.current();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin, loading]);

  return (
    <div className="mt-10 flex flex-col items-center">
      <div
        ref={sentinel}
        aria-hidden="true"
        className="h-px w-full"
        data-testid={`${testId}-sentinel`}
      />
      <Button
        kind="secondary"
        size="large"
        rounded
        onClick={onLoadMore}
        disabled={loading}
        aria-busy={loading}
        data-testid={testId}
      >
        {loading ? loadingLabel : label}
      </Button>
    </div>
  );
}
