// The database decides races (a unique index, a foreign key): a write it refuses is answered as the
// client's error the service names for it, instead of a 500.
const hasCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

export const isUniqueViolation = (error: unknown) => hasCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasCode(error, '23503');

export interface Refusals {
  /** A unique index refused the write (two saves of the same code at once). */
  unique?: () => Error;
  /** A foreign key refused it (what it points at was deleted, or something still uses the row). */
  foreignKey?: () => Error;
}

/** Runs `write`; a unique or foreign-key violation is answered as the refusal given for it. */
export async function refusing<T>(refusals: Refusals, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (refusals.unique && isUniqueViolation(error)) throw refusals.unique();
    if (refusals.foreignKey && isForeignKeyViolation(error)) throw refusals.foreignKey();
    throw error;
  }
}
