// POST /api/commerce/confirm_payment: settle a purchase once its card challenge is passed.
import { useMutation } from '@tanstack/react-query';
import { confirmPaymentCall } from '@touchline/contract/calls/commerce';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { apiClient } from '../../../lib/app/api-client';
import { trackOrderCompleted } from '../lib/track-order';

export async function confirmPayment(clientSecret: string): Promise<PurchaseResult> {
  return (await apiClient().request(confirmPaymentCall, { body: { client_secret: clientSecret } }))
    .content;
}

export const useConfirmPayment = () =>
  useMutation({
    mutationFn: confirmPayment,
    onSuccess: (result) => trackOrderCompleted(result, 'card_challenge'),
  });
