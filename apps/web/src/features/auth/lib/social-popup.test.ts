import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { openSocialPopup, popupMessageSource, postToOpener, type PopupHost } from './social-popup';

const origin = 'https://portal.example';

const fakeHost = () => {
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)) };
  const open = vi.fn((_url: string, _name: string, _features: string) => popup);
  const host: PopupHost = {
    origin,
    screenX: 0,
    screenY: 0,
    outerWidth: 800,
    outerHeight: 600,
    open,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    setInterval: (handler, ms) => window.setInterval(handler, ms),
    clearInterval: (id) => window.clearInterval(id),
  };
  const post = (data: unknown, from = origin) => {
    for (const listener of [...listeners])
      listener(new MessageEvent('message', { data, origin: from }));
  };
  return { host, popup, open, post, listeners };
};

const parseFeatures = (features: string) =>
  Object.fromEntries(features.split(',').map((part) => part.split('='))) as Record<string, string>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('social login popup', () => {
  it('opens at least 512×730 and resolves with the token a same-origin message brings', async () => {
    const { host, open, post, popup, listeners } = fakeHost();
    const result = openSocialPopup('https://idp.example/authorize', 'google', host);
    const features = parseFeatures(open.mock.calls[0]?.[2] ?? '');
    expect(Number(features.width)).toBeGreaterThanOrEqual(512);
    expect(Number(features.height)).toBeGreaterThanOrEqual(730);
    post({ source: popupMessageSource, provider: 'google', idToken: 'id-1' });
    await expect(result).resolves.toEqual({
      provider: 'google',
      idToken: 'id-1',
      accessToken: undefined,
      fullName: undefined,
    });
    expect(popup.close).toHaveBeenCalled();
    expect(listeners.size).toBe(0);
  });

  it('ignores messages from other origins and other senders', async () => {
    const { host, post } = fakeHost();
    const result = openSocialPopup('https://idp.example/authorize', 'ifa', host);
    post(
      { source: popupMessageSource, provider: 'ifa', accessToken: 'stolen' },
      'https://evil.example',
    );
    post({ something: 'else' });
    post({ source: popupMessageSource, provider: 'google', accessToken: 'wrong provider' });
    post({ source: popupMessageSource, provider: 'ifa', accessToken: 'a-1' });
    await expect(result).resolves.toMatchObject({ accessToken: 'a-1' });
  });

  it('resolves with the code and state of a code flow (the federation)', async () => {
    const { host, post } = fakeHost();
    const result = openSocialPopup('https://idp.example/auth', 'ifa', host);
    post({ source: popupMessageSource, provider: 'ifa', code: 'code-1', state: 'state-1' });
    await expect(result).resolves.toMatchObject({
      provider: 'ifa',
      code: 'code-1',
      state: 'state-1',
    });
  });

  it('rejects with popup_closed when the window is closed, noticed within 500 ms', async () => {
    const { host, popup } = fakeHost();
    const result = openSocialPopup('https://idp.example/authorize', 'google', host);
    const settled = vi.fn();
    result.catch(settled);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(499);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
    const error = settled.mock.calls[0]?.[0] as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('popup_closed');
    expect(JSON.parse(error.message)).toEqual({
      code: 'popup_closed',
      message: 'Popup was closed',
    });
  });

  it('maps error messages to login_failed and device_limit_exceeded', async () => {
    for (const [sent, code, message] of [
      ['login_failed', 'login_failed', 'Login Failed'],
      ['device_limit_exceeded', 'device_limit_exceeded', 'Device Limit Exceeded'],
      ['something_else', 'login_failed', 'Login Failed'],
    ] as const) {
      const { host, post } = fakeHost();
      const result = openSocialPopup('https://idp.example/authorize', 'google', host);
      post({ source: popupMessageSource, provider: 'google', error: sent });
      await expect(result).rejects.toMatchObject({
        code,
        message: JSON.stringify({ code, message }),
      });
    }
  });

  it('rejects at once when the browser blocked the popup', async () => {
    const { host, open } = fakeHost();
    open.mockReturnValueOnce(null as never);
    await expect(openSocialPopup('https://idp.example/a', 'google', host)).rejects.toMatchObject({
      code: 'popup_closed',
    });
  });

  it('the callback posts to its opener with this origin as the only target', () => {
    const opener = { postMessage: vi.fn() };
    expect(postToOpener({ provider: 'ifa', accessToken: 'a-1' }, opener, origin)).toBe(true);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { source: popupMessageSource, provider: 'ifa', accessToken: 'a-1' },
      origin,
    );
    expect(postToOpener({ provider: 'ifa', accessToken: 'a-1' }, null, origin)).toBe(false);
  });
});
