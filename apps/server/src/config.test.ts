import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
  it('applies the defaults to an empty environment', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      databaseAppUrl: null,
      dataDir: '/srv/touchline/data',
      redisUrl: null,
      logLevel: 'info',
      publicUrl: null,
      webDist: '/srv/touchline/apps/web/dist',
      mediaDir: '/srv/touchline/media',
      demo: true,
      defaultTenant: 'touchline',
      trustedCountryHeader: null,
      nodeEnv: 'development',
      authSecret: null,
      smtpUrl: null,
      mailFrom: 'Touchline <no-reply@localhost>',
      catalogCacheMs: 1000,
      pipeline: {
        maxUploadBytes: 4 * 1024 ** 3,
        ffmpegPath: null,
        ffprobePath: null,
        jobWorker: true,
        rtmp: { port: 1935, host: '0.0.0.0', publicUrl: null, reconnectGraceMs: 30_000 },
      },
      callRateLimits: true,
      pseudoLocale: false,
      ifaIssuerUrl: null,
      trustedProxies: [],
      outboundAllowedHosts: [],
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000 },
      apiDocs: true,
      sourceMaps: true,
      telemetry: { perMinute: 60, retentionDays: 90 },
      shutdown: { drainDelayMs: 0, timeoutMs: 10_000 },
      metricsToken: null,
      platformKey: 'pk_demo_platform_admin_key',
      testClock: false,
      testFaults: false,
      stripe: null,
      objectStorage: null,
    });
  });

  it('reads every variable and resolves relative paths from the working directory', () => {
    const config = loadConfig(
      {
        PORT: '4321',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/touchline',
        DATA_DIR: '/var/lib/touchline',
        REDIS_URL: 'redis://127.0.0.1:6379',
        LOG_LEVEL: 'debug',
        PUBLIC_URL: 'https://tv.example.com/',
        WEB_DIST: 'build/web',
        MEDIA_DIR: 'store/media',
        DEFAULT_TENANT: 'harbour',
        TRUSTED_COUNTRY_HEADER: 'CF-IPCountry',
        NODE_ENV: 'production',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 4321,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/touchline',
      dataDir: '/var/lib/touchline',
      redisUrl: 'redis://127.0.0.1:6379',
      logLevel: 'debug',
      publicUrl: 'https://tv.example.com',
      webDist: '/srv/touchline/build/web',
      mediaDir: '/srv/touchline/store/media',
      defaultTenant: 'harbour',
      trustedCountryHeader: 'cf-ipcountry',
      nodeEnv: 'production',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: null,
    });
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://localhost/db',
          REDIS_URL: 'not a url',
          LOG_LEVEL: 'loud',
          PUBLIC_URL: 'ftp://example.com',
          DEFAULT_TENANT: 'Not A Slug',
          TRUSTED_COUNTRY_HEADER: 'bad header!',
          NODE_ENV: 'staging',
        },
        cwd,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const error = caught as ConfigError;
    const variables = [...new Set(error.problems.map((p) => p.variable))].sort();
    expect(variables).toEqual(
      [
        'DATABASE_URL',
        'DEFAULT_TENANT',
        'LOG_LEVEL',
        'NODE_ENV',
        'PORT',
        'PUBLIC_URL',
        'REDIS_URL',
        'TRUSTED_COUNTRY_HEADER',
      ].sort(),
    );
    for (const variable of variables) expect(error.message).toContain(`${variable}:`);
  });
});
