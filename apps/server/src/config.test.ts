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
      defaultTenant: 'touchline',
      trustedCountryHeader: null,
      nodeEnv: 'development',
      authSecret: null,
      smtpUrl: null,
      mailFrom: 'Touchline <no-reply@localhost>',
      catalogCacheMs: 1000,
      callRateLimits: true,
      ifaIssuerUrl: null,
      trustedProxies: [],
      timeouts: { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 5_000, idleMs: 60_000 },
      apiDocs: true,
      sourceMaps: true,
    });
  });

  it('reads the trusted proxies as addresses and CIDR blocks, and refuses anything else', () => {
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,' }, cwd).trustedProxies,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8']);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/8', '::1/129', '10.0.0.0/x'])
      expect(() => loadConfig({ TRUSTED_PROXIES: bad }, cwd), bad).toThrow(/TRUSTED_PROXIES:/);
  });

  it('reads the timeouts and refuses values that would disable them', () => {
    expect(
      loadConfig(
        {
          HEADERS_TIMEOUT_MS: '2000',
          REQUEST_TIMEOUT_MS: '4000',
          KEEP_ALIVE_TIMEOUT_MS: '1000',
          IDLE_TIMEOUT_MS: '9000',
        },
        cwd,
      ).timeouts,
    ).toEqual({ headersMs: 2000, requestMs: 4000, keepAliveMs: 1000, idleMs: 9000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '0' }, cwd)).toThrow(/HEADERS_TIMEOUT_MS:/);
  });

  it('keeps Swagger UI and source maps off in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd)).toMatchObject({
      apiDocs: false,
      sourceMaps: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', API_DOCS: 'on', SOURCE_MAPS: 'on' }, cwd),
    ).toMatchObject({ apiDocs: true, sourceMaps: true });
    expect(loadConfig({ API_DOCS: 'off', SOURCE_MAPS: 'off' }, cwd)).toMatchObject({
      apiDocs: false,
      sourceMaps: false,
    });
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

  it('reads the application role URL beside the owner URL', () => {
    expect(
      loadConfig(
        {
          DATABASE_URL: 'postgres://owner:secret@db.internal/touchline',
          DATABASE_APP_URL: 'postgres://app:other@db.internal/touchline',
        },
        cwd,
      ),
    ).toMatchObject({
      databaseUrl: 'postgres://owner:secret@db.internal/touchline',
      databaseAppUrl: 'postgres://app:other@db.internal/touchline',
    });
    expect(() => loadConfig({ DATABASE_APP_URL: 'mysql://app@db/touchline' }, cwd)).toThrow(
      /DATABASE_APP_URL: must start with postgres:\/\//,
    );
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

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT:/);
  });
});
