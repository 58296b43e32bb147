import { readFileSync } from 'node:fs';
import path from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { API_DIR } from '../config/api-dir';

const { version } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')) as {
  version: string;
};

const DOCS_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  // Swagger UI's bundle adds a <style> element of its own at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** OpenAPI document built from the routes' schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Publisher portal API',
          description:
            'Catalogue, content and ordering API of the portal. Every JSON answer is an envelope `{ code, success, data, msg }` (except the token endpoint, which answers OAuth style); lists are pages `{ records, total, size, current, pages }`.',
          version,
        },
        tags: [
          { name: 'system', description: 'Health and site parameters' },
          { name: 'journals', description: 'Journals' },
          { name: 'books', description: 'Books and book series' },
          { name: 'cms', description: 'News, announcements, FAQs and contacts' },
          { name: 'ordering', description: 'Ordering information' },
          { name: 'orders', description: 'Cart, payment and orders' },
          { name: 'covers', description: 'Generated cover images' },
          { name: 'auth', description: 'Sign-in: tokens for people and organizations' },
          { name: 'users', description: 'Personal accounts: registration, profile, password' },
          {
            name: 'access',
            description:
              'Who may read what: PDF access checks and downloads, organization grants, subscriptions, reading history',
          },
          { name: 'search', description: 'Full-text search over articles, books and news' },
          { name: 'upload', description: 'File uploads of signed-in readers' },
          { name: 'area', description: 'Countries, provinces and cities for address forms' },
          {
            name: 'staff',
            description:
              "The publisher's staff: routes that need a staff member's admin token (`Admin-Auth`)",
          },
        ],
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The UI is a page of its own files: it may run them and nothing else (the API's other
      // answers let nothing run at all, plugins/security-headers.ts).
      staticCSP: DOCS_POLICY,
    });
  },
  { name: 'swagger' },
);
