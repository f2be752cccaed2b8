// The social login popup of spec §4: open a window of at least 512×730, resolve on the token or
// success message it posts, reject when it is closed (polled every 500 ms) or reports an error.
// Only messages from this page's own origin are read (spec §5).
import { socialPopup } from '@touchline/contract/constants';
import type { SocialProvider } from '@touchline/contract/enums';
import { errorMessages } from '@touchline/contract/error-codes';
import { authError } from './auth-errors';

export const popupMessageSource = 'touchline-social-login';

export type PopupErrorCode = 'popup_closed' | 'login_failed' | 'device_limit_exceeded';

export type PopupMessage =
  | {
      source: typeof popupMessageSource;
      provider: SocialProvider;
      accessToken?: string;
      idToken?: string;
      fullName?: string;
      /** Code flows (the federation): the authorization code, redeemed with the PKCE verifier. */
      code?: string;
      /** The state the provider returned; the opener compares it with the one it sent. */
      state?: string;
    }
  | {
      source: typeof popupMessageSource;
      provider: SocialProvider;
      error: PopupErrorCode;
      message?: string;
    };

/** A popup message without its source marker, as the callback page builds it. */
export type PopupOutcome = PopupMessage extends infer M
  ? M extends PopupMessage
    ? Omit<M, 'source'>
    : never
  : never;

export interface PopupResult {
  provider: SocialProvider;
  accessToken?: string;
  idToken?: string;
  fullName?: string;
  code?: string;
  state?: string;
}

export interface PopupHandle {
  closed: boolean;
  close(): void;
}

/** The parts of `window` the popup needs; tests pass a fake. */
export interface PopupHost {
  origin: string;
  screenX: number;
  screenY: number;
  outerWidth: number;
  outerHeight: number;
  open(url: string, name: string, features: string): PopupHandle | null;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  setInterval(handler: () => void, ms: number): number;
  clearInterval(id: number): void;
}

const popupErrorText: Record<PopupErrorCode, string> = {
  popup_closed: errorMessages.popupClosed,
  login_failed: errorMessages.loginFailed,
  device_limit_exceeded: errorMessages.deviceLimitExceeded,
};

export const popupError = (code: PopupErrorCode) => authError(code, popupErrorText[code]);

export const popupFeatures = (host: PopupHost) => {
  const width = Math.max(socialPopup.minWidth, Math.round(host.outerWidth * 0.4));
  const height = Math.max(socialPopup.minHeight, Math.round(host.outerHeight * 0.8));
  const left = Math.round(host.screenX + (host.outerWidth - width) / 2);
  const top = Math.round(host.screenY + (host.outerHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
};

const isPopupMessage = (data: unknown): data is PopupMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { source?: unknown }).source === popupMessageSource;

const errorCodes: readonly string[] = ['popup_closed', 'login_failed', 'device_limit_exceeded'];

export function openSocialPopup(
  url: string,
  provider: SocialProvider,
  host: PopupHost = window,
): Promise<PopupResult> {
  return new Promise<PopupResult>((resolve, reject) => {
    const popup = host.open(url, `touchline-${provider}-login`, popupFeatures(host));
    if (!popup) {
      reject(popupError('popup_closed'));
      return;
    }
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      host.clearInterval(timer);
      host.removeEventListener('message', onMessage);
      outcome();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== host.origin || !isPopupMessage(event.data)) return;
      const data = event.data;
      if (data.provider !== provider) return;
      if ('error' in data) {
        const code = errorCodes.includes(data.error) ? data.error : 'login_failed';
        finish(() => reject(popupError(code)));
      } else if (data.accessToken || data.idToken || data.code) {
        finish(() =>
          resolve({
            provider,
            accessToken: data.accessToken,
            idToken: data.idToken,
            fullName: data.fullName,
            code: data.code,
            state: data.state,
          }),
        );
      } else {
        finish(() => reject(popupError('login_failed')));
      }
      if (!popup.closed) popup.close();
    };
    host.addEventListener('message', onMessage);
    const timer = host.setInterval(() => {
      if (popup.closed) finish(() => reject(popupError('popup_closed')));
    }, socialPopup.pollMs);
  });
}

/** The callback page's side: hand the outcome to the opener, on this origin only. */
export function postToOpener(
  message: PopupOutcome,
  opener: Pick<Window, 'postMessage'> | null = window.opener as Window | null,
  origin = window.location.origin,
): boolean {
  if (!opener) return false;
  opener.postMessage({ source: popupMessageSource, ...message }, origin);
  return true;
}
