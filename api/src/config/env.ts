/** The environment the server reads, checked once at start-up. */
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

/** api/.data/pglite, wherever the process was started from. */
export const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '../../.data/pglite');

const EnvSchema = Type.Object({
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 3100 }),
  DATA_DIR: Type.String({ minLength: 1, default: DEFAULT_DATA_DIR }),
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) =>
      Type.Literal(level),
    ),
    { default: 'info' },
  ),
});

export interface Env {
  host: string;
  port: number;
  /** Absolute path of the PGlite data directory (unused when `databaseUrl` is set). */
  dataDir: string;
  databaseUrl?: string;
  logLevel: string;
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
  return {
    host: valid.HOST,
    port: valid.PORT,
    dataDir: path.resolve(valid.DATA_DIR),
    databaseUrl: valid.DATABASE_URL,
    logLevel: valid.LOG_LEVEL,
  };
}
