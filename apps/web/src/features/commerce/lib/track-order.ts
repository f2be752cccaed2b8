// Analytics "Order Completed" (spec §4 "Push and analytics setup", §9; ADR 042) for every way a
// purchase settles: the card form, the stored card, a redeemed code and a passed card challenge.
// Properties follow Segment's e-commerce spec (order_id, products as flat product_id/name, total,
// revenue, currency), plus the portal's `eventId` for a pay-per-view and how it was paid.
// A purchase still waiting for its challenge, or a failed one, is no order yet.
import { analyticsEventNames } from '@touchline/contract/calls/telemetry';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { telemetry } from '../../../lib/telemetry/telemetry';

export type PaymentMethod = 'card' | 'stored_card' | 'access_code' | 'card_challenge';

export function trackOrderCompleted(result: PurchaseResult, method: PaymentMethod) {
  if (result.status !== 'succeeded') return;
  const contract = result.contract;
  // A code is a grant, not a sale: no money changed hands (and the code itself is never sent).
  const total = method === 'access_code' ? 0 : (contract?.price ?? null);
  telemetry.track(analyticsEventNames.purchase, {
    order_id: contract?.id ?? null,
    product_id: contract?.productId ?? null,
    name: contract?.title ?? null,
    eventId: contract?.eventId ?? null,
    total,
    revenue: total,
    currency: contract?.currency ?? null,
    payment_method: method,
    status: result.status,
    testMode: result.testMode,
  });
}
