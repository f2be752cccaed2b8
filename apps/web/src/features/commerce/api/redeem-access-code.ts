// POST /api/commerce/redeem_access_code: grant the code's product to the signed-in viewer.
import { useMutation } from '@tanstack/react-query';
import { redeemAccessCodeCall } from '@touchline/contract/calls/commerce';
import type { PurchaseResult } from '@touchline/contract/entities/product';
import { apiClient } from '../../../lib/app/api-client';
import { trackOrderCompleted } from '../lib/track-order';

export async function redeemAccessCode(code: string): Promise<PurchaseResult> {
  return (await apiClient().request(redeemAccessCodeCall, { body: { code } })).content;
}

export const useRedeemAccessCode = () =>
  useMutation({
    mutationFn: redeemAccessCode,
    onSuccess: (result) => trackOrderCompleted(result, 'access_code'),
  });
