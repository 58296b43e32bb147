/**
 * What the deployment's servers send besides the content: the security headers of every answer
 * (helmet), the site's Content-Security-Policy with a fresh style nonce per answer, which origins
 * may read the remotes' files, and the visitor's address as the API is told it.
 *
 * The site's policy allows scripts from the site and the remotes' origin, and inline scripts
 * only with the answer's nonce: those React writes into a page rendered on the server (server-
 * render.ts). Styles: styled-components puts <style> elements in the page at run time; each
 * carries the answer's nonce, which the page names in `<meta property="csp-nonce" nonce="...">`,
 * where styled-components reads it. Style attributes cannot carry a nonce, and React's `style`
 * props and the MathML of a coloured formula (`\color`) are made of them, so `style-src-attr`
 * allows them.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DeploymentConfig } from './layout';

/** Powerful browser features the portal never uses, off for its pages and whatever they embed. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/** The policy of answers that are never a page (scripts, manifests, fonts): nothing may run. */
export const NO_CONTENT_POLICY = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** `NO_CONTENT_POLICY` as its header. */
export const NO_CONTENT_POLICY_HEADER = Object.entries(NO_CONTENT_POLICY)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';');

/**
 * What helmet sends that only a page (an HTML document) acts on: framing, window and process
 * isolation, the features a page may use, Internet Explorer's and Flash's switches. A script, a
 * font or a manifest keeps what holds for it (`nosniff`, who may embed it, its policy and
 * referrer policy, which a worker's script applies to the worker).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * The headers of the files of an origin that are never a page (scripts, fonts, remotes.json): the
 * short policy of `NO_CONTENT_POLICY` rather than the page's, and none of the document-only
 * headers. The page's policy and those headers were about 1 KB on each of the twenty-odd scripts
 * of a first visit (issue 17). Pages and the API's answers keep theirs.
 */
export function fileHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') || request.url.startsWith('/api/')) return;
    reply.header('Content-Security-Policy', NO_CONTENT_POLICY_HEADER);
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  });
}

type Directives = Record<string, (string | ((req: unknown, res: ServerResponse) => string))[]>;

const nonces = new WeakMap<ServerResponse, string>();

/** The style nonce of one answer: drawn once, named by its policy and by the page it carries. */
export function styleNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}

/**
 * Makes `nonce` the answer's nonce: a page kept by the page cache (page-cache.ts) is sent with
 * the nonce it was rendered with, so its policy names that one rather than the one drawn for the
 * answer when it came (helmet wrote the header then).
 *
 * Safe although the nonce is no longer drawn per answer: a nonce keeps markup someone injected
 * from running, and to abuse one, the markup must name it. A kept page's content was fixed when it
 * was rendered, before anyone could read its nonce; content that changes (another URL, language,
 * cookie-notice answer, release or catalogue revision) is another key, rendered again with a new
 * nonce. So markup written by someone who has read a nonce never runs with that nonce. And a CDN
 * that revalidates its copy gets the same policy with the 304, so the copy it keeps and the
 * header it updates always name the same nonce.
 */
export function keepStyleNonce(reply: FastifyReply, nonce: string) {
  const drawn = styleNonce(reply.raw);
  if (drawn === nonce) return;
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'Content-Security-Policy',
      policy.replaceAll(`'nonce-${drawn}'`, `'nonce-${nonce}'`),
    );
  }
  nonces.set(reply.raw, nonce);
}

/** The site's page with its answer's nonce, where styled-components finds it. */
export function withStyleNonce(html: string, nonce: string): string {
  return html.replace(/<head>/i, `$&<meta property="csp-nonce" nonce="${nonce}" />`);
}

/** The site's Content-Security-Policy (see the top of this file). */
export function siteDirectives(config: DeploymentConfig): Directives {
  const remotes = new URL(config.remotesOrigin).origin;
  const nonce = (_req: unknown, res: ServerResponse) => `'nonce-${styleNonce(res)}'`;
  return {
    'default-src': ["'self'"],
    // The nonce: the few inline scripts React writes into a page rendered on the server (they
    // reveal its parts in order); no other inline script runs.
    'script-src': ["'self'", remotes, nonce],
    'script-src-attr': ["'none'"],
    // For browsers without the two directives below (Safari before 15.4, Firefox before 108),
    // which would otherwise refuse style attributes.
    'style-src': ["'self'", remotes, "'unsafe-inline'"],
    'style-src-elem': ["'self'", remotes, nonce],
    'style-src-attr': ["'unsafe-inline'"],
    // Covers come from /api; the page's icon is a data: URI.
    'img-src': ["'self'", remotes, 'data:'],
    // Today's builds serve no font (MathML is drawn in the reader's own), but a section's release
    // from before @portal/tex, which a release manager may roll back to, brings KaTeX's fonts.
    'font-src': ["'self'", remotes, 'data:'],
    // /api, remotes.json, and each remote's mf-manifest.json.
    'connect-src': ["'self'", remotes],
    // pdf.js's worker: a file of the site, or a blob: module wrapping one of another origin.
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Helmet's headers with our policy: no framing at all, `nosniff`, the referrer's origin only
 * across origins, and the Permissions-Policy above. No HSTS: these servers speak plain HTTP, and
 * HSTS is for the TLS terminator in front of them.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    directives,
    crossOriginResourcePolicy,
  }: {
    directives: Directives;
    crossOriginResourcePolicy: 'same-origin' | 'same-site' | 'cross-origin';
  },
) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: crossOriginResourcePolicy },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}

/**
 * The origins the site is opened at, which may read the remotes' files (their scripts load with
 * `crossorigin`): the configured site, and on a loopback address its `localhost` name too.
 */
export function siteOrigins(config: DeploymentConfig): string[] {
  const site = new URL(config.site);
  const origins = [site.origin];
  if (['127.0.0.1', '[::1]'].includes(site.hostname)) {
    origins.push(`${site.protocol}//localhost${site.port ? `:${site.port}` : ''}`);
  }
  return origins;
}

/** Answers every request of the remotes' origin with CORS for the site's origins only. */
export function allowSiteOrigins(app: FastifyInstance, config: DeploymentConfig) {
  const allowed = new Set(siteOrigins(config));
  app.addHook('onSend', async (request, reply) => {
    const vary = reply.getHeader('vary');
    reply.header('Vary', vary ? `${String(vary)}, Origin` : 'Origin');
    const origin = request.headers.origin;
    if (origin && allowed.has(origin)) reply.header('Access-Control-Allow-Origin', origin);
  });
}

/**
 * The origin of the site a request was sent to, for the absolute links of its answers (canonical
 * addresses, feeds, robots.txt, sitemaps): the one it names when that is one of the site's own
 * (`siteOrigins`, the first of which is `PUBLIC_SITE_URL` when it is set), else the first. A
 * visitor's Host header never steers a link elsewhere.
 */
export function siteOriginOf(
  request: Pick<FastifyRequest, 'protocol'> & { headers: { host?: string } },
  siteOrigins: readonly string[],
): string {
  let named: string | undefined;
  try {
    named = new URL(`${request.protocol}://${request.headers.host ?? ''}`).origin;
  } catch {
    // No host, or not one: the site's first origin.
  }
  return named && siteOrigins.includes(named) ? named : (siteOrigins[0] ?? '');
}

/**
 * The headers the site's proxy sends the API: the visitor's address as the socket gives it,
 * replacing any X-Forwarded-For the visitor sent (appended to, a forged one would be believed),
 * and the site's origin the visitor used (`siteOriginOf`) as its host and protocol. The API
 * believes them from this proxy alone (`proxyAddress`).
 */
export function forwardedHeaders(siteOrigins: readonly string[]) {
  return (
    request: Pick<FastifyRequest, 'protocol'> & {
      socket: { remoteAddress?: string };
      headers: { host?: string };
    },
    headers: IncomingHttpHeaders,
  ): IncomingHttpHeaders => {
    // RFC 7239's header says the same; Fastify reads only the X-Forwarded ones, but a later
    // reader of the API could believe it.
    const { forwarded: _forwarded, ...rest } = headers;
    const site = new URL(siteOriginOf(request, siteOrigins));
    return {
      ...rest,
      'x-forwarded-for': request.socket.remoteAddress ?? '',
      'x-forwarded-host': site.host,
      'x-forwarded-proto': site.protocol.slice(0, -1),
    };
  };
}

/**
 * The address the site's proxy reaches the API from, for the API's TRUSTED_PROXIES: a connection
 * to an address of this machine comes from that same address.
 */
export function proxyAddress(apiUrl: string): string {
  const host = new URL(apiUrl).hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) return host;
  if (host === 'localhost') return '127.0.0.1,::1';
  throw new Error(
    `API_URL ${apiUrl}: name the API by an address of this machine (as 127.0.0.1), so that the API can trust its proxy's address`,
  );
}
