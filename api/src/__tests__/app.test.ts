import { Writable } from 'node:stream';
import { getJson, setupTestApp } from '../../test/helper';
import { TEST_PASSWORD_HASH_COST } from '../../test/test-db';
import { buildApp } from '../app';

const context = setupTestApp();

describe('the app', () => {
  it('answers unknown routes with a 404 envelope', async () => {
    const { statusCode, body } = await getJson<null>(context().app, '/api/no-such-thing?x=1');
    expect(statusCode).toBe(404);
    expect(body).toEqual({
      code: 404,
      success: false,
      data: null,
      msg: 'Route GET /api/no-such-thing not found',
    });
  });

  it('publishes an OpenAPI document listing every route', async () => {
    const response = await context().app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/periodical/list',
        '/api/periodical/param/detail',
        '/api/baseinfoordering/category',
        '/api/bookmain/homepage',
        '/api/bookmain/homepage-count',
        '/api/cms/search-announcements',
        '/api/cms/announcement-detail',
        '/api/bgcloud-order/payment/get-shopping-cart-obj-detail-list',
        '/api/covers/{kind}/{id}.svg',
        '/api/bgcloud-auth/oauth/token',
      ]),
    );
  });

  it('serves the interactive documentation at /api/docs', async () => {
    const response = await context().app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it("lets the site's pages call it cross-origin with their headers (CORS_ORIGINS)", async () => {
    const response = await context().app.inject({
      method: 'OPTIONS',
      url: '/api/periodical/list',
      headers: {
        origin: 'http://127.0.0.1:8080',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'portal-auth,tenant-id,authorization',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:8080');
    expect(String(response.headers['access-control-allow-headers'])).toContain('Portal-Auth');
  });

  it('hides the details of a database failure behind a 500 envelope', async () => {
    const { app, db } = context();
    const query = jest
      .spyOn(db, 'query')
      .mockRejectedValue(new Error('relation "journals" does not exist at 10.0.0.7'));
    const response = await app.inject('/api/periodical/list');
    query.mockRestore();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 500,
      success: false,
      data: null,
      msg: 'Internal Server Error',
    });
    expect(response.body).not.toContain('10.0.0.7');
  });

  it('answers malformed request bodies with 4xx, not 500', async () => {
    const response = await context().app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('keeps passwords and refresh tokens sent in the URL out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      db: context().db,
      logger: { level: 'info', stream },
      auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    });
    try {
      await app.inject({
        method: 'POST',
        url: '/api/bgcloud-auth/oauth/token?grant_type=password&username=reader%40example.com&password=Reader2026',
      });
      await app.inject({
        method: 'POST',
        url: '/api/bgcloud-auth/oauth/token?grant_type=refresh_token&refresh_token=SeCrEtToKeN',
      });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('username=reader%40example.com&password=[redacted]');
    expect(log).toContain('refresh_token=[redacted]');
    expect(log).not.toContain('Reader2026');
    expect(log).not.toContain('SeCrEtToKeN');
  });
});
