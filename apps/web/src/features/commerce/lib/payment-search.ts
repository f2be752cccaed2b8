// The query parameters of the checkout and payment pages, read leniently: a bad value is dropped.
// `redirect` is kept only when it is a page of the portal (no open redirect).
import { definedOnly, textOrUndefined } from '../../../lib/router/url-values';
import { safeInternalPath } from '../../../lib/router/safe-path';

export interface PaymentSearch {
  redirect?: string;
  reason?: string;
  secret?: string;
}

export const paymentSearch = (raw: Record<string, unknown>): PaymentSearch =>
  definedOnly({
    redirect: safeInternalPath(textOrUndefined(raw.redirect, 2000)),
    reason: textOrUndefined(raw.reason, 64),
    secret: textOrUndefined(raw.secret, 255),
  });
