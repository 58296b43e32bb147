import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AuthConfig } from '../config/auth';
import { AccessTokenError, createAccessTokens, type AccessTokenClaims } from '../lib/access-token';
import { createAdminTokens, type AdminTokens } from '../lib/admin-token';
import { authMessage, type AuthMessage } from '../lib/auth-messages';
import { clientAddress } from '../lib/client-address';
import { HttpError } from '../lib/http-error';
import { preferredLanguage } from '../lib/language';
import { ANONYMOUS, readAccessToken, type Viewer } from '../lib/viewer';
import {
  issueRefreshToken,
  sessionStanding,
  type SessionStanding,
} from '../repositories/refresh-token-repository';

/** An access token to issue: of the session `sessionId`, or of a session started for it. */
export type NewAccessToken = Omit<AccessTokenClaims, 'sessionId'> & { sessionId?: string };

export interface SessionTokens {
  /**
   * An access token of the session `sessionId` (a sign-in's refresh-token family). Without one, a
   * session is started for the token alone: no refresh token renews it, so it ends with the token
   * (or when revoked, as any session).
   */
  issue(claims: NewAccessToken): Promise<string>;
  /** The claims of a valid token; rejects with `AccessTokenError` otherwise. */
  verify(token: string): Promise<AccessTokenClaims>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authConfig: AuthConfig;
    accessTokens: SessionTokens;
    /** A staff member's admin tokens (`Admin-Auth`), checked by plugins/staff. */
    adminTokens: AdminTokens;
  }
  interface FastifyRequest {
    /** Who is asking, from `Portal-Auth`; what access rules decide on. */
    viewer: Viewer;
    /** The session (refresh-token family) of the request's access token; null when anonymous. */
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    /**
     * Leave `Portal-Auth` unread: the token endpoint is called to replace an expired token,
     * which the front end still sends.
     */
    ignorePortalAuth?: boolean;
  }
}

const REFUSALS: Record<Exclude<SessionStanding, 'standing'>, AuthMessage> = {
  ended: 'sessionEnded',
  offNetwork: 'organizationLeft',
  otherTenant: 'invalidAccessToken',
};

/**
 * Access tokens (`fastify.accessTokens`) and the viewer of every request (`request.viewer`). A
 * request whose `Portal-Auth` holds an invalid or expired token is answered 401, on which the
 * front end clears its session; so is one whose session no longer stands (signed out, revoked
 * as copied, ended by a password change), whose subject is of another tenant than the token
 * says, or whose organization's token comes from outside the organization's network.
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
    const tokens = createAccessTokens(secret);
    fastify.decorate('authConfig', config);
    fastify.decorate('adminTokens', createAdminTokens(secret));
    fastify.decorate('accessTokens', {
      async issue({ sessionId, ...claims }: NewAccessToken) {
        const session =
          sessionId ??
          (await issueRefreshToken(fastify.db, claims.subject, claims.tenantId)).familyId;
        return tokens.issue({ ...claims, sessionId: session });
      },
      verify: (token: string) => tokens.verify(token),
    } satisfies SessionTokens);
    // Set by the hook below on every request; null only until then.
    fastify.decorateRequest('viewer', null, []);
    fastify.decorateRequest('sessionId', null);

    fastify.addHook('onRequest', async (request) => {
      request.viewer = ANONYMOUS;
      request.sessionId = null;
      if (request.routeOptions.config.ignorePortalAuth) return;
      const language = preferredLanguage(request.headers['accept-language']);
      let claims: AccessTokenClaims | undefined;
      try {
        claims = await readAccessToken(request.headers['portal-auth'], tokens);
      } catch (error) {
        if (!(error instanceof AccessTokenError)) throw error;
        const key = error.reason === 'expired' ? 'accessTokenExpired' : 'invalidAccessToken';
        throw new HttpError(401, authMessage(key, language));
      }
      if (!claims) return;
      const standing = await sessionStanding(fastify.db, claims, clientAddress(request.ip));
      if (standing !== 'standing')
        throw new HttpError(401, authMessage(REFUSALS[standing], language));
      request.viewer = claims.subject;
      request.sessionId = claims.sessionId;
    });
  },
  { name: 'auth' },
);
