// Spec §8: a failed initial load of the selected videos or the follows is shown as an error toast.
import { useEffect } from 'react';
import { useErrorText } from '../lib/i18n/use-error-text';
import { notify } from './notify';

export function useFailureToast(error: unknown) {
  const errorText = useErrorText();
  useEffect(() => {
    if (error) notify.danger(errorText(error));
    // The text is read once per failure; a new language does not repeat the toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
