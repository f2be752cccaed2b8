// This browser's subscription: asked for with the viewer's permission and the tenant's VAPID
// public key, then stored (or removed) on the server for the signed-in viewer.
import { getPushPublicKey } from '../api/get-push-public-key';
import { removePushSubscription } from '../api/remove-push-subscription';
import { savePushSubscription } from '../api/save-push-subscription';
import type { PushSetup } from './push-setup';

export type PushState = 'on' | 'off' | 'blocked';

/** base64url → bytes, as PushManager.subscribe wants the applicationServerKey. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function save(subscription: PushSubscription, pushId: string) {
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('The push subscription has no keys');
  await savePushSubscription({ pushId, endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/**
 * Whether this browser is subscribed. A subscription it already has is stored again for the
 * viewer now signed in (spec §4: a login sets the user in the push service), in today's language.
 */
export function currentState(setup: PushSetup, pushId: string): Promise<PushState> {
  if (Notification.permission === 'denied') return Promise.resolve('blocked');
  return setup.whenReady<PushState>(async (registration) => {
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return 'off';
    await save(subscription, pushId);
    return 'on';
  });
}

export async function turnOn(setup: PushSetup, pushId: string): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  return setup.whenReady<PushState>(async (registration) => {
    const applicationServerKey = keyBytes(await getPushPublicKey());
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey,
    });
    await save(subscription, pushId);
    return 'on';
  });
}

export function turnOff(setup: PushSetup): Promise<PushState> {
  return setup.whenReady<PushState>(async (registration) => {
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await removePushSubscription(subscription.endpoint);
      await subscription.unsubscribe();
    }
    return 'off';
  });
}

/**
 * At sign-out: this browser stops receiving the viewer's notices. The server forgets the
 * subscription while the session still holds (a removed device's cannot, and is pruned when the
 * push service refuses it), and the browser drops it in any case, so the next viewer to sign in
 * here is not subscribed by the last one's choice.
 */
export function forget(setup: PushSetup, asViewer: boolean): Promise<void> {
  return setup.whenReady<void>(async (registration) => {
    const subscription = await registration.pushManager.getSubscription();
    if (!subscription) return;
    if (asViewer) await removePushSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  });
}
