import type { FastifySchemaValidationError } from 'fastify/types/schema';

/**
 * Validation messages a caller can act on: which input, what is wrong, and for enums the
 * values allowed, e.g. `querystring/type must be one of: all, recent, forthcoming, featured`.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const where = `${dataVar}${error.instancePath}`;
    const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
    if (error.keyword === 'enum' && allowed)
      return `${where} must be one of: ${allowed.join(', ')}`;
    return `${where} ${error.message ?? 'is invalid'}`;
  });
  return new Error(messages.join('; '));
}
