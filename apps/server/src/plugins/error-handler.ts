// The one error handler: every failure becomes a bilingual envelope; 5xx details stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';

/** `body.email` style name of the first invalid field. */
function fieldOf(error: FastifyError & { validationContext?: string }): string {
  const first = error.validation?.[0];
  const fromPath = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return fromPath || missing || error.validationContext || 'body';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.code, error.params, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const field = fieldOf(error);
      const first = error.validation?.[0];
      const isMissing = first?.keyword === 'invalid_type' && /received undefined/i.test(first.message ?? '');
      return reply.status(400).send(failure(400, isMissing ? 'REQUIRED_FIELD' : 'VALIDATION_FAILED', { field }, field));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send(failure(413, 'PAYLOAD_TOO_LARGE'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(failure(415, 'UNSUPPORTED_MEDIA_TYPE'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.status(400).send(failure(400, 'MALFORMED_JSON', {}, 'body'));
    }
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(failure(400, 'MALFORMED_JSON', {}, 'body'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(failure(429, 'TOO_MANY_ATTEMPTS'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(error.statusCode, 'TRY_AGAIN_LATER'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'SOMETHING_WENT_WRONG'));
  });
}
