import { describe, expect, it } from 'vitest';
import { choosePushId } from './push-identifier';

const customer = (custom_domain_url: string | null, custom: string | null = 'custom-id') => ({
  app_config: { webAnalyticsId: null, pushId: 'default-id', customDomainProductionPushId: custom },
  custom_domain_url,
  enableNotifications: true,
});

describe('choosePushId', () => {
  it('takes the custom-domain identifier on the custom domain', () => {
    expect(choosePushId(customer('https://watch.example.com'), 'watch.example.com')).toBe(
      'custom-id',
    );
    expect(choosePushId(customer('watch.example.com'), 'WATCH.example.com')).toBe('custom-id');
  });

  it('takes the default identifier on any other host', () => {
    expect(choosePushId(customer('https://watch.example.com'), 'localhost')).toBe('default-id');
    expect(choosePushId(customer(null), 'watch.example.com')).toBe('default-id');
  });

  it('takes the default identifier when the custom domain has none of its own', () => {
    expect(choosePushId(customer('https://watch.example.com', null), 'watch.example.com')).toBe(
      'default-id',
    );
  });

  it('has none when the tenant configures none', () => {
    const none = { ...customer(null), app_config: { ...customer(null).app_config, pushId: null } };
    expect(choosePushId(none, 'localhost')).toBeNull();
  });
});
