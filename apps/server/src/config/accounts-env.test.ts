import { describe, expect, it } from 'vitest';
import { type ConfigError, demoPlatformKey, loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('refuses a guessable AUTH_SECRET in production outside demo mode', () => {
    const guessable = { NODE_ENV: 'production', AUTH_SECRET: 'k'.repeat(40) };
    expect(() => loadConfig(guessable, cwd)).toThrow(/AUTH_SECRET: must not be guessable/);
    // The demo and the test suites may keep a simple one.
    expect(loadConfig({ ...guessable, DEMO: 'on' }, cwd).authSecret).toBe('k'.repeat(40));
    expect(loadConfig({ AUTH_SECRET: 'k'.repeat(40) }, cwd).authSecret).toBe('k'.repeat(40));
    const random = 'dXk3Q9vR2mZ8pL1aT6yB0cN5wE4hG7jF';
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: random }, cwd).authSecret).toBe(
      random,
    );
  });

  it('reads the account settings', () => {
    expect(
      loadConfig(
        {
          AUTH_SECRET: 'k'.repeat(40),
          SMTP_URL: 'smtp://mail.example.com:587',
          MAIL_FROM: 'Club TV <tv@example.com>',
        },
        cwd,
      ),
    ).toMatchObject({
      authSecret: 'k'.repeat(40),
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'Club TV <tv@example.com>',
    });
    const problems = (() => {
      try {
        loadConfig({ AUTH_SECRET: 'short', SMTP_URL: 'http://mail' }, cwd);
        return [];
      } catch (error) {
        return (error as ConfigError).problems.map((p) => p.variable).sort();
      }
    })();
    expect(problems).toEqual(['AUTH_SECRET', 'SMTP_URL']);
  });

  it('takes the demo platform key only in demo mode, and never in a real deployment', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, '/srv').platformKey).toBeNull();
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }, '/srv').platformKey).toBe(
      demoPlatformKey,
    );
    const own = 'a-platform-key-of-our-own-0123456789';
    expect(loadConfig({ NODE_ENV: 'production', PLATFORM_KEY: own }, '/srv').platformKey).toBe(own);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PLATFORM_KEY: demoPlatformKey }, '/srv'),
    ).toThrow(/PLATFORM_KEY/);
    expect(() => loadConfig({ PLATFORM_KEY: 'short' }, '/srv')).toThrow(/PLATFORM_KEY/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '10' }, '/srv')).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
