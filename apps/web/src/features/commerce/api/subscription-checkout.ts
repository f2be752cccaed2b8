// POST /api/commerce/subscription_checkout: buy an offer with a card token. The idempotency key
// is made once per attempt by the caller, so a retried request is never a second charge.
import { useMutation } from '@tanstack/react-query';
import {
  subscriptionCheckoutCall,
  type SubscriptionCheckoutRequest,
} from '@touchline/contract/calls/commerce';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { apiClient } from '../../../lib/app/api-client';
import { trackOrderCompleted } from '../lib/track-order';

export async function subscriptionCheckout(
  body: SubscriptionCheckoutRequest,
): Promise<PurchaseResult> {
  return (await apiClient().request(subscriptionCheckoutCall, { body })).content;
}

export const useSubscriptionCheckout = () =>
  useMutation({
    mutationFn: subscriptionCheckout,
    onSuccess: (result) => trackOrderCompleted(result, 'card'),
  });
