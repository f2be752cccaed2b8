// POST /api/admin/products: a subscription or a pass with its price and what it unlocks (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createProductCall,
  type AdminProduct,
  type CreateProductBody,
} from '@touchline/contract/calls/admin-products';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function createProduct(body: CreateProductBody): Promise<AdminProduct> {
  return (await apiClient().request(createProductCall, { body })).content;
}

/** The products (which a batch of codes may grant) and the audit trail change with it. */
export const useCreateProduct = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () =>
      Promise.all(
        [consoleKeys.products, consoleKeys.audit].map((queryKey) =>
          queries.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
