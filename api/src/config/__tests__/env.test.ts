import path from 'node:path';
import { DEFAULT_DATA_DIR, readEnv } from '../env';

describe('readEnv', () => {
  it('defaults to 127.0.0.1:3100 and the embedded database in api/.data/pglite', () => {
    expect(readEnv({})).toEqual({
      host: '127.0.0.1',
      port: 3100,
      dataDir: DEFAULT_DATA_DIR,
      databaseUrl: undefined,
      logLevel: 'info',
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
        LOG_LEVEL: 'warn',
        HOME: '/root',
      }),
    ).toEqual({
      host: '0.0.0.0',
      port: 8080,
      dataDir: path.resolve('relative/dir'),
      databaseUrl: 'postgres://u:p@db/portal',
      logLevel: 'warn',
    });
    expect(readEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3100,
      databaseUrl: undefined,
    });
  });

  it('refuses values it cannot use, naming them', () => {
    expect(() => readEnv({ PORT: 'http' })).toThrow(/Invalid environment: PORT/);
    expect(() => readEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
