// POST /api/commerce/subscribe_by_stored_cc: buy an offer with the stored card. As with the card
// form, the caller makes one idempotency key per attempt, so a retry never charges twice.
import { useMutation } from '@tanstack/react-query';
import {
  subscribeByStoredCardCall,
  type SubscribeByStoredCardRequest,
} from '@touchline/contract/calls/commerce';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { apiClient } from '../../../lib/app/api-client';
import { trackOrderCompleted } from '../lib/track-order';

export async function subscribeByStoredCard(
  body: SubscribeByStoredCardRequest,
): Promise<PurchaseResult> {
  return (await apiClient().request(subscribeByStoredCardCall, { body })).content;
}

export const useSubscribeByStoredCard = () =>
  useMutation({
    mutationFn: subscribeByStoredCard,
    onSuccess: (result) => trackOrderCompleted(result, 'stored_card'),
  });
