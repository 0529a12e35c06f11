// Errors that carry a catalogue code: the one error handler turns them into bilingual answers.
import type { MessageCode } from '@noren/domain/messages';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: MessageCode,
    readonly params: Record<string, string | number> = {},
    readonly field?: string,
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED');
export const invalidField = (field: string) => new AppError(400, 'VALIDATION_FAILED', { field }, field);

/**
 * Refuses with the first broken rule a domain rule function found (rule order: the most basic
 * first), as a 400 naming its field; nothing when `issues` is empty.
 */
export function refuseFirstIssue(
  issues: readonly { field: string; code: MessageCode; params: Readonly<Record<string, string | number>> }[],
): void {
  const [issue] = issues;
  if (issue) throw new AppError(400, issue.code, issue.params, issue.field);
}

/** The row a query found, else `error` (404): another restaurant's id finds nothing, like a wrong one. */
export function foundOr<T>(row: T | undefined, error: () => Error = notFound): T {
  if (row === undefined) throw error();
  return row;
}

/** A delete of one row by its id and restaurant: nothing deleted answers `error` (404). */
export function deletedOne(result: { numDeletedRows: bigint }, error: () => Error = notFound): void {
  if (Number(result.numDeletedRows) === 0) throw error();
}
