/**
 * A person's account under /api/bgcloud-user: registration, profile, password. The input rules
 * are the specification's, the same the forms check (@portal/contract/validation). Registration and
 * password changes are rate-limited per address like the password sign-in.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChangePasswordBody,
  DEFAULT_TENANT_ID,
  RegisterBody,
  UpdateProfileBody,
  UserProfile,
} from '@portal/contract';
import { isNationalId } from '@portal/contract/validation';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { preferredLanguage } from '../../lib/language';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  changePassword,
  findPasswordHash,
  findOwnUploadType,
  findProfile,
  registerUser,
  updateProfile,
} from '../../repositories/user-repository';
import { userMessage, type UserMessage } from './messages';

const TAGS = ['users'];
const RATE_WINDOW_MS = 60_000;

const userRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const config = fastify.authConfig;
  const fail = (
    request: FastifyRequest,
    status: number,
    key: UserMessage,
    values: Record<string, string | number> = {},
  ) =>
    new HttpError(
      status,
      userMessage(key, preferredLanguage(request.headers['accept-language']), values),
    );

  await fastify.register(rateLimit, {
    global: false,
    timeWindow: RATE_WINDOW_MS,
    max: config.signInRateLimit,
    keyGenerator: (request) => `${normalizeIP(request.ip)} account`,
    errorResponseBuilder: (request, { ttl }) =>
      fail(request, 429, 'tooManyRequests', { seconds: Math.max(1, Math.ceil(ttl / 1000)) }),
  });

  /** The signed-in person's id; organizations and anonymous callers are refused (401). */
  function requirePerson(request: FastifyRequest): number {
    if (request.viewer.kind !== 'personal') throw fail(request, 401, 'loginRequired');
    return request.viewer.userId;
  }

  async function requireProfile(request: FastifyRequest, userId: number) {
    // A token outliving its account: the session is over.
    const profile = await findProfile(fastify.db, userId);
    if (!profile) throw fail(request, 401, 'loginRequired');
    return profile;
  }

  fastify.post(
    '/register',
    {
      preValidation: fastify.rateLimit(),
      schema: {
        tags: TAGS,
        summary: 'Registers a person: e-mail address, password, nick name and optional phone',
        description:
          'Answers the new profile; sign in with the token endpoint afterwards. 409 when the e-mail address is taken.',
        body: RegisterBody,
        response: envelopeResponses(UserProfile),
      },
    },
    async (request) => {
      const { email, password, nickName, phone } = request.body;
      const profile = await registerUser(fastify.db, {
        tenantId: DEFAULT_TENANT_ID,
        email,
        passwordHash: await hashPassword(password, config.passwordHashCost),
        nickName,
        phone: phone ?? null,
      });
      if (!profile) throw fail(request, 409, 'emailTaken');
      return ok(profile);
    },
  );

  fastify.get(
    '/profile',
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in person's profile (national ID masked)",
        response: envelopeResponses(UserProfile),
      },
    },
    async (request) => ok(await requireProfile(request, requirePerson(request))),
  );

  fastify.put(
    '/profile',
    {
      schema: {
        tags: TAGS,
        summary: 'Changes the fields sent of the profile; null clears an optional one',
        description:
          "avatarId names an image the person uploaded (upload/upload); 400 for anyone else's file or one that is not an image.",
        body: UpdateProfileBody,
        response: envelopeResponses(UserProfile),
      },
    },
    async (request) => {
      const userId = requirePerson(request);
      const { nationalId } = request.body;
      if (nationalId && !isNationalId(nationalId)) throw fail(request, 400, 'invalidNationalId');
      const { avatarId } = request.body;
      if (avatarId) {
        const mimeType = await findOwnUploadType(fastify.db, avatarId, userId);
        if (mimeType === undefined) throw fail(request, 400, 'unknownAvatar');
        if (!mimeType.startsWith('image/')) throw fail(request, 400, 'avatarNotImage');
      }
      const changes = nationalId
        ? { ...request.body, nationalId: nationalId.toUpperCase() }
        : request.body;
      const profile = await updateProfile(fastify.db, userId, changes);
      if (!profile) throw fail(request, 401, 'loginRequired');
      return ok(profile);
    },
  );

  fastify.post(
    '/change-password',
    {
      preValidation: fastify.rateLimit(),
      schema: {
        tags: TAGS,
        summary: 'Changes the password (the current one is asked); ends the other sessions at once',
        body: ChangePasswordBody,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      const userId = requirePerson(request);
      const stored = await findPasswordHash(fastify.db, userId);
      if (!stored) throw fail(request, 401, 'loginRequired');
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPassword(oldPassword, stored))) {
        throw fail(request, 400, 'wrongOldPassword');
      }
      if (oldPassword === newPassword) throw fail(request, 400, 'samePassword');
      // The reader making the change stays signed in; their other sessions end at once.
      await changePassword(
        fastify.db,
        userId,
        await hashPassword(newPassword, config.passwordHashCost),
        request.sessionId ?? undefined,
      );
      return ok(null);
    },
  );
};

export default userRoutes;
