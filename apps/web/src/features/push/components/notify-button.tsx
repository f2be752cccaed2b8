// The notify button (spec §5: shown only when the tenant enables notifications): a bell in the
// header that subscribes this browser to "starts soon" and "is live" of the games the viewer
// follows, or unsubscribes it. A lazy chunk the root loads for signed-in viewers (ADR 051).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionChange } from '../../../lib/session/session-events';
import { Icon } from '../../../ui/icons';
import { notify } from '../../../ui/notify';
import { currentState, forget, turnOff, turnOn, type PushState } from '../lib/browser-push';
import { browserPushSetup } from '../lib/push-setup';

const BellIcon = ({ on }: { on: boolean }) => (
  <Icon fill={on ? 'currentColor' : 'none'}>
    <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" />
    <path d="M10 20.5a2.2 2.2 0 0 0 4 0" fill="none" />
  </Icon>
);

export default function NotifyButton({ pushId }: { pushId: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const setup = browserPushSetup();

  useEffect(() => {
    let live = true;
    currentState(setup, pushId).then(
      (found) => live && setState(found),
      (error: unknown) => {
        console.error('The push subscription could not be read', error);
        if (live) setState('off');
      },
    );
    return () => {
      live = false;
    };
  }, [setup, pushId]);

  // The button is in the header while a viewer is signed in: it sees the sign-out begin.
  useEffect(() => onSessionChange({ signingOut: (asViewer) => forget(setup, asViewer) }), [setup]);

  const label =
    state === 'on' ? t('push.turnOff') : state === 'blocked' ? t('push.blocked') : t('push.turnOn');
  const toggle = () => {
    if (busy || state === null || state === 'blocked') return;
    setBusy(true);
    const change = state === 'on' ? turnOff(setup) : turnOn(setup, pushId);
    change
      .then((next) => {
        setState(next);
        if (next === 'on') notify.success(t('push.turnedOn'));
      })
      .catch((error: unknown) => {
        console.error('Notifications could not be changed', error);
        notify.danger(t('push.failed'));
      })
      .finally(() => setBusy(false));
  };

  return (
    <button
      type="button"
      className="grid size-10 shrink-0 place-items-center rounded-full text-fg hover:bg-surface-2 aria-pressed:text-brand aria-disabled:opacity-50"
      aria-label={label}
      title={label}
      aria-pressed={state === 'on'}
      aria-disabled={busy || state === null || state === 'blocked'}
      aria-busy={busy}
      data-testid="notify-button"
      data-state={state ?? 'loading'}
      onClick={toggle}
    >
      <BellIcon on={state === 'on'} />
    </button>
  );
}
