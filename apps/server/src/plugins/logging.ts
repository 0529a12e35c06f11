// What the server writes to its log. Fastify's own two lines per request ("incoming request",
// "request completed", at info) are off: at the default level a busy kitchen would log thousands of
// them an hour and bury what matters. Instead one line per request at debug (LOG_LEVEL=debug turns
// it on). In a terminal in development the log is pretty-printed; elsewhere it stays JSON lines
// for the log collector.
import { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { AppConfig } from '../config.ts';

/** Fastify's `logger` option. `stream` (tests) receives the JSON lines instead of stdout. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'nodeEnv'>,
  stream?: DestinationStream,
  isTerminal = Boolean(process.stdout.isTTY),
): LoggerOptions & { stream?: DestinationStream } {
  const base: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["api-key"]'],
  };
  if (stream) return { ...base, stream };
  if (config.nodeEnv === 'development' && isTerminal) {
    return {
      ...base,
      transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } },
    };
  }
  return base;
}

/** Fastify's `logController`: its per-request lines (incoming, completed, 4xx/5xx) off. */
export function quietLogController(): LogController {
  return new LogController({ disableRequestLogging: true });
}

/** The one debug line per answered request: method, path, status and milliseconds. */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    // The path only: query strings may carry signatures (upload URLs) that do not belong in logs.
    const path = request.url.split('?')[0];
    request.log.debug(
      { method: request.method, url: path, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      'request',
    );
  });
}
