import http from 'node:http';
import { SIGN_IN_RATE_LIMIT, WEB_PORT } from '../playwright.config';
import { expect, test } from './fixtures';

// The deployment `pnpm start` runs, as a browser and as visitors on other addresses meet it:
// the security headers of the site, the remotes and the API, and the address the API sees.

/** A policy's directives, by name. */
function directives(policy: string | undefined): Record<string, string> {
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

test('the site, the remotes and the API answer with the security headers', async ({ request }) => {
  const page = await request.get('/home');
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<
    string,
    { entry: string }
  >;
  const remotesOrigin = new URL(remotes.journals!.entry).origin;
  const policy = directives(page.headers()['content-security-policy']);
  expect(policy['connect-src']).toBe(`'self' ${remotesOrigin}`);
  const nonce = /'nonce-([^']+)'$/.exec(policy['style-src-elem'] ?? '')?.[1];
  expect(policy['style-src-elem']).toBe(`'self' ${remotesOrigin} 'nonce-${nonce}'`);
  // Inline scripts only with the answer's nonce: React's, in a page the server rendered.
  expect(policy['script-src']).toBe(`'self' ${remotesOrigin} 'nonce-${nonce}'`);
  const scripts = [...(await page.text()).matchAll(/<script([^>]*)>/g)].map(([, tag]) => tag);
  for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/json"| nonce="/);
  expect(policy['frame-ancestors']).toBe("'none'");

  const manifest = await request.get(remotes.journals!.entry, {
    headers: { origin: `http://127.0.0.1:${WEB_PORT}` },
  });
  expect(manifest.headers()['access-control-allow-origin']).toBe(`http://127.0.0.1:${WEB_PORT}`);
  const api = await request.get('/api/health');
  expect(directives(api.headers()['content-security-policy'])['default-src']).toBe("'none'");

  for (const answer of [page, manifest, api]) {
    expect(answer.ok()).toBeTruthy();
    const headers = answer.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(directives(headers['content-security-policy'])['frame-ancestors']).toBe("'none'");
  }
  // What only a document acts on is sent with the page and the API's answers, not with files.
  for (const answer of [page, api]) {
    expect(answer.headers()['x-frame-options']).toBe('DENY');
    expect(answer.headers()['permissions-policy']).toMatch(/camera=\(\)/);
  }
  expect(manifest.headers()['x-frame-options']).toBeUndefined();
});

test("the API's docs page works under its own policy", async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Publisher portal API/ })).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});

/** A password sign-in attempt through the site, from `localAddress` (another visitor's machine). */
function signInAttempt(localAddress: string, headers: http.OutgoingHttpHeaders = {}) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: WEB_PORT,
        method: 'POST',
        path: '/api/bgcloud-auth/oauth/token?grant_type=password&username=nobody%40example.com&password=x&tenantId=000000',
        localAddress,
        // A wrong client credential: refused at once, after the attempt has been counted.
        headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

test('each visitor through the site has a sign-in limit of their own, whatever address they claim', async () => {
  // One visitor uses up their minute's attempts ...
  const first = '127.0.0.2';
  for (let sent = 0; sent < SIGN_IN_RATE_LIMIT; sent += 20) {
    const answers = await Promise.all(Array.from({ length: 20 }, () => signInAttempt(first)));
    expect(new Set(answers)).toEqual(new Set([401]));
  }
  expect(await signInAttempt(first)).toBe(429);
  // ... and cannot get more by claiming to be someone else behind a proxy of their own ...
  expect(await signInAttempt(first, { 'x-forwarded-for': '198.51.100.23' })).toBe(429);
  // ... while a visitor of another address is not held back by them.
  expect(await signInAttempt('127.0.0.3')).toBe(401);
});
