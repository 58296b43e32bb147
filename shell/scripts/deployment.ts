/**
 * Assembles and serves a deployment of the portal the way production serves it:
 *
 *   web origin       /                  the shell (index.html with a history fallback)
 *                    /remotes.json      which version of each remote is live (served no-store)
 *                    /api/*             reverse proxy to the API
 *   remotes origin   /<name>/<version>/ each remote's build, immutable, CORS open
 *
 * The remotes live on a different origin from the shell on purpose: it proves they load
 * cross-origin, as they would from a CDN. Rolling one remote back is editing one entry of
 * remotes.json; nothing is rebuilt and the next page load picks it up.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTE_NAMES, REMOTES, type RemoteName } from '@portal/shared/remotes/apps';

export const ROOT = path.resolve(__dirname, '../..');
/** Each remote's package folder, from the one definition of the remotes. */
export const REMOTE_DIRS = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, REMOTES[name].folder]),
) as Record<RemoteName, string>;

export interface DeploymentOptions {
  deployDir: string;
  webPort: number;
  remotesPort: number;
  apiUrl: string;
  host: string;
}

export function deploymentOptionsFromEnv(env = process.env): DeploymentOptions {
  return {
    deployDir: path.resolve(env.DEPLOY_DIR ?? path.join(ROOT, '.deploy')),
    webPort: Number(env.WEB_PORT ?? 8080),
    remotesPort: Number(env.REMOTES_PORT ?? 8081),
    apiUrl: env.API_URL ?? 'http://127.0.0.1:3100',
    host: env.HOST ?? '127.0.0.1',
  };
}

function readVersion(dir: string): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Copies the builds into the deployment folder. Older remote versions already there stay, so
 * a rollback has something to point at; the shell is replaced.
 */
export function assemble({
  deployDir,
  remotesPort,
  host,
}: DeploymentOptions): Record<string, unknown> {
  const webDir = path.join(deployDir, 'web');
  const shellDist = path.join(ROOT, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) {
    throw new Error('shell/dist is missing: run `pnpm build` first');
  }
  fs.rmSync(webDir, { recursive: true, force: true });
  fs.cpSync(shellDist, webDir, { recursive: true });

  const remotesOrigin = process.env.REMOTES_ORIGIN ?? `http://${host}:${remotesPort}`;
  const manifest: Record<string, { version: string; entry: string }> = {};
  for (const [name, dir] of Object.entries(REMOTE_DIRS)) {
    const appDir = path.join(ROOT, dir);
    const version = readVersion(appDir);
    const built = path.join(appDir, 'dist', version);
    if (!fs.existsSync(path.join(built, 'mf-manifest.json'))) {
      throw new Error(`${dir}/dist/${version} is missing: run \`pnpm build\` first`);
    }
    const target = path.join(deployDir, 'remotes', name, version);
    fs.rmSync(target, { recursive: true, force: true });
    fs.cpSync(built, target, { recursive: true });
    manifest[name] = { version, entry: `${remotesOrigin}/${name}/${version}/mf-manifest.json` };
  }
  fs.writeFileSync(path.join(webDir, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function createWebServer(options: DeploymentOptions): Promise<FastifyInstance> {
  const webDir = path.join(options.deployDir, 'web');
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(fastifyHttpProxy, {
    upstream: options.apiUrl,
    prefix: '/api',
    rewritePrefix: '/api',
  });
  await app.register(fastifyStatic, {
    root: webDir,
    index: false,
    wildcard: false,
    // The build's brotli and gzip copies (shared/build), smaller than compressing per request.
    preCompressed: true,
    // Left to setHeaders: otherwise `send` overwrites it with `public, max-age=0`.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Vary', 'Accept-Encoding');
      const name = path.basename(filePath.replace(/\.(br|gz)$/, ''));
      // Content-hashed assets never change; the page and the remotes list always revalidate.
      if (name === 'remotes.json') res.setHeader('Cache-Control', 'no-store');
      else if (name.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', IMMUTABLE);
    },
  });
  const indexHtml = () => fs.readFileSync(path.join(webDir, 'index.html'));
  // The history fallback: every page URL gets the shell, which routes on the client. A page is
  // what a browser navigates to (it accepts HTML), so journal abbreviations ending in a dot
  // (/J.Algebr.Struct.) are pages too; other misses with an extension are missing files.
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.headers.accept ?? '').includes('text/html') ||
      path.extname(request.url.split('?')[0] ?? '') === '';
    if (request.method !== 'GET' || !isPage) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml());
  });
  return app;
}

export async function createRemotesServer(options: DeploymentOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: path.join(options.deployDir, 'remotes'),
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Vary', 'Accept-Encoding');
      // A version folder never changes, but a manifest may be rebuilt in place during development.
      res.setHeader(
        'Cache-Control',
        /mf-manifest\.json(\.br|\.gz)?$/.test(filePath) ? 'no-cache' : IMMUTABLE,
      );
    },
  });
  return app;
}
