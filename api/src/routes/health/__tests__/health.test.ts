import type { Health } from '@portal/contract';
import { getJson, setupTestApp } from '../../../../test/helper';

const context = setupTestApp();

describe('GET /api/health', () => {
  it('answers ok and names the database it runs on', async () => {
    const { statusCode, body } = await getJson<Health>(context().app, '/api/health');
    expect(statusCode).toBe(200);
    expect(body).toEqual({
      code: 200,
      success: true,
      // On PGlite here; `pnpm test:postgres --config jest.config.cjs` runs it on a PostgreSQL server.
      data: { status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      msg: 'success',
    });
  });

  it('answers 503 without details when the database fails', async () => {
    const { app, db } = context();
    const query = jest
      .spyOn(db, 'query')
      .mockRejectedValueOnce(new Error('socket closed: secret-host'));
    const response = await app.inject('/api/health');
    query.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 503,
      success: false,
      data: null,
      msg: 'Service Unavailable',
    });
    expect(response.body).not.toContain('secret-host');
  });
});
