/**
 * `POST /api/bgcloud-auth/oauth/token`: sign-in. Grants `password` (a person), `refresh_token`
 * (renewal with rotation) and `organization_ip` (an organization, by the caller's address).
 * Answers OAuth style, outside the envelope; failures are `{ code, error_description }` with the
 * description in the caller's language. The refresh token travels only in an HttpOnly cookie
 * (lib/refresh-cookie): set by a grant, read by a renewal, cleared by a refusal or by
 * `POST .../token/revoke` (sign-out). `GET .../organization` tells whether the caller's network
 * has organization access without signing anyone in.
 */
import { STATUS_CODES } from 'node:http';
import formbody from '@fastify/formbody';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEFAULT_TENANT_ID,
  OrganizationAvailability,
  REFRESH_TOKEN_TTL_SECONDS,
  TokenError,
  TokenHeaders,
  TokenParams,
  TokenRefusal,
  TokenResponse,
  TokenRevoked,
  type GrantType,
  type UserType,
} from '@portal/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { authMessage, type AuthMessage } from '../../../lib/auth-messages';
import { isClientCredential } from '../../../lib/basic-credentials';
import { HttpError } from '../../../lib/http-error';
import { preferredLanguage, type Language } from '../../../lib/language';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
} from '../../../lib/refresh-cookie';
import { revokeRefreshToken } from '../../../repositories/refresh-token-repository';
import { organizationAt } from '../../../services/organization-sign-in';
import { createPasswordSignIn } from '../../../services/password-sign-in';
import { renewSession } from '../../../services/session-renewal';
import {
  startSession,
  tokenAnswer,
  type Grantee,
  type TokenSession,
} from '../../../services/token-answer';

const RATE_WINDOW_MS = 60_000;

const languageOf = (request: FastifyRequest): Language =>
  preferredLanguage(request.headers['accept-language']);

const fail = (
  status: number,
  key: AuthMessage,
  request: FastifyRequest,
  values: Record<string, string | number> = {},
) => new HttpError(status, authMessage(key, languageOf(request), values));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Password attempts and session calls (refresh, organization, sign-out) are limited separately:
 * the first guard against guessing, the second only against floods, as many readers of one
 * organization may share an address. Runs before validation, so it reads the raw parameters.
 */
function rateBucket(request: FastifyRequest): 'sign-in' | 'session' {
  if (!request.routeOptions.url?.endsWith('/token')) return 'session';
  const grant =
    isRecord(request.body) && 'grant_type' in request.body
      ? request.body.grant_type
      : isRecord(request.query)
        ? request.query.grant_type
        : undefined;
  return grant === 'refresh_token' || grant === 'organization_ip' ? 'session' : 'sign-in';
}

/** A token call's parameters (query and body together) and `User-Type` header. */
interface TokenCall {
  params: TokenParams;
  userType: UserType | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** `User-Type`, when sent, must be the kind of session the grant gives. */
function checkUserType({ userType, request }: TokenCall, grantType: GrantType, allowed: UserType) {
  if (userType && userType !== allowed) {
    throw fail(400, 'userTypeMismatch', request, { userType, grantType });
  }
}

const tokenRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const config = fastify.authConfig;
  const passwords = await createPasswordSignIn(fastify.db, config.passwordHashCost);

  await fastify.register(formbody);
  // The front ends send `Content-Type: application/json` on every call, this one with no body.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  await fastify.register(rateLimit, {
    global: false,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `${normalizeIP(request.ip)} ${rateBucket(request)}`,
    max: (request) =>
      rateBucket(request) === 'session' ? config.sessionRateLimit : config.signInRateLimit,
    errorResponseBuilder: (request, { ttl }) =>
      fail(429, 'tooManyRequests', request, { seconds: Math.max(1, Math.ceil(ttl / 1000)) }),
  });

  fastify.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'token request failed');
    else request.log.info({ status, reason: error.message }, 'token request refused');
    const description = status >= 500 ? (STATUS_CODES[status] ?? 'Server error') : error.message;
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ code: status, error_description: description } satisfies TokenError);
  });

  /** A granted session: the access token in the answer, the refresh token in the cookie. */
  async function respond(
    grantee: Grantee,
    session: TokenSession,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const answer = await tokenAnswer(
      fastify.accessTokens,
      fastify.adminTokens,
      grantee,
      session,
      languageOf(request),
    );
    setRefreshCookie(request, reply, session.refreshToken, REFRESH_TOKEN_TTL_SECONDS);
    return answer satisfies TokenResponse;
  }

  async function signIn(grantee: Grantee, request: FastifyRequest, reply: FastifyReply) {
    return respond(grantee, await startSession(fastify.db, grantee), request, reply);
  }

  async function requireClient(request: FastifyRequest) {
    if (!isClientCredential(request.headers.authorization, config)) {
      throw fail(401, 'invalidClient', request);
    }
  }

  fastify.post(
    '/token',
    {
      config: { ignorePortalAuth: true },
      preValidation: [
        fastify.rateLimit(),
        requireClient,
        async (request) => {
          // A call with no body at all validates as an empty one.
          request.body ??= {};
        },
      ],
      schema: {
        tags: ['auth'],
        summary: 'Sign in: a token for a person, an organization, or a renewal',
        description: [
          'Parameters as query parameters (or a JSON or form body). Needs the client credential',
          '`Authorization: Basic base64(portal:portal_secret)`.',
          '`password`: `username` (e-mail) and `password`, User-Type personal.',
          '`refresh_token`: renews with the refresh token of the `TC_refresh` cookie the grants set (HttpOnly,',
          'sent only to this path); each one works once, and reusing one ends its session.',
          "`organization_ip`: the organization owning the caller's address, User-Type organization;",
          'an address no organization owns answers 200 with `{ code: 401, success: false }`.',
        ].join(' '),
        querystring: TokenParams,
        body: TokenParams,
        headers: TokenHeaders,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: {
          200: Type.Union([TokenResponse, TokenRefusal]),
          '4xx': TokenError,
          '5xx': TokenError,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      const call: TokenCall = {
        params: { ...request.query, ...request.body },
        userType: request.headers['user-type'],
        request,
        reply,
      };
      switch (call.params.grant_type) {
        case 'password':
          return passwordGrant(call);
        case 'organization_ip':
          return organizationGrant(call);
        case 'refresh_token':
          return refreshGrant(call);
        case undefined:
          throw fail(400, 'missingGrantType', request);
      }
    },
  );

  async function passwordGrant(call: TokenCall) {
    const { params, request, reply } = call;
    checkUserType(call, 'password', 'personal');
    const { username, password } = params;
    if (!username?.trim() || !password) throw fail(400, 'missingCredentials', request);
    const tenantId = params.tenantId ?? DEFAULT_TENANT_ID;
    const user = await passwords.verify(tenantId, username, password);
    if (!user) throw fail(400, 'wrongCredentials', request);
    return signIn({ kind: 'personal', user }, request, reply);
  }

  async function organizationGrant(call: TokenCall) {
    const { params, request, reply } = call;
    checkUserType(call, 'organization_ip', 'organization');
    const tenantId = params.tenantId ?? DEFAULT_TENANT_ID;
    const organization = await organizationAt(fastify.db, tenantId, request.ip);
    if (!organization) {
      return {
        code: 401,
        success: false,
        error_description: authMessage('noOrganization', languageOf(request)),
      } satisfies TokenRefusal;
    }
    return signIn({ kind: 'organization', organization }, request, reply);
  }

  /**
   * The tenant is the refresh token's own, whatever the call names. The token is the cookie's: a
   * `refresh_token` parameter is ignored (no answer hands one out any more). A refusal clears the
   * cookie, so the session is over in the browser too.
   */
  async function refreshGrant({ request, reply }: TokenCall) {
    const refreshToken = readRefreshCookie(request);
    if (!refreshToken) throw fail(401, 'sessionExpired', request);
    const rotation = await renewSession(fastify.db, refreshToken, request.ip);
    if (rotation.outcome !== 'renewed') clearRefreshCookie(request, reply);
    switch (rotation.outcome) {
      case 'renewed':
        return respond(rotation.grantee, rotation, request, reply);
      case 'reused':
        throw fail(401, 'refreshTokenReused', request);
      case 'refused':
        throw fail(
          401,
          rotation.subject.kind === 'organization' ? 'organizationLeft' : 'sessionExpired',
          request,
        );
      case 'invalid':
        throw fail(401, 'sessionExpired', request);
    }
  }

  fastify.post(
    '/token/revoke',
    {
      config: { ignorePortalAuth: true },
      preValidation: [fastify.rateLimit(), requireClient],
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the refresh-token cookie and clears the cookie',
        description:
          'Needs the client credential. Answers 200 whether or not there was a session to end.',
        response: { 200: TokenRevoked, '4xx': TokenError, '5xx': TokenError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refreshToken = readRefreshCookie(request);
      if (refreshToken) await revokeRefreshToken(fastify.db, refreshToken);
      clearRefreshCookie(request, reply);
      return { code: 200 } satisfies TokenRevoked;
    },
  );

  fastify.get(
    '/organization',
    {
      config: { ignorePortalAuth: true },
      preValidation: [fastify.rateLimit(), requireClient],
      schema: {
        tags: ['auth'],
        summary: "Whether the caller's network address has organization access",
        description:
          'Signs nobody in and leaves the current session as it is: a personal reader on an organization network stays personal.',
        querystring: Type.Pick(TokenParams, ['tenantId']),
        response: { 200: OrganizationAvailability, '4xx': TokenError, '5xx': TokenError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenantId = request.query.tenantId ?? DEFAULT_TENANT_ID;
      const organization = await organizationAt(fastify.db, tenantId, request.ip);
      return {
        code: 200,
        available: organization !== undefined,
      } satisfies OrganizationAvailability;
    },
  );
};

export default tokenRoutes;
