// POST /api/push/subscribe: this browser's subscription, for the signed-in viewer.
import { pushSubscribeCall, type PushSubscribeRequest } from '@touchline/contract/calls/push';
import { apiClient } from '../../../lib/app/api-client';

export function savePushSubscription(body: PushSubscribeRequest) {
  return apiClient().request(pushSubscribeCall, { body });
}
