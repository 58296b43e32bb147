import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Powerful browser features nothing of the portal uses; the same list as the site's
 * (delivery/src/security.ts), for the pages the API serves itself (the docs).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

/**
 * The security headers of every answer (helmet). The API answers JSON, PDFs and cover images,
 * never a page that runs code, so its policy lets nothing load or run, nor anyone frame it; the
 * Swagger UI under /api/docs sends its own (plugins/swagger.ts). Covers are read by the site's
 * pages through its proxy (same-origin) and by the dev servers on other ports of this host
 * (same-site). No HSTS: the API speaks plain HTTP behind the site; HSTS is the TLS terminator's.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      strictTransportSecurity: false,
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    fastify.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
