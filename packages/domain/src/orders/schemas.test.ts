// Wire contracts the dashboard relies on: list filters from a query or a body, and where an
// incoming realtime sequence number stands.
import { describe, expect, it } from 'vitest';
import { orderListBodySchema, orderListQuerySchema, sequenceStep, updateWaitingTimeSchema } from './schemas.ts';

describe('list filters', () => {
  it('read lists as repeated, comma-separated or array values, with free as a category', () => {
    expect(
      orderListQuerySchema.parse({
        cooking_status: 'stop,cooking',
        list_categories: ['3', 'free'],
        is_get_free_food_order: 'false',
        date: '2025/04/02',
        order_date: 'asc',
      }),
    ).toEqual({
      cooking_status: ['stop', 'cooking'],
      list_categories: [3, 'free'],
      is_get_free_food_order: false,
      date: '2025-04-02',
      order_date: 'asc',
    });
    expect(orderListBodySchema.parse({ cooking_status: 'done', id_receiving_method: [1, '4'] })).toEqual({
      cooking_status: ['done'],
      id_receiving_method: [1, 4],
    });
    expect(orderListQuerySchema.safeParse({ cooking_status: 'burnt' }).success).toBe(false);
    expect(orderListQuerySchema.safeParse({ date: '2025-02-30' }).success).toBe(false);
  });

  it('wait times are whole minutes from 0 to 1440', () => {
    expect(updateWaitingTimeSchema.parse({ id_food_order: '3', waiting_time: '15' })).toMatchObject({
      waiting_time: 15,
    });
    expect(updateWaitingTimeSchema.safeParse({ id_food_order: 3, waiting_time: -1 }).success).toBe(false);
  });
});

describe('sequenceStep', () => {
  it('tells the next event, one already seen, and a gap', () => {
    expect(sequenceStep(null, 7)).toBe('next');
    expect(sequenceStep(6, 7)).toBe('next');
    expect(sequenceStep(7, 7)).toBe('seen');
    expect(sequenceStep(7, 3)).toBe('seen');
    expect(sequenceStep(7, 9)).toBe('gap');
  });
});
