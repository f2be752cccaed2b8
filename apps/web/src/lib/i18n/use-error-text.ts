// The text for a failure in the current language (spec §8, see lib/http/error-text.ts); a call
// that got no answer at all says so, since the connection is then the likely cause. Client-side
// failures (status 0 too, but with a code of their own, e.g. popup_closed) keep their text.
import { useTranslation } from 'react-i18next';
import { ApiError } from '../http/api-error';
import { errorText } from '../http/error-text';

export function useErrorText() {
  const { i18n } = useTranslation();
  return (error: unknown): string => {
    const noAnswer =
      error instanceof ApiError && error.status === 0 && error.code === 'default_error_message';
    if (noAnswer && i18n.exists('errors.network')) {
      return i18n.t('errors.network');
    }
    return errorText(error, i18n);
  };
}
