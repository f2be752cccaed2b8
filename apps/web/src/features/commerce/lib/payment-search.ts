// The query parameters of the checkout and payment pages, read leniently: a bad value is dropped.
// `redirect` is kept only when it is a page of the portal (no open redirect).
import { z } from 'zod';
import { safeInternalPath } from '../../../lib/router/safe-path';

const text = z.string().max(2000).optional().catch(undefined);

export const paymentSearch = z.object({
  redirect: text.transform(safeInternalPath),
  reason: z.string().max(64).optional().catch(undefined),
  secret: z.string().max(255).optional().catch(undefined),
});
