/**
 * Assembles and serves a deployment of the portal the way production serves it:
 *
 *   web origin       /                  the live shell (index.html with a history fallback)
 *                    /remotes.json      which version of each remote is live (served no-store)
 *                    /api/*             reverse proxy to the API
 *   remotes origin   /<name>/<version>/ each remote's published builds, immutable, readable by
 *                                       the site's origin
 *
 * The remotes live on a different origin from the shell on purpose: it proves they load
 * cross-origin, as they would from a CDN. Every answer of both carries the security headers of
 * security.ts. What is live is switched by `pnpm release` and `pnpm rollback` (release.ts); the
 * folders are laid out as layout.ts describes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { answerFrameworkError, registerApiProxy } from './api-proxy';
import { registerCrawlerFiles } from './crawlers';
import {
  APPS,
  Deployment,
  deployDirFromEnv,
  HOST_NAME,
  isRemote,
  relinkAtomically,
  writeAtomically,
  type DeploymentConfig,
  type RemotesFile,
} from './layout';
import {
  askApiRevision,
  CatalogueRevisionSource,
  DEFAULT_PAGE_CACHE_CONFIG,
  PageCache,
  type PageCacheConfig,
} from './page-cache';
import { registerPageRoute } from './page-route';
import { appBuildDir, buildVersionOf, publish } from './publish';
import { createServerRenderer } from './server-render';
import {
  allowSiteOrigins,
  NO_CONTENT_POLICY,
  fileHeaders,
  proxyAddress,
  registerSecurityHeaders,
  siteDirectives,
  siteOrigins,
} from './security';
import { DEFAULT_RENDER_LOAD_CONFIG, RenderLoad, type RenderLoadConfig } from './shedding';

export interface DeploymentOptions {
  deployDir: string;
  webPort: number;
  remotesPort: number;
  apiUrl: string;
  host: string;
  /**
   * Whether the site's server renders its pages (server-render.ts). On unless
   * `SERVER_RENDERING=off`: then the browser renders every page alone, as before.
   */
  serverRendering?: boolean;
  /**
   * How long a reader's page may take on the server before it is streamed, its header first
   * (server-render.ts; `SERVER_RENDER_STREAM_AFTER_MS`, 500 by default).
   */
  streamAfterMs?: number;
  /**
   * How long the site's proxy waits for the API before answering 503 (api-proxy.ts;
   * `API_TIMEOUT_MS`, 5 s by default).
   */
  apiTimeoutMs?: number;
  /**
   * Whether the site's server keeps the pages it renders (page-cache.ts). On unless
   * `PAGE_CACHE=off`.
   */
  pageCache?: boolean;
  /**
   * The page cache's settings (page-cache.ts): `PAGE_CACHE_MAX_BYTES` (64 MB),
   * `PAGE_CACHE_REVISION_TTL_MS` (200) and `PAGE_CACHE_SETTLE_MS` (3000).
   */
  pageCacheConfig?: Partial<PageCacheConfig>;
  /**
   * When a reader's page is shed (shedding.ts): `RENDER_MAX_IN_FLIGHT` renders at once (2; 0
   * sheds every reader's page the cache does not hold) and `SHED_EVENT_LOOP_DELAY_MS` (250).
   */
  renderLoad?: Partial<RenderLoadConfig>;
}

/** A whole number of the environment, or undefined when it is not set. */
function numberFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) {
    throw new Error(`${name}=${value}: a number of 0 or more is expected`);
  }
  return number;
}

/** The settings set in the environment, leaving the others to their defaults. */
function definedOnly<T extends object>(settings: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

export function deploymentOptionsFromEnv(env = process.env): DeploymentOptions {
  return {
    deployDir: deployDirFromEnv(env),
    webPort: Number(env.WEB_PORT ?? 8080),
    remotesPort: Number(env.REMOTES_PORT ?? 8081),
    apiUrl: env.API_URL ?? 'http://127.0.0.1:3100',
    host: env.HOST ?? '127.0.0.1',
    serverRendering: env.SERVER_RENDERING !== 'off',
    streamAfterMs: env.SERVER_RENDER_STREAM_AFTER_MS
      ? Number(env.SERVER_RENDER_STREAM_AFTER_MS)
      : undefined,
    apiTimeoutMs: env.API_TIMEOUT_MS ? Number(env.API_TIMEOUT_MS) : undefined,
    pageCache: env.PAGE_CACHE !== 'off',
    pageCacheConfig: definedOnly({
      maxBytes: numberFrom(env, 'PAGE_CACHE_MAX_BYTES'),
      revisionTtlMs: numberFrom(env, 'PAGE_CACHE_REVISION_TTL_MS'),
      settleMs: numberFrom(env, 'PAGE_CACHE_SETTLE_MS'),
    }),
    renderLoad: definedOnly({
      maxInFlight: numberFrom(env, 'RENDER_MAX_IN_FLIGHT'),
      maxEventLoopDelayMs: numberFrom(env, 'SHED_EVENT_LOOP_DELAY_MS'),
    }),
  };
}

/** Where the site and the remotes are reached, as a release check and remotes.json need them. */
export function deploymentConfig(options: DeploymentOptions, env = process.env): DeploymentConfig {
  return {
    site: env.SITE_URL ?? `http://${options.host}:${options.webPort}`,
    remotesOrigin: env.REMOTES_ORIGIN ?? `http://${options.host}:${options.remotesPort}`,
  };
}

/**
 * The site's own origins, the only ones its absolute links name (security.ts `siteOriginOf`):
 * `PUBLIC_SITE_URL`'s alone when it is set; else the site's (`SITE_URL`, `pnpm start`'s own by
 * default, with its `localhost` name) and those listed in `SITE_ORIGINS` (comma-separated).
 */
export function publicSiteOrigins(options: DeploymentOptions, env = process.env): string[] {
  if (env.PUBLIC_SITE_URL) return [new URL(env.PUBLIC_SITE_URL).origin];
  const listed = (env.SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
  return [...new Set([...siteOrigins(deploymentConfig(options, env)), ...listed])];
}

/**
 * What the API started with a deployment is told of it: the site's proxy is the one whose
 * X-Forwarded-For it believes, the site's origins are the ones it answers cross-origin and the
 * only ones its links name.
 */
export function apiEnvironment(options: DeploymentOptions, env = process.env) {
  return {
    TRUSTED_PROXIES: proxyAddress(options.apiUrl),
    CORS_ORIGINS: siteOrigins(deploymentConfig(options, env)).join(','),
    // The origins the API's feeds, sitemaps and robots.txt may name: the site's, as here.
    SITE_ORIGINS: publicSiteOrigins(options, env).join(','),
  };
}

/**
 * `pnpm start`'s deployment of the working tree: publishes every app's current build and makes
 * it live. Versions already published stay, so a rollback has something to point at; a version
 * rebuilt with other content replaces its folder here (a local deployment of work in progress),
 * where `pnpm release` refuses it.
 */
export function assemble(options: DeploymentOptions): RemotesFile {
  const deployment = new Deployment(options.deployDir);
  fs.mkdirSync(deployment.dir, { recursive: true });
  writeAtomically(deployment.configFile, `${JSON.stringify(deploymentConfig(options), null, 2)}\n`);
  const live: RemotesFile = {};
  for (const app of APPS) {
    const built = appBuildDir(app.name);
    if (!fs.existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first`);
    const version = buildVersionOf(built);
    publish(deployment, app.name, built, version, { replace: true });
    if (isRemote(app.name)) {
      live[app.name] = { version, entry: deployment.entryOf(app.name, version) };
    } else {
      relinkAtomically(
        deployment.webDir,
        path.relative(deployment.dir, deployment.versionDir(HOST_NAME, version)),
      );
    }
  }
  writeAtomically(deployment.remotesFile, `${JSON.stringify(live, null, 2)}\n`);
  return live;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The remotes' builds as the site's renderer loads them (their server builds, which the public
 * remotes origin does not serve), from a loopback port of this server's own, listening while the
 * site does. Answers where they are (`http://127.0.0.1:<port>`), once listening.
 */
async function serveServerBuilds(app: FastifyInstance, deployment: Deployment) {
  const builds = Fastify({ logger: false });
  await builds.register(fastifyStatic, {
    root: path.join(deployment.dir, 'remotes'),
    index: false,
    cacheControl: false,
  });
  let origin = '';
  app.addHook('onReady', async () => {
    const { port } = new URL(await builds.listen({ port: 0, host: '127.0.0.1' }));
    origin = `http://127.0.0.1:${port}`;
  });
  app.addHook('onClose', () => builds.close());
  return () => origin;
}

/**
 * What the remotes origin serves the public: not the remotes' server builds
 * (`/<remote>/<version>/server/`), nor any source map, both kept on disk for the deployment.
 */
export function isPublicRemoteFile(pathName: string): boolean {
  return !/^\/[^/]+\/[^/]+\/server\//.test(pathName) && !/\.map(\.br|\.gz)?$/.test(pathName);
}

export async function createWebServer(options: DeploymentOptions): Promise<FastifyInstance> {
  const deployment = new Deployment(options.deployDir);
  const webDir = deployment.webDir;
  const app = Fastify({ logger: false, frameworkErrors: answerFrameworkError });
  await registerSecurityHeaders(app, {
    directives: siteDirectives(deploymentConfig(options)),
    crossOriginResourcePolicy: 'same-origin',
  });
  fileHeaders(app);
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    // A streamed page's head and header leave at once, not when the compressor's buffer fills.
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH },
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
  });
  const origins = publicSiteOrigins(options);
  await registerApiProxy(app, {
    apiUrl: options.apiUrl,
    apiTimeoutMs: options.apiTimeoutMs,
    siteOrigins: origins,
  });
  await registerCrawlerFiles(app, options, origins);
  // The live shell's files are sent by the page route's neighbour (`reply.sendFile`).
  await app.register(fastifyStatic, {
    root: webDir,
    serve: false,
    // The build's brotli and gzip copies (shared/build), smaller than compressing per request.
    preCompressed: true,
    // Left to setHeaders: otherwise `send` overwrites it with `public, max-age=0`.
    cacheControl: false,
    // Every file here is named by its content and cached for good: nothing to revalidate, and no
    // script is read in ranges.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders(res) {
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  // Read at every request: a release or rollback renames a new file over it, and the next page
  // load (or an open tab re-reading it) gets the new list.
  app.get('/remotes.json', (_request, reply) =>
    reply
      .type('application/json')
      .header('Cache-Control', 'no-store')
      .send(fs.readFileSync(deployment.remotesFile)),
  );
  const renderLoad = options.serverRendering
    ? new RenderLoad({ ...DEFAULT_RENDER_LOAD_CONFIG, ...options.renderLoad })
    : undefined;
  if (renderLoad) app.addHook('onClose', async () => renderLoad.stop());
  const pageCacheConfig = { ...DEFAULT_PAGE_CACHE_CONFIG, ...options.pageCacheConfig };
  registerPageRoute(app, {
    webDir,
    remotesFile: deployment.remotesFile,
    siteOrigins: origins,
    renderOnServer: options.serverRendering
      ? createServerRenderer({
          apiUrl: options.apiUrl,
          streamAfterMs: options.streamAfterMs,
          serverBuildsOrigin: await serveServerBuilds(app, deployment),
        })
      : undefined,
    pageCache:
      options.serverRendering && options.pageCache !== false && pageCacheConfig.maxBytes > 0
        ? {
            pages: new PageCache(pageCacheConfig),
            revision: new CatalogueRevisionSource(
              askApiRevision(options.apiUrl),
              pageCacheConfig.revisionTtlMs,
            ),
          }
        : undefined,
    renderLoad,
  });
  // Neither a page nor a file: a missing file, another method than GET or HEAD.
  app.setNotFoundHandler((_request, reply) => reply.code(404).type('text/plain').send('Not found'));
  return app;
}

export async function createRemotesServer(options: DeploymentOptions): Promise<FastifyInstance> {
  const deployment = new Deployment(options.deployDir);
  const app = Fastify({ logger: false });
  // Scripts, manifests and fonts, fetched by the site's pages from this other origin.
  await registerSecurityHeaders(app, {
    directives: NO_CONTENT_POLICY,
    crossOriginResourcePolicy: 'cross-origin',
  });
  fileHeaders(app);
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  allowSiteOrigins(app, deploymentConfig(options));
  await app.register(fastifyStatic, {
    root: path.join(deployment.dir, 'remotes'),
    index: false,
    allowedPath: isPublicRemoteFile,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Vary', 'Accept-Encoding');
      // A released version never changes, but `pnpm start` republishes work in progress in place.
      res.setHeader(
        'Cache-Control',
        /mf-manifest\.json(\.br|\.gz)?$/.test(filePath) ? 'no-cache' : IMMUTABLE,
      );
    },
  });
  return app;
}
