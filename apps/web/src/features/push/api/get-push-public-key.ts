// GET /api/push/public_key: the tenant's VAPID public key, the browser's applicationServerKey.
import { pushPublicKeyCall } from '@touchline/contract/calls/push';
import { apiClient } from '../../../lib/app/api-client';

export async function getPushPublicKey(): Promise<string> {
  return (await apiClient().request(pushPublicKeyCall)).content.publicKey;
}
