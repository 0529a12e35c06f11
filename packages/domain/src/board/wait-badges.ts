// The wait times a TV board shows per restaurant (spec 3 §2.8, §9): '～ N min' badges ranked
// shortest / medium / longer (teal, green, red). A receiving method shows its wait time only if it
// is active, has a wait time id whose wait time exists, and is not inside one of its inactive
// shifts now (Asia/Tokyo; the same schedule rule as the ordering app's closed hours).
import { isWithinShift, type WeekdaySchedule } from '../schedule.ts';

export type WaitRank = 'shortest' | 'medium' | 'longer';

export interface WaitMethod {
  id_restaurant: number;
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title: string;
  active: boolean;
  id_wait_time: number | null;
  inactive_data: readonly WeekdaySchedule[];
}

export interface WaitTimeRow {
  id_wait_time: number;
  wait_time: number;
}

export interface WaitBadge {
  id_restaurant: number;
  id_restaurant_receiving_method: number;
  id_receiving_method: number;
  title: string;
  wait_time: number;
  /** '～ N min' */
  label: string;
  rank: WaitRank;
}

export const waitLabel = (minutes: number): string => `～ ${minutes} min`;

/** The minutes a method shows now, or null when it shows none. */
export function shownWaitTime(method: WaitMethod, waitTimes: readonly WaitTimeRow[], now: Date): number | null {
  if (!method.active || method.id_wait_time === null) return null;
  if (isWithinShift(method.inactive_data, now)) return null;
  return waitTimes.find((row) => row.id_wait_time === method.id_wait_time)?.wait_time ?? null;
}

/** A value's rank among a restaurant's shown values: lowest shortest, highest longer, else medium. */
export function waitRank(value: number, values: readonly number[]): WaitRank {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  if (value <= (distinct[0] ?? value)) return 'shortest';
  if (value >= (distinct.at(-1) ?? value)) return 'longer';
  return 'medium';
}

/** The badges of every method that shows a wait time now, ranked within its restaurant. */
export function waitBadges(methods: readonly WaitMethod[], waitTimes: readonly WaitTimeRow[], now: Date): WaitBadge[] {
  const shown = methods.flatMap((method) => {
    const minutes = shownWaitTime(method, waitTimes, now);
    return minutes === null ? [] : [{ method, minutes }];
  });
  return shown.map(({ method, minutes }) => {
    const values = shown.filter((other) => other.method.id_restaurant === method.id_restaurant).map((o) => o.minutes);
    return {
      id_restaurant: method.id_restaurant,
      id_restaurant_receiving_method: method.id_restaurant_receiving_method,
      id_receiving_method: method.id_receiving_method,
      title: method.title,
      wait_time: minutes,
      label: waitLabel(minutes),
      rank: waitRank(minutes, values),
    };
  });
}
