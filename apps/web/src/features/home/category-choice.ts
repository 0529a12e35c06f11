// The categories /home shows (spec 3 §2.1 'Order to display'), as this browser stored them: read by
// the dashboard and the shell's new-order sound at first paint, without the filter modal.
import { readJson, storageKeys } from '../../lib/storage.ts';
import type { CategoryChoice } from './api/get-orders.ts';

/** The stored choice; empty = every category. */
export function readCategoryChoice(): CategoryChoice[] {
  const stored = readJson(storageKeys.categoryIdList);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is CategoryChoice => entry === 'free' || (typeof entry === 'number' && Number.isInteger(entry)),
  );
}
