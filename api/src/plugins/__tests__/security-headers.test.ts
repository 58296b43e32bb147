import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../../app';
import type { Db } from '../../db/db';
import { openTestDb, TEST_PASSWORD_HASH_COST } from '../../../test/test-db';
import { PERMISSIONS_POLICY } from '../security-headers';

// What every answer of the API tells a browser, over HTTP as a browser reads it: nothing of it
// may run, be framed or be sniffed into another type; and which sites' pages may read it.

const SITE = 'http://portal.example.org';
const ELSEWHERE = 'https://elsewhere.example.com';

let db: Db;
let app: App;
let origin: string;

beforeAll(async () => {
  db = await openTestDb();
  app = await buildApp({
    db,
    auth: { passwordHashCost: TEST_PASSWORD_HASH_COST },
    corsOrigins: [SITE],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  await db.close();
});

/** The policy's directives, by name. */
function directives(policy: string | null): Record<string, string> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...values] = directive.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  it.each([
    ['a JSON answer', '/api/health', 200],
    ['a catalogue read', '/api/periodical/list?current=1&size=2', 200],
    ['a refusal', '/api/bgcloud-auth/oauth/token', 401],
    ['an unknown route', '/api/nowhere', 404],
  ])('%s lets nothing run, frame it or sniff it', async (_what, url, status) => {
    const response = await fetch(`${origin}${url}`, {
      method: url.includes('token') ? 'POST' : 'GET',
    });
    expect(response.status).toBe(status);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
      'default-src': "'none'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
  });

  it('lets the docs page run its own files and nothing else', async () => {
    const page = await fetch(`${origin}/api/docs/`);
    expect(page.status).toBe(200);
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'script-src-attr': "'none'",
      'object-src': "'none'",
      'frame-ancestors': "'none'",
    });
    // Every script and stylesheet the page names is a file of its own folder.
    const html = await page.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS', () => {
  it("answers the configured site's pages", async () => {
    const response = await fetch(`${origin}/api/health`, { headers: { origin: SITE } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it('does not let a page of another site read answers or send session headers', async () => {
    const read = await fetch(`${origin}/api/health`, { headers: { origin: ELSEWHERE } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${origin}/api/bgcloud-user/info`, {
      method: 'OPTIONS',
      headers: {
        origin: ELSEWHERE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, portal-auth',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${origin}/api/bgcloud-user/info`, {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, portal-auth',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Portal-Auth/);
  });
});
