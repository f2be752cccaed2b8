// POST /api/commerce/cancel_contract: stop a subscription's renewal; it runs to its end date.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelContractCall } from '@touchline/contract/calls/commerce';
import { apiClient } from '../../../lib/app/api-client';

export async function cancelContract(id: string) {
  return (await apiClient().request(cancelContractCall, { body: { platform: 'web', id } })).content;
}

export function useCancelContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelContract,
    onSuccess: () => client.invalidateQueries({ queryKey: ['commerce', 'contracts'] }),
  });
}
