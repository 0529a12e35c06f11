// Which orders and lines this browser prints (spec 3 §4, §5): the food categories chosen in the
// local settings (category_id_list, the same choice as /home's 'Order to display'), with 'free'
// for the call-number orders. Nothing stored means every category and the free orders. The claim
// asks the queue for exactly the orders the slip layout then prints (the server's printChoice).
import type { CategoryChoice } from '@noren/domain/printing/slip-filter';
import { readJson, removeStorage, storageKeys, writeJson } from '../../lib/storage.ts';
import type { ClaimFilter } from './api/print-queue.ts';

export type SlipCategory = number | 'free';

export function readSlipCategories(): SlipCategory[] {
  const stored = readJson(storageKeys.categoryIdList);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (entry): entry is SlipCategory => entry === 'free' || (typeof entry === 'number' && Number.isInteger(entry)),
  );
}

/** Keeps the choice; everything chosen is kept as nothing (a category added later prints too). */
export function writeSlipCategories(chosen: readonly SlipCategory[], every: readonly SlipCategory[]): void {
  if (every.every((entry) => chosen.includes(entry))) removeStorage(storageKeys.categoryIdList);
  else
    writeJson(
      storageKeys.categoryIdList,
      every.filter((entry) => chosen.includes(entry)),
    );
}

/** The slip layout's choice. */
export function slipChoice(chosen: readonly SlipCategory[]): CategoryChoice {
  if (chosen.length === 0) return { categories: 'all', free: true };
  return {
    categories: chosen.filter((entry): entry is number => typeof entry === 'number'),
    free: chosen.includes('free'),
  };
}

/** The body of the claim (POST print/status). */
export function claimFilter(idRestaurant: number, chosen: readonly SlipCategory[]): ClaimFilter {
  if (chosen.length === 0) return { id_restaurant: idRestaurant };
  return { id_restaurant: idRestaurant, list_categories: [...chosen], is_get_free_food_order: chosen.includes('free') };
}
