/**
 * The check of every staff route: `preHandler: fastify.requireStaff`. It reads the admin token of
 * `Admin-Auth: bearer <token>` (lib/admin-token: signature, audience, lifetime), checks that the
 * token's session still stands (not signed out, not revoked) and that its person is staff in the
 * database now (a role revoked after sign-in stops the token at once), and sets `request.staff`.
 *
 * Refusals, in the caller's language: 401 without an admin token when nobody is signed in, for a
 * token that is invalid, expired or of an ended session, or of another person than the request's
 * access token (the front end renews its session on a 401, which brings a fresh admin token to a
 * staff member); 403 for a signed-in reader without one, and for an account that is not staff.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccessTokenError } from '../lib/access-token';
import { sessionClaims, type AdminTokenClaims } from '../lib/admin-token';
import { authMessage, type AuthMessage } from '../lib/auth-messages';
import { clientAddress } from '../lib/client-address';
import { HttpError } from '../lib/http-error';
import { preferredLanguage } from '../lib/language';
import { sessionStanding } from '../repositories/refresh-token-repository';
import { findStaffMember, type StaffMember } from '../repositories/staff-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `preHandler` of every staff route: refuses anyone but a signed-in staff member. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The staff member of the request's admin token; set by `requireStaff`, null before. */
    staff: StaffMember | null;
  }
}

const BEARER = /^bearer[ \t]+(\S+)$/i;

export default fp(
  async (fastify) => {
    fastify.decorateRequest('staff', null);

    const refuse = (request: FastifyRequest, status: 401 | 403, key: AuthMessage) =>
      new HttpError(
        status,
        authMessage(key, preferredLanguage(request.headers['accept-language'])),
      );

    async function readClaims(request: FastifyRequest): Promise<AdminTokenClaims> {
      const header = request.headers['admin-auth'];
      if (Array.isArray(header)) throw refuse(request, 401, 'invalidAdminToken');
      const value = header?.trim();
      if (!value) {
        throw request.viewer.kind === 'personal'
          ? refuse(request, 403, 'notStaff')
          : refuse(request, 401, 'staffSignInRequired');
      }
      const token = BEARER.exec(value)?.[1];
      if (!token) throw refuse(request, 401, 'invalidAdminToken');
      try {
        return await fastify.adminTokens.verify(token);
      } catch (error) {
        if (!(error instanceof AccessTokenError)) throw error;
        throw refuse(
          request,
          401,
          error.reason === 'expired' ? 'adminTokenExpired' : 'invalidAdminToken',
        );
      }
    }

    fastify.decorate('requireStaff', async (request: FastifyRequest) => {
      const claims = await readClaims(request);
      const { viewer } = request;
      if (
        viewer.kind !== 'anonymous' &&
        (viewer.kind !== 'personal' || viewer.userId !== claims.userId)
      ) {
        throw refuse(request, 401, 'invalidAdminToken');
      }
      const standing = await sessionStanding(
        fastify.db,
        sessionClaims(claims),
        clientAddress(request.ip),
      );
      if (standing === 'ended') throw refuse(request, 401, 'sessionEnded');
      if (standing !== 'standing') throw refuse(request, 401, 'invalidAdminToken');
      const member = await findStaffMember(fastify.db, claims.userId, claims.tenantId);
      if (!member) throw refuse(request, 403, 'notStaff');
      request.staff = member;
    });
  },
  { name: 'staff', dependencies: ['auth'] },
);
