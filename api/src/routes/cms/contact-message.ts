/**
 * The contact form's endpoint: a reader's message, validated, checked against the region tree and
 * the sender's uploads, stored, and rate-limited per client address.
 */
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContactMessageBody, ContactMessageReceipt } from '@portal/contract';
import { envelopeResponses, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { preferredLanguage } from '../../lib/language';
import { receiveContactMessage } from '../../services/contact-message-service';
import { contactMessage } from './messages';

const contactMessageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { rateLimit: max, rateWindowMs } = fastify.contactConfig;
  await fastify.register(rateLimit, {
    global: false,
    max,
    timeWindow: rateWindowMs,
    keyGenerator: (request) => `${normalizeIP(request.ip)} contact`,
    errorResponseBuilder: (request, { ttl }) =>
      new HttpError(
        429,
        contactMessage('tooManyMessages', preferredLanguage(request.headers['accept-language']), {
          minutes: Math.max(1, Math.ceil(ttl / 60_000)),
        }),
      ),
  });

  fastify.post(
    '/contact-message',
    {
      preValidation: fastify.rateLimit(),
      schema: {
        tags: ['cms'],
        summary: 'Sends a message to the publisher (the contact form)',
        description:
          `At most ${max} messages per client address in ${rateWindowMs / 60_000} minutes (429 ` +
          'after). `regionCode` only with CN; `attachmentId` only from a signed-in person, for a ' +
          'file they uploaded. Answers the stored message’s id and time of receipt.',
        body: ContactMessageBody,
        response: envelopeResponses(ContactMessageReceipt),
      },
    },
    async (request) => {
      const language = preferredLanguage(request.headers['accept-language']);
      const outcome = await receiveContactMessage(
        fastify.db,
        request.body,
        request.viewer,
        language,
      );
      if ('refusal' in outcome) {
        throw new HttpError(400, contactMessage(outcome.refusal, language));
      }
      return ok(outcome.receipt);
    },
  );
};

export default contactMessageRoutes;
