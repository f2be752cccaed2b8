import { describe, expect, it } from 'vitest';
import { ConfigError, demoPlatformKey, loadConfig } from './config';

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
        rtmp: { port: 1935, host: '0.0.0.0', publicUrl: null },
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
      testClockFile: null,
      testFaults: false,
      stripe: null,
      objectStorage: null,
    });
  });

  it('moves the purchases clock by file in demo mode only, never with DEMO=off', () => {
    expect(loadConfig({}, cwd).testClockFile).toBeNull();
    expect(loadConfig({ TEST_CLOCK_FILE: 'data/clock.json' }, cwd).testClockFile).toBe(
      '/srv/touchline/data/clock.json',
    );
    for (const env of [
      { TEST_CLOCK_FILE: 'clock.json', DEMO: 'off' },
      { TEST_CLOCK_FILE: 'clock.json', NODE_ENV: 'production' },
    ])
      expect(() => loadConfig(env, cwd)).toThrow(/TEST_CLOCK_FILE: is for end-to-end tests/);
  });

  it('forces API failures for end-to-end tests of the demo only', () => {
    expect(loadConfig({ TEST_FAULTS: 'on' }, cwd).testFaults).toBe(true);
    for (const env of [
      { TEST_FAULTS: 'on', DEMO: 'off' },
      { TEST_FAULTS: 'on', NODE_ENV: 'production' },
    ])
      expect(() => loadConfig(env, cwd)).toThrow(/TEST_FAULTS: is for end-to-end tests/);
  });

  it('uses Stripe only with its secret key, and reads another API address for tests', () => {
    expect(loadConfig({}, cwd).stripe).toBeNull();
    expect(
      loadConfig(
        {
          STRIPE_SECRET_KEY: 'sk_test_abcdefgh123',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh123',
          STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh123',
          STRIPE_API_URL: 'http://127.0.0.1:12111',
        },
        cwd,
      ).stripe,
    ).toEqual({
      secretKey: 'sk_test_abcdefgh123',
      publishableKey: 'pk_test_abcdefgh123',
      webhookSecret: 'whsec_abcdefgh123',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc' }, cwd)).toThrow(
      /STRIPE_SECRET_KEY:/,
    );
  });

  it('needs the publishable key of the same mode beside the secret key, and never alone', () => {
    const secret = { STRIPE_SECRET_KEY: 'sk_test_abcdefgh123' };
    expect(() => loadConfig(secret, cwd)).toThrow(/STRIPE_PUBLISHABLE_KEY: is needed/);
    expect(() =>
      loadConfig({ ...secret, STRIPE_PUBLISHABLE_KEY: 'pk_live_abcdefgh123' }, cwd),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a test key/);
    expect(() => loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_abcdefgh123' }, cwd)).toThrow(
      /STRIPE_PUBLISHABLE_KEY: needs STRIPE_SECRET_KEY/,
    );
    // A secret key is refused where the browser's key goes.
    for (const bad of ['sk_test_abcdefgh123', 'pk_test_abc', 'pk_test_abc def123'])
      expect(() => loadConfig({ ...secret, STRIPE_PUBLISHABLE_KEY: bad }, cwd), bad).toThrow(
        /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/,
      );
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

  it('turns demo mode off in production, and with it the fallback tenant of unknown hosts', () => {
    expect(loadConfig({ NODE_ENV: 'production' }, cwd)).toMatchObject({
      demo: false,
      defaultTenant: null,
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO: 'on' }, cwd)).toMatchObject({
      demo: true,
      defaultTenant: 'touchline',
    });
    expect(loadConfig({ DEMO: 'off' }, cwd)).toMatchObject({ demo: false, defaultTenant: null });
    expect(loadConfig({ DEMO: 'off', DEFAULT_TENANT: 'harbour' }, cwd).defaultTenant).toBe(
      'harbour',
    );
    expect(() => loadConfig({ DEMO: 'yes' }, cwd)).toThrow(/DEMO: must be on or off/);
  });

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

  it('reads the outbound allow-list and adds the demo issuer in demo mode only', () => {
    expect(
      loadConfig({ OUTBOUND_ALLOWED_HOSTS: ' IdP.internal, 10.0.0.5:8443,[::1]:4350 ' }, cwd)
        .outboundAllowedHosts,
    ).toEqual(['idp.internal', '10.0.0.5:8443', '[::1]:4350']);
    for (const bad of ['http://idp', 'idp/path', 'user@idp', 'idp:port'])
      expect(() => loadConfig({ OUTBOUND_ALLOWED_HOSTS: bad }, cwd), bad).toThrow(
        /OUTBOUND_ALLOWED_HOSTS:/,
      );
    const issuer = { IFA_ISSUER_URL: 'http://127.0.0.1:4350' };
    expect(loadConfig(issuer, cwd).outboundAllowedHosts).toEqual(['127.0.0.1:4350']);
    expect(loadConfig({ ...issuer, DEMO: 'off' }, cwd).outboundAllowedHosts).toEqual([]);
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

  it('reads the shutdown bounds and the metrics token, refusing a short token', () => {
    expect(
      loadConfig(
        {
          SHUTDOWN_DRAIN_MS: '5000',
          SHUTDOWN_TIMEOUT_MS: '30000',
          METRICS_TOKEN: 'a-long-enough-token',
        },
        '/srv',
      ),
    ).toMatchObject({
      shutdown: { drainDelayMs: 5000, timeoutMs: 30_000 },
      metricsToken: 'a-long-enough-token',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, '/srv')).toThrow(/METRICS_TOKEN/);
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

  it('reads object storage, path-style by default with an endpoint of its own', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'touchline-media',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(loadConfig(s3, cwd).objectStorage).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'touchline-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
    // AWS itself: its own endpoint, host-style, the SDK's credential chain.
    expect(
      loadConfig({ S3_BUCKET: 'league-media', S3_REGION: 'eu-west-1' }, cwd).objectStorage,
    ).toEqual({
      endpoint: null,
      bucket: 'league-media',
      region: 'eu-west-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses half an object storage configuration rather than keep media on disk', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }, cwd)).toThrow(
      /S3_ENDPOINT: needs S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'media-1', S3_ACCESS_KEY_ID: 'key' }, cwd)).toThrow(
      /S3_SECRET_ACCESS_KEY: must be set together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' }, cwd)).toThrow(/S3_BUCKET:/);
    expect(() => loadConfig({ S3_BUCKET: 'media-1', S3_ENDPOINT: 'ftp://x' }, cwd)).toThrow(
      /S3_ENDPOINT:/,
    );
    expect(() =>
      loadConfig({ S3_BUCKET: 'media-1', UPLOAD_MAX_BYTES: String(6 * 1024 ** 3) }, cwd),
    ).toThrow(/UPLOAD_MAX_BYTES: must be at most/);
  });

  it('reads live ingest: on by default outside tests, off on request, a port and an rtmp address only', () => {
    expect(loadConfig({ NODE_ENV: 'test' }, cwd).pipeline.rtmp).toBeNull();
    expect(loadConfig({ RTMP_PORT: 'off' }, cwd).pipeline.rtmp).toBeNull();
    expect(
      loadConfig(
        {
          RTMP_PORT: '1936',
          RTMP_HOST: '127.0.0.1',
          RTMP_PUBLIC_URL: 'rtmp://ingest.example.com:1936/',
        },
        cwd,
      ).pipeline.rtmp,
    ).toEqual({ port: 1936, host: '127.0.0.1', publicUrl: 'rtmp://ingest.example.com:1936' });
    expect(() => loadConfig({ RTMP_PORT: '70000' }, cwd)).toThrow(/RTMP_PORT:/);
    expect(() => loadConfig({ RTMP_PORT: 'yes' }, cwd)).toThrow(/RTMP_PORT:/);
    expect(() => loadConfig({ RTMP_PUBLIC_URL: 'https://ingest.example.com' }, cwd)).toThrow(
      /RTMP_PUBLIC_URL:/,
    );
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT:/);
  });
});
