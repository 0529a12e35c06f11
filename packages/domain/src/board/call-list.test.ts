// The order-ready call rules of spec 3 §4: which orders are called, what is kept, how the screen
// steps and closes.
import { describe, expect, it } from 'vitest';
import {
  asksToComeToCounter,
  type CallList,
  callStep,
  callsByRestaurant,
  isCalled,
  shownCalls,
  updateCallList,
} from './call-list.ts';

let nextId = 1;
const order = (id_restaurant: number, over: { cooking_status?: string; id_receiving_method?: number | null } = {}) => {
  const id = nextId++;
  return {
    id_food_order: id,
    id_restaurant,
    restaurant_name: `R${id_restaurant}`,
    order_number: `T${String(id).padStart(3, '0')}`,
    cooking_status: 'done',
    id_receiving_method: 1 as number | null,
    ...over,
  };
};
const numbers = (list: CallList) => list.map((entry) => entry.order_number);

describe('which orders are called', () => {
  it.each([
    [1, true],
    [2, true],
    [null, true],
    [3, false],
    [4, false],
  ])('done with method %s → %s', (method, called) => {
    expect(isCalled({ cooking_status: 'done', id_receiving_method: method })).toBe(called);
  });

  it.each(['stop', 'cooking', 'receipt', 'receipt_app'])('is not called while %s', (status) => {
    expect(isCalled({ cooking_status: status, id_receiving_method: 1 })).toBe(false);
  });

  it('asks to come to the counter when done, unless served at the table', () => {
    expect(asksToComeToCounter({ cooking_status: 'done', id_receiving_method: 2 })).toBe(true);
    expect(asksToComeToCounter({ cooking_status: 'done', id_receiving_method: 3 })).toBe(false);
    expect(asksToComeToCounter({ cooking_status: 'cooking', id_receiving_method: 2 })).toBe(false);
  });
});

describe('the retained call list', () => {
  it('keeps up to 3 orders per restaurant in multi mode, dropping the oldest', () => {
    const orders = [1, 2, 3, 4].map(() => order(1));
    const list = orders.reduce<CallList>((acc, next) => updateCallList(acc, next, 'multi'), []);
    expect(numbers(list)).toEqual(orders.slice(1).map((o) => o.order_number));
  });

  it('keeps up to 3 restaurants in multi mode, dropping the one called longest ago', () => {
    const orders = [order(1), order(2), order(3), order(1), order(4)];
    const list = orders.reduce<CallList>((acc, next) => updateCallList(acc, next, 'multi'), []);
    expect([...new Set(list.map((entry) => entry.id_restaurant))].sort()).toEqual([1, 3, 4]);
    expect(list).toHaveLength(4);
  });

  it('keeps every call in single mode', () => {
    const list = Array.from({ length: 9 }, () => order(1)).reduce<CallList>(
      (acc, next) => updateCallList(acc, next, 'single'),
      [],
    );
    expect(list).toHaveLength(9);
  });

  it('does not call an order twice, ignores orders that are not called, and drops a collected one', () => {
    const ready = order(1);
    let list = updateCallList([], ready, 'single');
    list = updateCallList(list, ready, 'single');
    list = updateCallList(list, order(1, { cooking_status: 'cooking' }), 'single');
    expect(numbers(list)).toEqual([ready.order_number]);
    list = updateCallList(list, { ...ready, cooking_status: 'receipt' }, 'single');
    expect(list).toEqual([]);
  });
});

describe('the call screen', () => {
  it('single mode shows 4 at a time, drops them each step and closes when empty', () => {
    const orders = Array.from({ length: 6 }, () => order(1));
    const list = orders.reduce<CallList>((acc, next) => updateCallList(acc, next, 'single'), []);
    expect(numbers(shownCalls(list, 'single'))).toEqual(orders.slice(0, 4).map((o) => o.order_number));
    const first = callStep(list, 'single');
    expect(first.close).toBe(false);
    expect(numbers(shownCalls(first.list, 'single'))).toEqual(orders.slice(4).map((o) => o.order_number));
    expect(callStep(first.list, 'single')).toEqual({ list: [], close: true });
  });

  it('multi mode shows every kept call grouped by restaurant, then closes and clears', () => {
    const [a, b, c] = [order(1), order(2), order(1)];
    const list = [a, b, c].reduce<CallList>((acc, next) => updateCallList(acc, next, 'multi'), []);
    expect(shownCalls(list, 'multi')).toHaveLength(3);
    expect(callsByRestaurant(list)).toEqual([
      { id_restaurant: 1, restaurant_name: 'R1', numbers: [a.order_number, c.order_number] },
      { id_restaurant: 2, restaurant_name: 'R2', numbers: [b.order_number] },
    ]);
    expect(callStep(list, 'multi')).toEqual({ list: [], close: true });
  });
});
