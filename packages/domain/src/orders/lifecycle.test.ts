// The order state machine of spec 3 §4: every state × action × restaurant type, the detail texts,
// the wait-time rule, the customer push, and properties over random walks.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RestaurantType } from '../restaurant.ts';
import {
  actionForTargetStatus,
  applyOrderAction,
  type CookingStatus,
  canSetWaitingTime,
  cookingStatusDetails,
  initialCookingStatus,
  initialCookingStatusDetail,
  type LifecycleOrder,
  nextOrderAction,
  type OrderAction,
  orderActions,
  pushBodies,
} from './lifecycle.ts';

const types: RestaurantType[] = ['by_order', 'reservation', 'delivery'];
const states: (CookingStatus | null)[] = [null, 'stop', 'cooking', 'done', 'receipt', 'receipt_app'];

const order = (overrides: Partial<LifecycleOrder> = {}): LifecycleOrder => ({
  cooking_status: 'stop',
  cooking_status_detail: '',
  waiting_time: 10,
  is_free_food_order: false,
  id_receiving_method: 2,
  order_number: 'C012',
  id_user: 'customer-1',
  ...overrides,
});

/** The one valid move of each state, per restaurant kind (spec 3 §4), plus the app's move. */
const expected: Record<'by_order' | 'other', Record<string, Partial<Record<OrderAction, CookingStatus | 'log'>>>> = {
  by_order: {
    null: { start_cooking: 'cooking' },
    stop: { start_cooking: 'cooking' },
    cooking: { finish_cooking: 'done' },
    done: { complete_receipt: 'receipt', receipt_by_app: 'receipt_app' },
    receipt: {},
    receipt_app: { complete_from_app: 'receipt' },
  },
  other: {
    null: { complete_receipt: 'receipt' },
    stop: { complete_receipt: 'receipt' },
    cooking: { finish_order: 'log', receipt_by_app: 'receipt_app' },
    done: { complete_receipt: 'receipt', receipt_by_app: 'receipt_app' },
    receipt: {},
    receipt_app: { complete_from_app: 'receipt' },
  },
};

describe('every state × action × restaurant type', () => {
  for (const type of types) {
    for (const state of states) {
      for (const action of orderActions) {
        const want = expected[type === 'by_order' ? 'by_order' : 'other'][String(state)]?.[action];
        it(`${type}: ${String(state)} + ${action} → ${want ?? 'refused'}`, () => {
          const result = applyOrderAction(order({ cooking_status: state }), action, type);
          if (want === undefined) {
            expect(result).toEqual({ ok: false, error: 'ORDER_INVALID_TRANSITION' });
          } else if (want === 'log') {
            expect(result).toMatchObject({ ok: true, logOnly: true, push: null });
            if (result.ok) expect(result.changes.cooking_status).toBe(state ?? 'stop');
          } else {
            expect(result).toMatchObject({ ok: true, logOnly: false, changes: { cooking_status: want } });
          }
        });
      }
    }
  }
});

describe('the dashboard button', () => {
  it('by_order: Start Cooking / Finish Cooking / Complete Receipt, and Start / Start Delivery / Finish Delivery for delivery', () => {
    const buttons = (id_receiving_method: number) =>
      states.map(
        (state) => nextOrderAction(order({ cooking_status: state, id_receiving_method }), 'by_order')?.button ?? null,
      );
    expect(buttons(2)).toEqual([
      'start_cooking',
      'start_cooking',
      'finish_cooking',
      'complete_receipt',
      null,
      'complete_from_app',
    ]);
    expect(buttons(4)).toEqual(['start', 'start', 'start_delivery', 'finish_delivery', null, 'complete_from_app']);
  });

  it('reservation and delivery: Finish Order while cooking, Complete From App, otherwise the receipt button', () => {
    for (const type of ['reservation', 'delivery'] as const) {
      expect(states.map((state) => nextOrderAction(order({ cooking_status: state }), type)?.button ?? null)).toEqual([
        'complete_receipt',
        'complete_receipt',
        'finish_order',
        'complete_receipt',
        null,
        'complete_from_app',
      ]);
    }
  });

  it('a PATCH to a status maps to the order’s next action only', () => {
    expect(actionForTargetStatus(order(), 'cooking', 'by_order')).toBe('start_cooking');
    expect(actionForTargetStatus(order(), 'done', 'by_order')).toBeNull();
    expect(actionForTargetStatus(order({ cooking_status: 'cooking' }), 'cooking', 'reservation')).toBeNull();
    expect(actionForTargetStatus(order({ cooking_status: 'done' }), 'receipt_app', 'by_order')).toBeNull();
    expect(actionForTargetStatus(order({ cooking_status: 'done' }), 'receipt_app', 'by_order', true)).toBe(
      'receipt_by_app',
    );
  });
});

describe('starting needs a wait time', () => {
  it("refuses with 'Please select restaurant wait time' when none is chosen", () => {
    expect(applyOrderAction(order({ waiting_time: null }), 'start_cooking', 'by_order')).toEqual({
      ok: false,
      error: 'ORDER_WAIT_TIME_REQUIRED',
    });
  });

  it('takes a wait time chosen with the action', () => {
    const result = applyOrderAction(order({ waiting_time: null }), 'start_cooking', 'by_order', { waitingTime: 15 });
    expect(result).toMatchObject({ ok: true, changes: { waiting_time: 15 } });
  });

  it('a free order uses wait time 0', () => {
    const result = applyOrderAction(
      order({ waiting_time: null, is_free_food_order: true, id_receiving_method: null }),
      'start_cooking',
      'by_order',
    );
    expect(result).toMatchObject({ ok: true, changes: { cooking_status: 'cooking', waiting_time: 0 } });
  });
});

describe('cooking_status_detail texts', () => {
  it("by_order: '調理開始' then '調理完了', kept at receipt", () => {
    const started = applyOrderAction(order(), 'start_cooking', 'by_order');
    expect(started).toMatchObject({ ok: true, changes: { cooking_status_detail: '調理開始' } });
    const done = applyOrderAction(
      order({ cooking_status: 'cooking', cooking_status_detail: '調理開始' }),
      'finish_cooking',
      'by_order',
    );
    expect(done).toMatchObject({ ok: true, changes: { cooking_status: 'done', cooking_status_detail: '調理完了' } });
    const receipt = applyOrderAction(
      order({ cooking_status: 'done', cooking_status_detail: '調理完了' }),
      'complete_receipt',
      'by_order',
    );
    expect(receipt).toMatchObject({
      ok: true,
      changes: { cooking_status: 'receipt', cooking_status_detail: '調理完了' },
    });
  });

  it("delivery: '準備中' then '配達開始'", () => {
    const started = applyOrderAction(order({ id_receiving_method: 4 }), 'start_cooking', 'by_order');
    expect(started).toMatchObject({ ok: true, changes: { cooking_status_detail: '準備中' } });
    const moved = applyOrderAction(
      order({ cooking_status: 'cooking', cooking_status_detail: '準備中', id_receiving_method: 4 }),
      'finish_cooking',
      'by_order',
    );
    expect(moved).toMatchObject({ ok: true, changes: { cooking_status_detail: '配達開始' } });
  });

  it('reservation and delivery restaurants start cooking with the started text and move on at receipt', () => {
    expect(initialCookingStatus('by_order')).toBe('stop');
    expect(initialCookingStatus('reservation')).toBe('cooking');
    expect(initialCookingStatusDetail({ id_receiving_method: 1 }, 'by_order')).toBe('');
    expect(initialCookingStatusDetail({ id_receiving_method: 1 }, 'reservation')).toBe('調理開始');
    expect(initialCookingStatusDetail({ id_receiving_method: 4 }, 'delivery')).toBe('準備中');
    const receipt = applyOrderAction(
      order({ cooking_status: 'receipt_app', cooking_status_detail: '準備中', id_receiving_method: 4 }),
      'complete_from_app',
      'delivery',
    );
    expect(receipt).toMatchObject({
      ok: true,
      changes: { cooking_status: 'receipt', cooking_status_detail: '配達開始' },
    });
  });

  it('any other detail is kept', () => {
    const result = applyOrderAction(
      order({ cooking_status: 'done', cooking_status_detail: 'custom' }),
      'complete_receipt',
      'by_order',
    );
    expect(result).toMatchObject({ ok: true, changes: { cooking_status_detail: 'custom' } });
  });
});

describe('customer push', () => {
  it('a by_order order of a customer that becomes done: title = order number, body by method', () => {
    const counter = applyOrderAction(order({ cooking_status: 'cooking' }), 'finish_cooking', 'by_order');
    expect(counter).toMatchObject({
      ok: true,
      push: { account_id: 'customer-1', title: 'C012', body: '調理が完了しました' },
    });
    const delivery = applyOrderAction(
      order({ cooking_status: 'cooking', id_receiving_method: 4 }),
      'finish_cooking',
      'by_order',
    );
    expect(delivery).toMatchObject({
      ok: true,
      push: { body: 'ドライバーが配達を開始しました。商品到着までお待ちください' },
    });
    expect(pushBodies.other).toBe('調理が完了しました');
  });

  it('no push for a staff order (temporary T id) or any other change', () => {
    const staff = applyOrderAction(
      order({ cooking_status: 'cooking', id_user: 'T3f9a1b2c' }),
      'finish_cooking',
      'by_order',
    );
    expect(staff).toMatchObject({ ok: true, push: null });
    expect(applyOrderAction(order(), 'start_cooking', 'by_order')).toMatchObject({ ok: true, push: null });
    expect(applyOrderAction(order({ cooking_status: 'done' }), 'complete_receipt', 'reservation')).toMatchObject({
      ok: true,
      push: null,
    });
  });
});

describe('wait time changes', () => {
  it('allowed before done, never for reservation restaurants', () => {
    expect(states.map((state) => canSetWaitingTime({ cooking_status: state }, 'by_order'))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(canSetWaitingTime({ cooking_status: 'stop' }, 'reservation')).toBe(false);
  });
});

describe('properties', () => {
  const anyOrder = fc.record({
    cooking_status: fc.constantFrom(...states),
    cooking_status_detail: fc.constantFrom('', ...Object.values(cookingStatusDetails), 'x'),
    waiting_time: fc.option(fc.integer({ min: 0, max: 120 })),
    is_free_food_order: fc.boolean(),
    id_receiving_method: fc.option(fc.constantFrom(1, 2, 3, 4)),
    order_number: fc.stringMatching(/^[A-Z]{0,2}\d{3}$/),
    id_user: fc.oneof(fc.constant('T1234abcd'), fc.stringMatching(/^[a-z0-9]{1,8}$/)),
  });
  const anyType = fc.constantFrom(...types);

  it('the next action always applies when a wait time is known, and leads where it says', () => {
    fc.assert(
      fc.property(anyOrder, anyType, (base, type) => {
        const subject = { ...base, waiting_time: base.waiting_time ?? 5 };
        const next = nextOrderAction(subject, type);
        if (!next) return subject.cooking_status === 'receipt';
        const result = applyOrderAction(subject, next.action, type);
        if (!result.ok) return false;
        return next.to === null ? result.logOnly : result.changes.cooking_status === next.to;
      }),
    );
  });

  it('only one dashboard action is valid at a time, and receipt accepts none', () => {
    fc.assert(
      fc.property(anyOrder, anyType, (subject, type) => {
        const valid = orderActions.filter(
          (action) => action !== 'receipt_by_app' && applyOrderAction({ ...subject, waiting_time: 1 }, action, type).ok,
        );
        return subject.cooking_status === 'receipt' ? valid.length === 0 : valid.length === 1;
      }),
    );
  });

  it('following the buttons from a new by_order order reaches receipt in three steps, with one push for a customer', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4), fc.boolean(), (method, staff) => {
        let current = order({ id_receiving_method: method, id_user: staff ? 'Tabc' : 'u1' });
        let pushes = 0;
        for (let step = 0; step < 3; step += 1) {
          const next = nextOrderAction(current, 'by_order');
          if (!next) return false;
          const result = applyOrderAction(current, next.action, 'by_order');
          if (!result.ok) return false;
          if (result.push) pushes += 1;
          current = { ...current, ...result.changes };
        }
        return (
          current.cooking_status === 'receipt' &&
          nextOrderAction(current, 'by_order') === null &&
          pushes === (staff ? 0 : 1)
        );
      }),
    );
  });

  it('details stay within the four texts (or what they were)', () => {
    fc.assert(
      fc.property(anyOrder, anyType, fc.constantFrom(...orderActions), (subject, type, action) => {
        const result = applyOrderAction(subject, action, type, { waitingTime: 3 });
        if (!result.ok) return true;
        const allowed = new Set<string>([...Object.values(cookingStatusDetails), subject.cooking_status_detail ?? '']);
        return allowed.has(result.changes.cooking_status_detail);
      }),
    );
  });
});
