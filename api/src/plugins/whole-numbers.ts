import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';

interface PropertySchema {
  type?: string;
}
interface ObjectSchema {
  properties?: Record<string, PropertySchema>;
}

/** Digits with an optional sign: how a whole number is written in a URL. */
const WHOLE_NUMBER = /^[+-]?\d{1,16}$/;

/**
 * Integer query and path parameters arrive as text, and the validator's coercion takes anything
 * JavaScript reads as a number: `Infinity`, `1e400` and `0x10` became numbers that PostgreSQL
 * then refused (a 500). Before validation, an integer parameter must be written in digits; its
 * range is then the schema's (ids 1 to 2^31-1, pages and sizes as documented).
 */
export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request, reply) => {
      const schema = request.routeOptions.schema as
        { querystring?: ObjectSchema; params?: ObjectSchema } | undefined;
      if (!schema) return;
      const sources: [string, ObjectSchema | undefined, unknown][] = [
        ['querystring', schema.querystring, request.query],
        ['params', schema.params, request.params],
      ];
      for (const [where, objectSchema, values] of sources) {
        for (const [name, property] of Object.entries(objectSchema?.properties ?? {})) {
          if (property.type !== 'integer') continue;
          const raw = (values as Record<string, unknown> | undefined)?.[name];
          if (raw === undefined) continue;
          for (const value of Array.isArray(raw) ? raw : [raw]) {
            if (typeof value === 'string' && !WHOLE_NUMBER.test(value)) {
              // Worded as the validator words a word where a number belongs.
              return reply.code(400).send(failure(400, `${where}/${name} must be integer`));
            }
          }
        }
      }
    });
  },
  { name: 'whole-numbers' },
);
