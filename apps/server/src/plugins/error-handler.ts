// The one error handler: every failure becomes a bilingual envelope; 5xx details stay in the log.
// A client's mistake (4xx) is never logged as an error: error lines are for the server's own
// faults, so an alert on them is not set off by clients sending bad requests.
import type { MessageCode } from '@noren/domain/messages';
import { inputMessages } from '@noren/domain/messages/input';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { failure } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';

/** `body.email` style name of the first invalid field. */
function fieldOf(error: FastifyError & { validationContext?: string }): string {
  const first = error.validation?.[0];
  const fromPath = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const missing = (first?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return fromPath || missing || error.validationContext || 'body';
}

/** An AppError that also says when to come back: answered with a Retry-After header (seconds). */
export class RetryLaterError extends AppError {
  constructor(
    code: MessageCode,
    readonly retryAfterSeconds: number,
    params: Record<string, string | number> = {},
  ) {
    super(429, code, params);
    this.name = 'RetryLaterError';
  }
}

/** The shared input blocks' refusals (control characters, out of range) are told as such. */
function isInputCode(text: string | undefined): text is keyof typeof inputMessages {
  return text !== undefined && Object.hasOwn(inputMessages, text);
}

/**
 * SQLSTATEs only a value the client sent can cause: a NUL in text (22021) or in jsonb (22P05), a
 * number beyond its column (22003), an impossible date or time (22007, 22008), text that is not
 * the column's type (22P02). The schemas refuse all of these first (zod-blocks); this is the net
 * under them, answered 400 INPUT_NOT_STORABLE and logged as a warning: the client's value is at
 * fault, but a schema let it through and should be fixed.
 */
const clientValueStates: ReadonlySet<string> = new Set(['22P05', '22021', '22003', '22007', '22008', '22P02']);

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RetryLaterError) reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.code, error.params, error.field));
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const field = fieldOf(error);
      const first = error.validation?.[0];
      const isMissing = first?.keyword === 'invalid_type' && /received undefined/i.test(first.message ?? '');
      const code = isInputCode(first?.message) ? first.message : isMissing ? 'REQUIRED_FIELD' : 'VALIDATION_FAILED';
      return reply.status(400).send(failure(400, code, { field }, field));
    }
    if (error instanceof pg.DatabaseError && error.code !== undefined && clientValueStates.has(error.code)) {
      // A client's mistake, never an error-level line; but a warning, since a schema let it through.
      request.log.warn(
        { sqlState: error.code, dbMessage: error.message, route: request.routeOptions.url },
        'database refused a client value that no schema checked',
      );
      return reply.status(400).send(failure(400, 'INPUT_NOT_STORABLE'));
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
      // Still worth a look when debugging a client, never an error of ours.
      request.log.debug({ err: error }, 'client error');
      return reply.status(error.statusCode).send(failure(error.statusCode, 'TRY_AGAIN_LATER'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, 'SOMETHING_WENT_WRONG'));
  });
}
