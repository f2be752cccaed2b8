// `user-purchase-status` in the user's room (joined by the session while signed in): when a
// purchase of this viewer settles — on this page, another tab or another device — every answer
// that depends on what they hold is stale, so an open page unlocks without a reload.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCustomerConfig } from '../../../lib/config/config-context';
import { realtimeClientFor } from '../../../lib/realtime/realtime-instance';

export function usePurchaseUpdates(): void {
  const config = useCustomerConfig();
  const queryClient = useQueryClient();
  useEffect(() => {
    const client = realtimeClientFor(config);
    if (!client) return;
    return client.on('user-purchase-status', ({ status }) => {
      if (status === 'succeeded') void queryClient.invalidateQueries();
    });
  }, [config, queryClient]);
}
