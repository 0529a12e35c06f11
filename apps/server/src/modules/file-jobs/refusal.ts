// A refusal whose bilingual text is written where it is decided (a zip entry's name, a row number)
// rather than in the message catalogue, and the one shape every file job stores as its error and
// every file route answers: {status, data, message, message_jp, code}. The catalogue's AppErrors
// keep their own texts; anything else is the catalogue's "Something went wrong".
import { type BilingualText, formatMessage } from '@noren/domain/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export class FileRefusal extends Error {
  constructor(
    readonly text: BilingualText,
    /** What the client may show besides the text (the refused rows of an import). */
    readonly data: unknown = null,
    readonly statusCode = 400,
    readonly code = 'FILE_REFUSED',
  ) {
    super(text.en);
    this.name = 'FileRefusal';
  }
}

/** A refusal as the client reads it, in an answer or in a file job's `error`. */
export interface RefusalAnswer {
  status: number;
  data: unknown;
  message: string;
  message_jp: string;
  code: string;
}

/** The answer for any error a file route or job meets; 5xx details stay out of it. */
export function refusalOf(error: unknown): RefusalAnswer {
  if (error instanceof FileRefusal) {
    return {
      status: error.statusCode,
      data: error.data,
      message: error.text.en,
      message_jp: error.text.jp,
      code: error.code,
    };
  }
  if (error instanceof AppError) {
    const text = formatMessage(error.code, error.params);
    return { status: error.statusCode, data: null, message: text.en, message_jp: text.jp, code: error.code };
  }
  const text = formatMessage('SOMETHING_WENT_WRONG');
  return { status: 500, data: null, message: text.en, message_jp: text.jp, code: 'SOMETHING_WENT_WRONG' };
}

/**
 * Answers FileRefusals thrown by the routes of this plugin scope with their own texts; every other
 * error goes on to the app's one error handler.
 */
export function answerFileRefusals(app: FastifyInstance): void {
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof FileRefusal)) throw error;
    const answer = refusalOf(error);
    return reply.status(answer.status).send(answer);
  });
}
