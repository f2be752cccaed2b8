// POST /api/admin/charges/:id/refund: give back `amount` minor units of a charge (audited). The
// answer is the charge after the refund, written into every cached list that holds it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundChargeCall, type AdminCharge } from '@touchline/contract/calls/admin-commerce';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function refundCharge(refund: { id: string; amount: number }): Promise<AdminCharge> {
  return (
    await apiClient().request(refundChargeCall, {
      params: { id: refund.id },
      body: { amount: refund.amount },
    })
  ).content;
}

export const useRefundCharge = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: refundCharge,
    onSuccess: (charge) => {
      queries.setQueriesData<AdminCharge[]>({ queryKey: ['console', 'charges'] }, (charges) =>
        charges?.map((each) => (each.id === charge.id ? charge : each)),
      );
      return queries.invalidateQueries({ queryKey: consoleKeys.audit });
    },
  });
};
