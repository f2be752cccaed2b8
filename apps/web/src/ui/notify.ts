// The two toast types of spec §8: success and danger. The toast library loads on first use.
import { requestToaster } from './toaster-state';

type ToastKind = 'success' | 'danger';

async function show(kind: ToastKind, message: string) {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster()]);
  if (kind === 'success') toast.success(message);
  else toast.error(message);
}

function report(error: unknown) {
  console.error('A notification could not be shown', error);
}

export const notify = {
  success: (message: string) => void show('success', message).catch(report),
  danger: (message: string) => void show('danger', message).catch(report),
};
