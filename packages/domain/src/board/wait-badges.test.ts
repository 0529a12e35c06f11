// The board's wait-time badges (spec 3 §2.8): which methods show one, the label, the ranking;
// and the method_id filter of the board's address.
import { describe, expect, it } from 'vitest';
import { emptyWeek } from '../schedule.ts';
import { isShownMethod, parseMethodIds } from './method-filter.ts';
import { type WaitMethod, waitBadges, waitRank } from './wait-badges.ts';

// Tuesday 2026-11-24, 12:00 in Tokyo (weekday 1).
const noon = new Date('2026-11-24T03:00:00Z');
const method = (over: Partial<WaitMethod>): WaitMethod => ({
  id_restaurant: 1,
  id_restaurant_receiving_method: 10,
  id_receiving_method: 1,
  title: 'Take out',
  active: true,
  id_wait_time: 100,
  inactive_data: emptyWeek(),
  ...over,
});
const waitTimes = [
  { id_wait_time: 100, wait_time: 5 },
  { id_wait_time: 101, wait_time: 15 },
  { id_wait_time: 102, wait_time: 30 },
];

describe('wait-time badges', () => {
  it("labels a method's wait time '～ N min' and ranks a restaurant's values", () => {
    const badges = waitBadges(
      [
        method({}),
        method({ id_restaurant_receiving_method: 11, id_receiving_method: 2, id_wait_time: 101 }),
        method({ id_restaurant_receiving_method: 12, id_receiving_method: 3, id_wait_time: 102 }),
        method({ id_restaurant: 2, id_restaurant_receiving_method: 20, id_wait_time: 102 }),
      ],
      waitTimes,
      noon,
    );
    expect(badges.map((badge) => [badge.id_restaurant_receiving_method, badge.label, badge.rank])).toEqual([
      [10, '～ 5 min', 'shortest'],
      [11, '～ 15 min', 'medium'],
      [12, '～ 30 min', 'longer'],
      // Ranked within its own restaurant: alone, it is the shortest.
      [20, '～ 30 min', 'shortest'],
    ]);
  });

  it('shows nothing for a method without a wait time id, inactive, or inside an inactive shift now', () => {
    const closedNow = emptyWeek().map((day) =>
      day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00:00', end_shift_1: '13:00:00' } : day,
    );
    const closedLater = emptyWeek().map((day) =>
      day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '15:00:00', end_shift_1: '16:00:00' } : day,
    );
    const badges = waitBadges(
      [
        method({ id_restaurant_receiving_method: 1, id_wait_time: null }),
        method({ id_restaurant_receiving_method: 2, active: false }),
        method({ id_restaurant_receiving_method: 3, inactive_data: closedNow }),
        method({ id_restaurant_receiving_method: 4, id_wait_time: 999 }),
        method({ id_restaurant_receiving_method: 5, inactive_data: closedLater }),
      ],
      waitTimes,
      noon,
    );
    expect(badges.map((badge) => badge.id_restaurant_receiving_method)).toEqual([5]);
  });

  it('ranks equal values alike', () => {
    expect(waitRank(5, [5, 5])).toBe('shortest');
    expect(waitRank(10, [5, 10, 10])).toBe('longer');
  });
});

describe('method_id', () => {
  it.each<[unknown, number[]]>([
    [undefined, []],
    ['1', [1]],
    [
      ['1', '2,3'],
      [1, 2, 3],
    ],
    ['3,1,3', [3, 1]],
    ['4', []],
    ['1,4,2', [1, 2]],
    [['x', '-1', '99', '1e0', ' 2 ', '', '0'], [2]],
    [
      [1, 2],
      [1, 2],
    ],
    [{ evil: true }, []],
  ])('%j → %j', (value, ids) => {
    expect(parseMethodIds(value)).toEqual(ids);
  });

  it('shows call-number orders always, delivery never, the rest as filtered', () => {
    expect(isShownMethod(null, [1])).toBe(true);
    expect(isShownMethod(4, [])).toBe(false);
    expect(isShownMethod(2, [])).toBe(true);
    expect(isShownMethod(2, [1])).toBe(false);
    expect(isShownMethod(1, [1])).toBe(true);
  });
});
