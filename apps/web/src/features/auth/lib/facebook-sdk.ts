// The facebook JS SDK (Graph v15.0, spec §7), loaded only when the tenant configured an app id
// and only when the user asks to sign in with facebook.
import { socialPopup } from '@touchline/contract/constants';
import { errorMessages } from '@touchline/contract/error-codes';
import { authError } from './auth-errors';

interface FacebookAuthResponse {
  accessToken: string;
}
interface FacebookLoginStatus {
  status: string;
  authResponse?: FacebookAuthResponse | null;
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginStatus) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

export const facebookSdkUrl = 'https://connect.facebook.net/en_US/sdk.js';

let loading: Promise<FacebookSdk> | null = null;

export function loadFacebookSdk(appId: string | null): Promise<FacebookSdk> {
  if (!appId)
    return Promise.reject(authError('facebook_auth_failed', errorMessages.facebookFailed));
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    window.fbAsyncInit = () => {
      const sdk = window.FB;
      if (!sdk) return reject(authError('facebook_auth_failed', errorMessages.facebookFailed));
      sdk.init({ appId, version: socialPopup.facebookSdkVersion, cookie: false, xfbml: false });
      resolve(sdk);
    };
    const script = document.createElement('script');
    script.src = facebookSdkUrl;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.onerror = () => {
      loading = null;
      reject(authError('facebook_auth_failed', errorMessages.facebookFailed));
    };
    document.head.append(script);
  });
  return loading;
}

/** Spec §5: the login must answer status connected with an auth response, else it fails. */
export const facebookAccessToken = (response: FacebookLoginStatus): string => {
  if (response.status === 'connected' && response.authResponse?.accessToken) {
    return response.authResponse.accessToken;
  }
  throw authError('facebook_auth_failed', errorMessages.facebookFailed);
};

export async function facebookLogin(appId: string | null): Promise<string> {
  const sdk = await loadFacebookSdk(appId);
  const response = await new Promise<FacebookLoginStatus>((resolve) =>
    sdk.login(resolve, { scope: socialPopup.scopes.facebook }),
  );
  return facebookAccessToken(response);
}
