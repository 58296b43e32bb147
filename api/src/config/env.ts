/** The environment the server reads, checked once at start-up. */
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { MAX_PASSWORD_HASH_COST, MIN_PASSWORD_HASH_COST } from '../lib/password';
import { API_DIR } from './api-dir';
import {
  DEFAULT_AUTH_CONFIG,
  MIN_TOKEN_SECRET_LENGTH,
  parseTrustedProxies,
  type AuthConfig,
} from './auth';
import { DEFAULT_CONTACT_CONFIG, type ContactConfig } from './contact';
import { DEFAULT_CORS_ORIGINS, parseCorsOrigins } from './cors';
import { DEFAULT_IMPORT_CONFIG, type ImportConfig } from './imports';
import {
  DEFAULT_PAYMENT_CONFIG,
  PAYMENT_PROCESSORS,
  PAYMENT_STEPS,
  type PaymentConfig,
} from './payments';
import { parsePublicSiteUrl } from './site';
import { DEFAULT_UPLOAD_QUOTA, type UploadConfig } from './upload';

/** api/.data/pglite, wherever the process was started from. */
export const DEFAULT_DATA_DIR = path.join(API_DIR, '.data', 'pglite');

const EnvSchema = Type.Object({
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 3100 }),
  DATA_DIR: Type.String({ minLength: 1, default: DEFAULT_DATA_DIR }),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  API_PROCESSES: Type.Integer({ minimum: 1, maximum: 64, default: 1 }),
  CATALOGUE_POLL_MS: Type.Integer({ minimum: 10, maximum: 3_600_000, default: 1000 }),
  CORS_ORIGINS: Type.String({ default: DEFAULT_CORS_ORIGINS.join(',') }),
  PUBLIC_SITE_URL: Type.Optional(Type.String()),
  SITE_ORIGINS: Type.Optional(Type.String()),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
      Type.Literal(level),
    ),
    { default: 'info' },
  ),
  TOKEN_SECRET: Type.Optional(Type.String({ minLength: MIN_TOKEN_SECRET_LENGTH })),
  CLIENT_ID: Type.String({ minLength: 1, default: DEFAULT_AUTH_CONFIG.clientId }),
  CLIENT_SECRET: Type.String({ minLength: 1, default: DEFAULT_AUTH_CONFIG.clientSecret }),
  TRUSTED_PROXIES: Type.Optional(Type.String()),
  DEMO_ACCOUNTS: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '1' }),
  DEMO_ORG_LOOPBACK: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  PASSWORD_HASH_COST: Type.Integer({
    minimum: MIN_PASSWORD_HASH_COST,
    maximum: MAX_PASSWORD_HASH_COST,
    default: DEFAULT_AUTH_CONFIG.passwordHashCost,
  }),
  TOKEN_RATE_LIMIT: Type.Integer({ minimum: 1, default: DEFAULT_AUTH_CONFIG.signInRateLimit }),
  SESSION_TOKEN_RATE_LIMIT: Type.Integer({
    minimum: 1,
    default: DEFAULT_AUTH_CONFIG.sessionRateLimit,
  }),
  CONTACT_RATE_LIMIT: Type.Integer({ minimum: 1, default: DEFAULT_CONTACT_CONFIG.rateLimit }),
  PAYMENT_PROCESSOR: Type.Union(
    PAYMENT_PROCESSORS.map((name) => Type.Literal(name)),
    { default: DEFAULT_PAYMENT_CONFIG.processor },
  ),
  PAYMENT_SANDBOX_DELAY_MS: Type.Integer({
    minimum: 0,
    maximum: 600_000,
    default: DEFAULT_PAYMENT_CONFIG.sandboxDelayMs,
  }),
  PAYMENT_CONFIRM_GRACE_MS: Type.Integer({
    minimum: 100,
    maximum: 3_600_000,
    default: DEFAULT_PAYMENT_CONFIG.confirmGraceMs,
  }),
  PAYMENT_RECONCILE_INTERVAL_MS: Type.Integer({
    minimum: 0,
    maximum: 86_400_000,
    default: DEFAULT_PAYMENT_CONFIG.reconcileIntervalMs,
  }),
  TEST_ONLY_KILL_AT_PAYMENT_STEP: Type.Optional(
    Type.Union(PAYMENT_STEPS.map((step) => Type.Literal(step))),
  ),
  UPLOAD_DIR: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_S3_BUCKET: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://[^/]+' })),
  UPLOAD_S3_REGION: Type.String({ minLength: 1, default: 'us-east-1' }),
  UPLOAD_S3_PREFIX: Type.String({ default: '' }),
  UPLOAD_S3_FORCE_PATH_STYLE: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '1' }),
  UPLOAD_S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  UPLOAD_QUOTA_BYTES: Type.Integer({ minimum: 1, default: DEFAULT_UPLOAD_QUOTA.quotaBytes }),
  UPLOAD_QUOTA_FILES: Type.Integer({ minimum: 1, default: DEFAULT_UPLOAD_QUOTA.quotaFiles }),
  UPLOAD_RATE_LIMIT: Type.Integer({ minimum: 1, default: DEFAULT_UPLOAD_QUOTA.rateLimit }),
  IMPORT_MAX_FILE_BYTES: Type.Integer({
    minimum: 1,
    default: DEFAULT_IMPORT_CONFIG.maxFileBytes,
  }),
  IMPORT_MAX_REQUEST_BYTES: Type.Integer({
    minimum: 1,
    default: DEFAULT_IMPORT_CONFIG.maxRequestBytes,
  }),
  IMPORT_MAX_FILES: Type.Integer({ minimum: 1, default: DEFAULT_IMPORT_CONFIG.maxFiles }),
});

export interface Env {
  host: string;
  port: number;
  /** Absolute path of the PGlite data directory (unused when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl?: string;
  /** How many processes serve the API (node:cluster); more than one needs DATABASE_URL. */
  processes: number;
  /** How often each process reads the catalogue's revision (plugins/catalogue-cache.ts). */
  cataloguePollMs: number;
  logLevel: string;
  /** The web origins whose pages may call the API cross-origin (plugins/cors.ts). */
  corsOrigins: string[];
  /** The site's address for absolute links to its pages; unset: the address each request was sent to. */
  publicSiteUrl?: string;
  /** The site's own origins (`SITE_ORIGINS`), the only ones its links name (lib/site-pages.ts). */
  siteOrigins: string[];
  auth: AuthConfig;
  /** DEMO_ACCOUNTS=0: a database without accounts gets no demo accounts (public passwords). */
  demoAccounts: boolean;
  /** DEMO_ORG_LOOPBACK=1: this machine's own addresses belong to the demo organization. */
  demoOrgLoopback: boolean;
  payments: PaymentConfig;
  contact: ContactConfig;
  uploads: UploadConfig;
  /** What one import through the API may send (config/imports.ts). */
  imports: ImportConfig;
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Empty variables count as unset, as in most shells' `VAR= command`.
  const given = Object.fromEntries(
    Object.keys(EnvSchema.properties).flatMap((key) => (source[key] ? [[key, source[key]]] : [])),
  );
  const env = Value.Convert(EnvSchema, Value.Default(EnvSchema, given));
  if (!Value.Check(EnvSchema, env)) {
    const problems = [...Value.Errors(EnvSchema, env)].map(
      (e) => `${e.path.slice(1)}: ${e.message}`,
    );
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const valid: Static<typeof EnvSchema> = env;
  if (valid.API_PROCESSES > 1 && !valid.DATABASE_URL) {
    throw new Error(
      "Invalid environment: API_PROCESSES: PGlite is one process's database; more than one process needs DATABASE_URL",
    );
  }
  let trustedProxies: string[];
  try {
    trustedProxies = parseTrustedProxies(valid.TRUSTED_PROXIES ?? '');
  } catch (error) {
    throw new Error(`Invalid environment: TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  let corsOrigins: string[];
  try {
    corsOrigins = parseCorsOrigins(valid.CORS_ORIGINS);
  } catch (error) {
    throw new Error(`Invalid environment: CORS_ORIGINS: ${(error as Error).message}`);
  }
  let siteOrigins: string[];
  try {
    siteOrigins = parseCorsOrigins(valid.SITE_ORIGINS ?? '');
  } catch (error) {
    throw new Error(`Invalid environment: SITE_ORIGINS: ${(error as Error).message}`);
  }
  let publicSiteUrl: string | undefined;
  try {
    publicSiteUrl = valid.PUBLIC_SITE_URL && parsePublicSiteUrl(valid.PUBLIC_SITE_URL);
  } catch (error) {
    throw new Error(`Invalid environment: PUBLIC_SITE_URL: ${(error as Error).message}`);
  }
  const dataDir = path.resolve(valid.DATA_DIR);
  if (!valid.UPLOAD_S3_ACCESS_KEY_ID !== !valid.UPLOAD_S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid environment: UPLOAD_S3_ACCESS_KEY_ID and UPLOAD_S3_SECRET_ACCESS_KEY are set together or not at all',
    );
  }
  return {
    host: valid.HOST,
    port: valid.PORT,
    dataDir,
    databaseUrl: valid.DATABASE_URL,
    processes: valid.API_PROCESSES,
    cataloguePollMs: valid.CATALOGUE_POLL_MS,
    logLevel: valid.LOG_LEVEL,
    corsOrigins,
    publicSiteUrl,
    siteOrigins,
    auth: {
      tokenSecret: valid.TOKEN_SECRET,
      clientId: valid.CLIENT_ID,
      clientSecret: valid.CLIENT_SECRET,
      trustedProxies,
      passwordHashCost: valid.PASSWORD_HASH_COST,
      signInRateLimit: valid.TOKEN_RATE_LIMIT,
      sessionRateLimit: valid.SESSION_TOKEN_RATE_LIMIT,
    },
    demoAccounts: valid.DEMO_ACCOUNTS === '1',
    demoOrgLoopback: valid.DEMO_ORG_LOOPBACK === '1',
    payments: {
      processor: valid.PAYMENT_PROCESSOR,
      sandboxDelayMs: valid.PAYMENT_SANDBOX_DELAY_MS,
      confirmGraceMs: valid.PAYMENT_CONFIRM_GRACE_MS,
      reconcileIntervalMs: valid.PAYMENT_RECONCILE_INTERVAL_MS,
      ...(valid.TEST_ONLY_KILL_AT_PAYMENT_STEP && {
        testOnlyKillAt: valid.TEST_ONLY_KILL_AT_PAYMENT_STEP,
      }),
    },
    contact: { ...DEFAULT_CONTACT_CONFIG, rateLimit: valid.CONTACT_RATE_LIMIT },
    uploads: {
      storage: {
        // Beside the database's folder (api/.data/uploads by default), never inside it.
        dir: path.resolve(valid.UPLOAD_DIR ?? path.join(path.dirname(dataDir), 'uploads')),
        s3: valid.UPLOAD_S3_BUCKET
          ? {
              bucket: valid.UPLOAD_S3_BUCKET,
              endpoint: valid.UPLOAD_S3_ENDPOINT,
              region: valid.UPLOAD_S3_REGION,
              prefix: valid.UPLOAD_S3_PREFIX,
              forcePathStyle: valid.UPLOAD_S3_FORCE_PATH_STYLE === '1',
              credentials:
                valid.UPLOAD_S3_ACCESS_KEY_ID && valid.UPLOAD_S3_SECRET_ACCESS_KEY
                  ? {
                      accessKeyId: valid.UPLOAD_S3_ACCESS_KEY_ID,
                      secretAccessKey: valid.UPLOAD_S3_SECRET_ACCESS_KEY,
                    }
                  : undefined,
            }
          : undefined,
      },
      quotaBytes: valid.UPLOAD_QUOTA_BYTES,
      quotaFiles: valid.UPLOAD_QUOTA_FILES,
      rateLimit: valid.UPLOAD_RATE_LIMIT,
      rateWindowMs: DEFAULT_UPLOAD_QUOTA.rateWindowMs,
    },
    imports: {
      maxFileBytes: valid.IMPORT_MAX_FILE_BYTES,
      maxRequestBytes: valid.IMPORT_MAX_REQUEST_BYTES,
      maxFiles: valid.IMPORT_MAX_FILES,
    },
  };
}
