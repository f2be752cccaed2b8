import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleConfig } from '../../../test/fixtures';
import { testServices, type TestServices } from '../../../test/providers';
import { renderAtRoute } from '../../../test/router';
import { smartBannerCookieName } from '../lib/smart-banner-rules';
import SmartBanner from './smart-banner';

const phone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let services: TestServices;
beforeAll(async () => {
  const config = sampleConfig();
  services = await testServices({
    config: {
      ...config,
      features: { ...config.features, smartBanner: true },
      storeUrl: 'https://play.google.com/store/apps/details?id=tv.touchline.demo',
    },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = `${smartBannerCookieName}=; Max-Age=0; Path=/`;
});

describe('SmartBanner', () => {
  it('invites a phone viewer to /open-app/ and stays closed once closed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(phone);
    const { unmount } = await renderAtRoute(services, '/home/', () => <SmartBanner />);
    const banner = screen.getByRole('complementary', { name: 'Get the app' });
    expect(banner.textContent).toContain('Touchline Sports app');
    expect(screen.getByTestId('smart-banner-open').getAttribute('href')).toBe('/open-app/');

    fireEvent.click(screen.getByRole('button', { name: 'Close the app banner' }));
    expect(screen.queryByTestId('smart-banner')).toBeNull();
    expect(document.cookie).toContain(`${smartBannerCookieName}=`);
    unmount();
    await renderAtRoute(services, '/home/', () => <SmartBanner />);
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });

  it('stays away on a desktop browser', async () => {
    await renderAtRoute(services, '/home/', () => <SmartBanner />);
    expect(screen.queryByTestId('smart-banner')).toBeNull();
  });
});
