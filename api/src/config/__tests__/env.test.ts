import path from 'node:path';
import { DEFAULT_AUTH_CONFIG } from '../auth';
import { DEFAULT_PAYMENT_CONFIG } from '../payments';
import { DEFAULT_DATA_DIR, readEnv } from '../env';

describe('readEnv', () => {
  it('defaults to 127.0.0.1:3100 and the embedded database in api/.data/pglite', () => {
    expect(readEnv({})).toEqual({
      host: '127.0.0.1',
      port: 3100,
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      processes: 1,
      cataloguePollMs: 1000,
      logLevel: 'info',
      corsOrigins: ['http://127.0.0.1:8080'],
      siteOrigins: [],
      auth: { ...DEFAULT_AUTH_CONFIG, tokenSecret: undefined },
      demoAccounts: true,
      demoOrgLoopback: false,
      payments: {
        processor: 'sandbox',
        sandboxDelayMs: 3000,
        confirmGraceMs: 30_000,
        reconcileIntervalMs: 60_000,
      },
      contact: { rateLimit: 5, rateWindowMs: 600_000 },
      uploads: {
        storage: { dir: path.join(path.dirname(DEFAULT_DATA_DIR), 'uploads'), s3: undefined },
        quotaBytes: 500 * 1024 * 1024,
        quotaFiles: 200,
        rateLimit: 30,
        rateWindowMs: 60_000,
      },
      imports: {
        maxFileBytes: 64 * 1024 * 1024,
        maxRequestBytes: 256 * 1024 * 1024,
        maxFiles: 2000,
      },
    });
    expect(DEFAULT_PAYMENT_CONFIG).toEqual({
      processor: 'sandbox',
      sandboxDelayMs: 3000,
      confirmGraceMs: 30_000,
      reconcileIntervalMs: 60_000,
    });
    expect(DEFAULT_AUTH_CONFIG).toMatchObject({
      clientId: 'portal',
      clientSecret: 'portal_secret',
      trustedProxies: [],
      passwordHashCost: 15,
      signInRateLimit: 20,
    });
    expect(DEFAULT_DATA_DIR.endsWith(path.join('api', '.data', 'pglite'))).toBe(true);
  });

  it('reads the variables it knows, treating empty ones as unset', () => {
    expect(
      readEnv({
        HOST: '0.0.0.0',
        PORT: '8080',
        DATA_DIR: 'relative/dir',
        DATABASE_URL: 'postgres://u:p@db/portal',
        API_PROCESSES: '2',
        CATALOGUE_POLL_MS: '250',
        LOG_LEVEL: 'warn',
        CORS_ORIGINS: 'http://127.0.0.1:3000, https://portal.example.org',
        PUBLIC_SITE_URL: 'https://portal.example.org/maths/',
        SITE_ORIGINS: 'https://portal.example.org,http://127.0.0.1:8080',
        TOKEN_SECRET: 's'.repeat(32),
        CLIENT_ID: 'web',
        CLIENT_SECRET: 'web_secret',
        TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1 ,loopback',
        DEMO_ACCOUNTS: '0',
        DEMO_ORG_LOOPBACK: '1',
        PASSWORD_HASH_COST: '12',
        TOKEN_RATE_LIMIT: '5',
        SESSION_TOKEN_RATE_LIMIT: '50',
        PAYMENT_PROCESSOR: 'sandbox',
        PAYMENT_SANDBOX_DELAY_MS: '500',
        PAYMENT_CONFIRM_GRACE_MS: '5000',
        PAYMENT_RECONCILE_INTERVAL_MS: '0',
        TEST_ONLY_KILL_AT_PAYMENT_STEP: 'attempt-recorded',
        CONTACT_RATE_LIMIT: '100',
        HOME: '/root',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.resolve('relative/dir'),
      databaseUrl: 'postgres://u:p@db/portal',
      processes: 2,
      cataloguePollMs: 250,
      logLevel: 'warn',
      corsOrigins: ['http://127.0.0.1:3000', 'https://portal.example.org'],
      publicSiteUrl: 'https://portal.example.org/maths',
      siteOrigins: ['https://portal.example.org', 'http://127.0.0.1:8080'],
      auth: {
        tokenSecret: 's'.repeat(32),
        clientId: 'web',
        clientSecret: 'web_secret',
        trustedProxies: ['10.0.0.0/8', '2001:db8::1', 'loopback'],
        passwordHashCost: 12,
        signInRateLimit: 5,
        sessionRateLimit: 50,
      },
      demoAccounts: false,
      demoOrgLoopback: true,
      payments: {
        processor: 'sandbox',
        sandboxDelayMs: 500,
        confirmGraceMs: 5000,
        reconcileIntervalMs: 0,
        testOnlyKillAt: 'attempt-recorded',
      },
      contact: { rateLimit: 100, rateWindowMs: 600_000 },
      uploads: {
        storage: { dir: path.resolve('relative/uploads'), s3: undefined },
        quotaBytes: 500 * 1024 * 1024,
        quotaFiles: 200,
        rateLimit: 30,
        rateWindowMs: 60_000,
      },
      imports: {
        maxFileBytes: 64 * 1024 * 1024,
        maxRequestBytes: 256 * 1024 * 1024,
        maxFiles: 2000,
      },
    });
    expect(readEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3100,
      databaseUrl: undefined,
    });
  });

  it('reads how much one import may send', () => {
    expect(
      readEnv({
        IMPORT_MAX_FILE_BYTES: '1048576',
        IMPORT_MAX_REQUEST_BYTES: '4194304',
        IMPORT_MAX_FILES: '50',
      }).imports,
    ).toEqual({ maxFileBytes: 1048576, maxRequestBytes: 4194304, maxFiles: 50 });
    expect(() => readEnv({ IMPORT_MAX_FILES: '0' })).toThrow(/IMPORT_MAX_FILES/);
    expect(() => readEnv({ IMPORT_MAX_FILE_BYTES: 'lots' })).toThrow(/IMPORT_MAX_FILE_BYTES/);
  });

  it('reads where uploads are kept and how much one person may upload', () => {
    expect(
      readEnv({
        UPLOAD_DIR: '/srv/portal/uploads',
        UPLOAD_S3_BUCKET: 'portal-uploads',
        UPLOAD_S3_ENDPOINT: 'http://127.0.0.1:9000',
        UPLOAD_S3_PREFIX: 'site/',
        UPLOAD_S3_FORCE_PATH_STYLE: '0',
        UPLOAD_S3_ACCESS_KEY_ID: 'key',
        UPLOAD_S3_SECRET_ACCESS_KEY: 'secret',
        UPLOAD_QUOTA_BYTES: '1048576',
        UPLOAD_QUOTA_FILES: '10',
        UPLOAD_RATE_LIMIT: '3',
      }).uploads,
    ).toEqual({
      storage: {
        dir: '/srv/portal/uploads',
        s3: {
          bucket: 'portal-uploads',
          endpoint: 'http://127.0.0.1:9000',
          region: 'us-east-1',
          prefix: 'site/',
          forcePathStyle: false,
          credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        },
      },
      quotaBytes: 1048576,
      quotaFiles: 10,
      rateLimit: 3,
      rateWindowMs: 60_000,
    });
    expect(() => readEnv({ UPLOAD_QUOTA_BYTES: '0' })).toThrow(/UPLOAD_QUOTA_BYTES/);
    expect(() => readEnv({ UPLOAD_S3_ENDPOINT: 'minio:9000' })).toThrow(/UPLOAD_S3_ENDPOINT/);
    expect(() => readEnv({ UPLOAD_S3_BUCKET: 'b', UPLOAD_S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses values it cannot use, naming them', () => {
    expect(() => readEnv({ PORT: 'http' })).toThrow(/Invalid environment: PORT/);
    expect(() => readEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => readEnv({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => readEnv({ DEMO_ACCOUNTS: 'no' })).toThrow(/DEMO_ACCOUNTS/);
    expect(() => readEnv({ DEMO_ORG_LOOPBACK: 'yes' })).toThrow(/DEMO_ORG_LOOPBACK/);
    expect(() => readEnv({ PASSWORD_HASH_COST: '8' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => readEnv({ TOKEN_RATE_LIMIT: '0' })).toThrow(/TOKEN_RATE_LIMIT/);
    expect(() => readEnv({ CONTACT_RATE_LIMIT: 'many' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => readEnv({ PAYMENT_PROCESSOR: 'stripe' })).toThrow(/PAYMENT_PROCESSOR/);
    expect(() => readEnv({ PAYMENT_SANDBOX_DELAY_MS: '-1' })).toThrow(/PAYMENT_SANDBOX_DELAY_MS/);
    expect(() => readEnv({ PAYMENT_CONFIRM_GRACE_MS: '0' })).toThrow(/PAYMENT_CONFIRM_GRACE_MS/);
    expect(() => readEnv({ TEST_ONLY_KILL_AT_PAYMENT_STEP: 'anywhere' })).toThrow(
      /TEST_ONLY_KILL_AT_PAYMENT_STEP/,
    );
    expect(() => readEnv({ API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
    expect(() => readEnv({ API_PROCESSES: '2' })).toThrow(
      "Invalid environment: API_PROCESSES: PGlite is one process's database; more than one process needs DATABASE_URL",
    );
    expect(() => readEnv({ CATALOGUE_POLL_MS: '1' })).toThrow(/CATALOGUE_POLL_MS/);
    expect(() => readEnv({ CORS_ORIGINS: 'http://127.0.0.1:8080/' })).toThrow(
      'Invalid environment: CORS_ORIGINS: not an origin (scheme://host[:port], no path): http://127.0.0.1:8080/',
    );
    expect(() => readEnv({ CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
    expect(() => readEnv({ SITE_ORIGINS: 'evil.example' })).toThrow(/SITE_ORIGINS/);
    expect(() => readEnv({ PUBLIC_SITE_URL: 'portal.example.org' })).toThrow(
      'Invalid environment: PUBLIC_SITE_URL: not a site address (http(s)://host[:port][/base path]): portal.example.org',
    );
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      'Invalid environment: TRUSTED_PROXIES: not an IP address, CIDR range or proxy-addr name: 10.0.0.0/33',
    );
  });
});
