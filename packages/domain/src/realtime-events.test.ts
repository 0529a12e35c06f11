// The realtime message schemas accept what the server emits and refuse what a screen could not use.
import { describe, expect, it } from 'vitest';
import { serverEvents } from './realtime-events.ts';

describe('realtime messages', () => {
  it('accept the payloads the server sends', () => {
    expect(serverEvents.new_order_notify.safeParse({ flag: 'print', id_food_order: 7, seq: 12 }).success).toBe(true);
    expect(
      serverEvents.update_order_notify.safeParse({
        order_info: { cooking_status: 'cooking', id_receiving_method: null, id_order: 7 },
        seq: 13,
      }).success,
    ).toBe(true);
    for (const payload of [
      { msg: 'refresh', id_food_order: 7, seq: 14 },
      { msg: 'refresh', refreshAll: true },
      { msg: 'refresh_wait_time', id_restaurant: 3 },
      { msg: 'refresh_food_menu', action: 'stock', id_restaurant: 3, list_food_menu: [1, 2] },
    ]) {
      expect(serverEvents.my_callback.safeParse(payload).success).toBe(true);
    }
    expect(serverEvents.force_logout.safeParse({ uuid: '' }).success).toBe(true);
  });

  it('refuse a payload missing what a screen needs to catch up', () => {
    expect(serverEvents.new_order_notify.safeParse({ flag: 'print', id_food_order: 7 }).success).toBe(false);
    expect(serverEvents.update_order_notify.safeParse({ order_info: { id_order: 7 }, seq: 1 }).success).toBe(false);
    expect(serverEvents.my_callback.safeParse({ msg: 'refresh_wait_time' }).success).toBe(false);
    expect(serverEvents.my_callback.safeParse({ msg: 'something_else', id_restaurant: 3 }).success).toBe(false);
  });
});
