import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';

describe('loadConfig', () => {
  it('has a working default for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      publicUrl: 'http://localhost:8080',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      loginRateLimit: 10,
      adminLogin: 'admin',
      adminPassword: null,
      trustProxy: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reports every bad value with a clear message, and never echoes secrets', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:hunter2@db/app',
        JWT_SECRET: 'short',
        TRUST_PROXY: 'yes',
        LOG_LEVEL: 'loud',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT: PORT must be a whole number between 0 and 65535 (got "eighty")',
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
      'JWT_SECRET: JWT_SECRET must be at least 32 characters long',
      'TRUST_PROXY: TRUST_PROXY must be true or false (got "yes")',
      'LOG_LEVEL: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
    expect((error as Error).message).not.toContain('hunter2');
  });

  it('refuses intervals and delays longer than a timer can hold (instead of a 1 ms loop)', () => {
    expect(loadConfig({ STATS_INTERVAL_MINUTES: '35791' }).statsIntervalMinutes).toBe(35_791);
    expect(loadConfig({ JOB_POLL_SECONDS: '2147483.647' }).jobPollSeconds).toBe(2_147_483.647);
    for (const [name, value] of [
      ['STATS_INTERVAL_MINUTES', '35792'],
      ['RENDER_TIMEOUT_SECONDS', '2147484'],
      ['PUBLISH_RETRY_SECONDS', '9999999'],
      ['UPLOAD_EXPIRY_HOURS', '597'],
      ['JOB_POLL_SECONDS', '2147484'],
    ] as const) {
      let error: unknown;
      try {
        loadConfig({ [name]: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, name).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems[0]).toMatch(
        new RegExp(`^${name}: ${name} must be at most [\\d.]+ \\w+ \\(the longest delay a timer can hold`),
      );
    }
  });

  it('checks proxies every 6 hours by default; 0 switches the schedule off; other values are refused', () => {
    expect(loadConfig({}).proxyCheckIntervalHours).toBe(6);
    expect(loadConfig({ PROXY_CHECK_INTERVAL_HOURS: '0' }).proxyCheckIntervalHours).toBe(0);
    expect(loadConfig({ PROXY_CHECK_INTERVAL_HOURS: '24' }).proxyCheckIntervalHours).toBe(24);
    for (const value of ['-1', '1.5', 'six', '721']) {
      expect(() => loadConfig({ PROXY_CHECK_INTERVAL_HOURS: value }), value).toThrow(/PROXY_CHECK_INTERVAL_HOURS must be/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', PUBLIC_URL: '' }).port).toBe(8080);
  });
});
