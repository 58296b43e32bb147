/**
 * The site's pages: every page address (`/home`, `/JDetail/3/article?id=10`, `/BDetail/174`)
 * comes to the page route, `GET /*`, which answers the page rendered on the server for that
 * address (server-render.ts), or the shell's page alone, for the browser to render: never an
 * error page. Which page an address is, is the shell's to say (its route table), so every
 * address without a file is a page. Beside it, the live shell's files: each at the root of its
 * build (its scripts and fonts, named by their content); its source maps are not served.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { styleNonce, withStyleNonce } from './security';
import type { RenderOnServer } from './server-render';

/** A name with an extension at the root of the site: one of the live shell's files, if it has it. */
const SHELL_FILE_ROUTE = '/:file(^[^/]+\\.\\w+$)';
/** The shell's page: answered by the page route, with its nonce, never as a file. */
const SHELL_PAGE = 'index.html';

export interface PageRouteOptions {
  /** The live shell's folder (`web`), read at each request: a release switches it. */
  webDir: string;
  /** Renders the page on the server; without it (`SERVER_RENDERING=off`) the browser does. */
  renderOnServer?: RenderOnServer;
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * A page is what a browser navigates to (it accepts HTML), so a journal's abbreviation ending in
 * a dot (/J.Algebr.Struct.) is a page too, and any address without an extension; any other miss
 * with an extension is a missing file.
 */
function isPage(request: FastifyRequest): boolean {
  return acceptsHtml(request) || path.extname(request.url.split('?')[0] ?? '') === '';
}

export function registerPageRoute(
  app: FastifyInstance,
  { webDir, renderOnServer }: PageRouteOptions,
) {
  const shellPage = () => fs.readFileSync(path.join(webDir, SHELL_PAGE), 'utf8');

  /** The page route: the shell's page, rendered on the server when it can be. */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (!isPage(request)) return reply.callNotFound();
    const nonce = styleNonce(reply.raw);
    const template = withStyleNonce(shellPage(), nonce);
    // HEAD as GET, rendered too: an uptime monitor is sent the same redirect, a crawler the same
    // Content-Length (Node leaves the body out).
    const page = renderOnServer ? await renderOnServer(request, template, nonce) : undefined;
    // Its length said for HEAD too, which Fastify leaves out of an empty answer.
    if (page?.kind === 'redirect') {
      return reply.header('content-length', 0).redirect(page.location, 302);
    }
    return (
      reply
        .type('text/html')
        .header('Cache-Control', 'no-cache')
        // The page depends on the language cookie and header it was rendered for.
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .send(page?.kind === 'page' ? page.html : page?.kind === 'stream' ? page.stream : template)
    );
  }

  async function isShellFile(name: string): Promise<boolean> {
    // Source maps stay on disk, for the deployment's own reading of its errors.
    if (name === SHELL_PAGE || name.endsWith('.map')) return false;
    const stat = await fs.promises.stat(path.join(webDir, name)).catch(() => undefined);
    return stat?.isFile() ?? false;
  }

  /** One of the live shell's files, as its build compressed it (`@fastify/static`), or a page. */
  async function serveShellFile(
    request: FastifyRequest<{ Params: { file: string } }>,
    reply: FastifyReply,
  ) {
    if (await isShellFile(request.params.file)) return reply.sendFile(request.params.file);
    return servePage(request, reply);
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler: servePage });
  app.route({ method: ['GET', 'HEAD'], url: SHELL_FILE_ROUTE, handler: serveShellFile });
}
