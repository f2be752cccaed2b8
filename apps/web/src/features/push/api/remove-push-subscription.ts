// POST /api/push/unsubscribe: the signed-in viewer's subscription of this browser goes.
import { pushUnsubscribeCall } from '@touchline/contract/calls/push';
import { apiClient } from '../../../lib/app/api-client';

export function removePushSubscription(endpoint: string) {
  return apiClient().request(pushUnsubscribeCall, { body: { endpoint } });
}
