import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

const cwd = '/srv/touchline';

describe('loadConfig', () => {
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

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' }, cwd)).toThrow(/PORT:/);
  });
});
