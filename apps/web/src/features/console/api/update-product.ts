// PATCH /api/admin/products/:id: title, price, duration, access items or sale (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateProductCall,
  type AdminProduct,
  type UpdateProductBody,
} from '@touchline/contract/calls/admin-products';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

export async function updateProduct(change: {
  id: string;
  body: UpdateProductBody;
}): Promise<AdminProduct> {
  return (
    await apiClient().request(updateProductCall, { params: { id: change.id }, body: change.body })
  ).content;
}

export const useUpdateProduct = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: () =>
      Promise.all(
        [consoleKeys.products, consoleKeys.audit].map((queryKey) =>
          queries.invalidateQueries({ queryKey }),
        ),
      ),
  });
};
