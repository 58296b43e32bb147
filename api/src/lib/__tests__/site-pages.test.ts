import type { FastifyRequest } from 'fastify';
import { siteUrlOf } from '../site-pages';

// Where the absolute links of feeds, sitemaps and robots.txt point (issue 29): a Host header the
// site does not answer to never steers them.

/** A request as siteUrlOf reads it: where it was sent, and the API's configured site origins. */
const sentTo = (host: string, siteOrigins: string[], protocol = 'http') =>
  ({ protocol, host, server: { siteOrigins } }) as unknown as FastifyRequest;

const SITE = ['https://maths.example', 'http://127.0.0.1:8080'];

test('PUBLIC_SITE_URL, when set, is every link’s address', () => {
  expect(siteUrlOf(sentTo('evil.example', SITE), 'https://www.example.org/portal')).toBe(
    'https://www.example.org/portal',
  );
});

test('one of the site’s own origins is kept', () => {
  expect(siteUrlOf(sentTo('127.0.0.1:8080', SITE), undefined)).toBe('http://127.0.0.1:8080');
  expect(siteUrlOf(sentTo('maths.example', SITE, 'https'), undefined)).toBe(
    'https://maths.example',
  );
});

test.each(['evil.example', 'maths.example:8443', '127.0.0.1:9', ''])(
  'any other host (%s) gives the site’s first origin',
  (host) => {
    expect(siteUrlOf(sentTo(host, SITE), undefined)).toBe('https://maths.example');
  },
);

test('a bare API, told of no site, names the host it was sent to', () => {
  expect(siteUrlOf(sentTo('localhost', []), undefined)).toBe('http://localhost');
});
