import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AuthConfig } from '../config/auth';
import { AccessTokenError, createAccessTokens, type AccessTokens } from '../lib/access-token';
import { authMessage } from '../lib/auth-messages';
import { HttpError } from '../lib/http-error';
import { preferredLanguage } from '../lib/language';
import { ANONYMOUS, readViewer, type Viewer } from '../lib/viewer';

declare module 'fastify' {
  interface FastifyInstance {
    authConfig: AuthConfig;
    accessTokens: AccessTokens;
  }
  interface FastifyRequest {
    /** Who is asking, from `Portal-Auth`; what access rules decide on. */
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    /**
     * Leave `Portal-Auth` unread: the token endpoint is called to replace an expired token,
     * which the front end still sends.
     */
    ignorePortalAuth?: boolean;
  }
}

/**
 * Access tokens (`fastify.accessTokens`) and the viewer of every request (`request.viewer`). A
 * request whose `Portal-Auth` holds an invalid or expired token is answered 401, on which the
 * front end clears its session.
 */
export default fp<{ config: AuthConfig }>(
  async (fastify, { config }) => {
    let secret = config.tokenSecret;
    if (!secret) {
      secret = randomBytes(32).toString('base64url');
      fastify.log.warn(
        'TOKEN_SECRET is not set: using a random secret, so sign-ins end when the API restarts and are not valid on other instances',
      );
    }
    fastify.decorate('authConfig', config);
    fastify.decorate('accessTokens', createAccessTokens(secret));
    // Set by the hook below on every request; null only until then.
    fastify.decorateRequest('viewer', null, []);

    fastify.addHook('onRequest', async (request) => {
      request.viewer = ANONYMOUS;
      if (request.routeOptions.config.ignorePortalAuth) return;
      try {
        request.viewer = await readViewer(request.headers['portal-auth'], fastify.accessTokens);
      } catch (error) {
        if (!(error instanceof AccessTokenError)) throw error;
        const language = preferredLanguage(request.headers['accept-language']);
        const key = error.reason === 'expired' ? 'accessTokenExpired' : 'invalidAccessToken';
        throw new HttpError(401, authMessage(key, language));
      }
    });
  },
  { name: 'auth' },
);
