// One QueryClient per app: short freshness for catalog data (live states change), and retries
// only where a retry can help (not for answers the server gave on purpose).
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../http/api-error';

export const shouldRetry = (failures: number, error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 2;
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry: shouldRetry },
    },
  });
}
