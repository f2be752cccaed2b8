// What every route's guard and loader receive. Kept apart from router.tsx (which imports the
// generated route tree) so the root route and the route factories can name it without a cycle.
import type { QueryClient } from '@tanstack/react-query';
import type { CustomerConfig } from '@touchline/contract/customer-config';

export interface RouterContext {
  queryClient: QueryClient;
  config: CustomerConfig;
  /** The portal's origin as visitors see it: absolute links in share cards and structured data. */
  origin?: string;
}
