// A route scope whose bodies are files: the raw bytes as one Buffer (any Content-Type), refused
// past `maxBytes` with the bilingual 413 FILE_TOO_LARGE (a declared Content-Length over it before a
// byte is read, an undeclared one when the limit is reached), and FileRefusals answered with their
// own texts. Every other error goes on to the app's one error handler.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { failure } from '../../lib/envelope.ts';
import { FileRefusal, refusalOf } from './refusal.ts';

export function rawFileScope(app: FastifyInstance, maxBytes: number) {
  const scope = app.withTypeProvider<ZodTypeProvider>();
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) =>
    done(null, body),
  );
  scope.setErrorHandler((error: { code?: string }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send(failure(413, 'FILE_TOO_LARGE', { max: maxBytes / 1_048_576 }, 'file'));
    }
    if (!(error instanceof FileRefusal)) throw error;
    const answer = refusalOf(error);
    return reply.status(answer.status).send(answer);
  });
  return scope;
}

/** The body a raw file scope read (an empty Buffer when none was sent). */
export const fileBytes = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
