// Idempotency-Key on POST restaurant/order (issue 13): a retry with the same key and body answers the
// first order (201, the same data) and writes nothing; another body is a 409; keys belong to one
// client; concurrent requests with one key make exactly one order (the database decides); bad keys
// are a 400 naming the header; keys expire after 24 hours; a request without a key never touches
// the key table.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { columnOf, expectAnswer } from '../../../test/harness.ts';
import {
  apiKeyHeaders,
  menu,
  menuPlace,
  placeOrder,
  setupOrdersTest,
  takeOutAtBoth,
  today,
  writtenState,
} from './test-fixtures.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'staff-a', 'owner-b');
const [ownerA, staffA, ownerB] = sessions;
const otherApp = await apiKeyHeaders(ctx.db);
const { water, bMenu } = await takeOutAtBoth(ctx.db, A, B);
const where = await menuPlace(ctx.db, A);
const gyoza = await menu(ctx.db, where, { name: '餃子', price: 400, stock: 1000 });

let customer = 0;
/** A take-out order of a new customer (each call a different body). */
const newBody = (overrides: object = {}) => {
  customer += 1;
  return {
    id_restaurant: A,
    id_user: `customer-${customer}`,
    id_receiving_method: 1,
    customer_note: 'no onions',
    order_list: [{ id_food_menu: gyoza, qty: 2 }],
    ...overrides,
  };
};
const withKey = (headers: Record<string, string>, key: string) => ({ ...headers, 'idempotency-key': key });
let keyCount = 0;
const newKey = () => {
  keyCount += 1;
  return `order-${keyCount}-3f9a1b2c-1111-4222-8333-444455556666`;
};

/** What an order writes, plus the key rows. */
const state = async () => ({
  ...(await writtenState(ctx.db)),
  keys: (await ctx.db.selectFrom('idempotency_keys').select(['scope_kind', 'scope_id', 'idempotency_key']).execute())
    .length,
});
const ordersOf = async (id_user: string) =>
  ctx.db.selectFrom('food_orders').select('id_food_order').where('id_user', '=', id_user).execute();

describe('a retry with the same key and body', () => {
  it('answers the first order: 201, the same data; no second order, stock take or event', async () => {
    const key = newKey();
    const body = newBody();
    const first = await placeOrder(ctx, withKey(app, key), body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const after = await state();

    const retry = await placeOrder(ctx, withKey(app, key), body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await state()).toEqual(after);
    expect(await ordersOf(body.id_user)).toHaveLength(1);
  });

  it('is the same request however the body is written: key order, {data: ...}, numbers as text', async () => {
    const key = newKey();
    const body = newBody();
    const first = await placeOrder(ctx, withKey(app, key), body);
    expect(first.statusCode).toBe(201);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const retries = [reordered, { data: body }, { ...body, id_restaurant: String(A), id_receiving_method: '1' }];
    for (const payload of retries) {
      const retry = await placeOrder(ctx, withKey(app, key), payload);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.json().data).toEqual(first.json().data);
    }
    expect(await ordersOf(body.id_user)).toHaveLength(1);
  });

  it('answers the order as it was answered, even after it moved on', async () => {
    const key = newKey();
    const body = newBody();
    const first = await placeOrder(ctx, withKey(app, key), body);
    const id = first.json().data.id_food_order;
    const confirmed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/restaurant/order/confirm/${id}`,
      headers: ownerA.headers,
      payload: {},
    });
    expect(confirmed.statusCode).toBe(200);
    const retry = await placeOrder(ctx, withKey(app, key), body);
    expect(retry.json().data).toEqual(first.json().data);
    expect(retry.json().data.confirmed).toBe(false);
  });

  it('answers even when the catalogue would refuse the order now', async () => {
    const seasonal = await menu(ctx.db, where, { name: '季節限定', stock: 1 });
    const key = newKey();
    const body = newBody({ order_list: [{ id_food_menu: seasonal, qty: 1 }] });
    const first = await placeOrder(ctx, withKey(app, key), body);
    expect(first.statusCode).toBe(201);
    // The first order took the last one, and the menu is off sale since.
    await ctx.db.updateTable('food_menus').set({ status: 'inactive' }).where('id_food_menu', '=', seasonal).execute();
    expect((await placeOrder(ctx, withKey(app, newKey()), body)).json().code).toBe('ORDER_MENU_INACTIVE');
    const retry = await placeOrder(ctx, withKey(app, key), body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });

  it('a call-number ticket from the dashboard is replayed the same way (any staff of the restaurant)', async () => {
    const key = newKey();
    const body = { id_restaurant: A, id_receiving_method: 'free', order_list: [{ id_free_food_menu: water, qty: 1 }] };
    const first = await placeOrder(ctx, withKey(ownerA.headers, key), body);
    expect(first.statusCode).toBe(201);
    // The temporary user id is drawn at random: the replay still answers the first one.
    const retry = await placeOrder(ctx, withKey(staffA.headers, key), body);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
  });
});

describe('a key reused for another body', () => {
  it('is a bilingual 409 naming the header, and writes nothing', async () => {
    const key = newKey();
    expect((await placeOrder(ctx, withKey(app, key), newBody())).statusCode).toBe(201);
    const before = await state();
    const other = await placeOrder(ctx, withKey(app, key), newBody());
    expectAnswer(other, 409, {
      status: 409,
      data: null,
      code: 'ORDER_IDEMPOTENCY_KEY_REUSED',
      field: 'Idempotency-Key',
      message: 'This Idempotency-Key was already used for a different order: send a new key for a new order',
      message_jp: 'この Idempotency-Key は別の内容の注文に使用済みです。新しい注文には新しいキーを指定してください',
    });
    expect(await state()).toEqual(before);
  });

  it('a refused order keeps no key: the same key with a corrected body places the order', async () => {
    const key = newKey();
    const before = await state();
    const refused = await placeOrder(
      ctx,
      withKey(app, key),
      newBody({ order_list: [{ id_food_menu: gyoza, qty: 0 }] }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await state()).toEqual(before);
    const placed = await placeOrder(ctx, withKey(app, key), newBody());
    expect(placed.statusCode).toBe(201);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('keys belong to one client', () => {
  it('two api clients, and two restaurants, may use the same key: each gets its own order', async () => {
    const key = newKey();
    const answers = [
      await placeOrder(ctx, withKey(app, key), newBody()),
      await placeOrder(ctx, withKey(otherApp, key), newBody()),
      await placeOrder(ctx, withKey(ownerA.headers, key), {
        id_restaurant: A,
        id_receiving_method: 1,
        order_list: [{ id_food_menu: gyoza, qty: 1 }],
      }),
      await placeOrder(ctx, withKey(ownerB.headers, key), {
        id_restaurant: B,
        id_receiving_method: 1,
        order_list: [{ id_food_menu: bMenu, qty: 1 }],
      }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
    expect(new Set(answers.map((res) => res.json().data.id_food_order)).size).toBe(4);
    const rows = await ctx.db
      .selectFrom('idempotency_keys')
      .select(['scope_kind', 'scope_id'])
      .where('idempotency_key', '=', key)
      .orderBy('scope_kind')
      .orderBy('scope_id')
      .execute();
    expect(rows).toHaveLength(4);
  });

  it("a client never reads another client's answer: the same key and body make a second order", async () => {
    const key = newKey();
    const body = newBody();
    const mine = await placeOrder(ctx, withKey(app, key), body);
    const theirs = await placeOrder(ctx, withKey(otherApp, key), body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.json().data.id_food_order).not.toBe(mine.json().data.id_food_order);
    expect(await ordersOf(body.id_user)).toHaveLength(2);
  });
});

describe('concurrent requests with one key', () => {
  /** Sessions of this test database waiting for a lock. */
  const waiting = async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.db);
    return rows[0]?.n ?? 0;
  };
  const until = async (condition: () => Promise<boolean>) => {
    for (let tries = 0; tries < 500; tries += 1) {
      if (await condition()) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('timed out waiting');
  };

  /**
   * Holds `lock` (a statement taking a row lock) in a transaction until `count` requests sent with
   * one key and body wait behind it, all past the key lookup and inside the write; then lets go.
   */
  async function race(headers: Record<string, string>, body: object, lock: ReturnType<typeof sql>, count = 6) {
    const key = newKey();
    let answers: Awaited<ReturnType<typeof placeOrder>>[] = [];
    await ctx.db.transaction().execute(async (trx) => {
      await lock.execute(trx);
      const requests = Promise.all(Array.from({ length: count }, () => placeOrder(ctx, withKey(headers, key), body)));
      await until(async () => (await waiting()) >= count);
      // Released when this callback returns (commit); the requests then go one by one.
      void requests.then((done) => {
        answers = done;
      });
    });
    await until(async () => answers.length === count);
    return answers;
  }

  it('make exactly one order; every request answers it (201, the same data)', async () => {
    const before = await state();
    const stock = () => columnOf(ctx.db, 'food_menus', 'food_menu_stock_qty', 'id_food_menu', gyoza);
    const stockBefore = await stock();
    const body = newBody();
    const answers = await race(app, body, sql`SELECT 1 FROM food_menus WHERE id_food_menu = ${gyoza} FOR UPDATE`);
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual(answers[0]?.json());
    }
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(answers.length - 1);
    expect(await ordersOf(body.id_user)).toHaveLength(1);
    expect(await stock()).toBe(stockBefore - 2);
    const after = await state();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.events).toBe(before.events + 1);
    expect(after.keys).toBe(before.keys + 1);
  });

  it('make one order when nothing but the key stands between them (a call-number ticket)', async () => {
    const before = await state();
    const body = { id_restaurant: A, id_receiving_method: 'free', order_list: [{ id_free_food_menu: water, qty: 1 }] };
    // Free orders lock no menu: the daily number row is where they meet before the key.
    await placeOrder(ctx, ownerA.headers, body);
    const answers = await race(
      ownerA.headers,
      body,
      sql`SELECT 1 FROM order_number_sequences WHERE id_restaurant = ${A} AND business_date = ${today()} FOR UPDATE`,
    );
    const ids = new Set(answers.map((res) => res.json().data.id_food_order));
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    expect(ids.size).toBe(1);
    const after = await state();
    expect(after.orders).toBe(before.orders + 2);
    expect(after.events).toBe(before.events + 2);
  });

  it('the others answer the first order, not "out of stock", when it took the last one', async () => {
    const lastOne = await menu(ctx.db, where, { name: '最後の一食', stock: 1 });
    const body = newBody({ order_list: [{ id_food_menu: lastOne, qty: 1 }] });
    const answers = await race(app, body, sql`SELECT 1 FROM food_menus WHERE id_food_menu = ${lastOne} FOR UPDATE`);
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    expect(new Set(answers.map((res) => res.json().data.id_food_order)).size).toBe(1);
    expect(await ordersOf(body.id_user)).toHaveLength(1);
  });
});

describe('the header', () => {
  it('must be 1 to 255 visible ASCII characters: else a bilingual 400 naming it, nothing written', async () => {
    const before = await state();
    for (const key of ['', 'x'.repeat(256), 'two words', 'a,\tb']) {
      const res = await placeOrder(ctx, withKey(app, key), newBody());
      expect(res.statusCode, JSON.stringify(key)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'ORDER_IDEMPOTENCY_KEY_INVALID',
        field: 'Idempotency-Key',
        message: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces)',
      });
      expect(res.json().message_jp).toContain('Idempotency-Key');
    }
    expect(await state()).toEqual(before);
    expect((await placeOrder(ctx, withKey(app, 'x'.repeat(255)), newBody())).statusCode).toBe(201);
  });

  it('absent: the order never touches the key table (nothing extra on the hot path)', async () => {
    const before = await state();
    // With the key table locked against everything, an order without a key still goes through...
    const within = <T>(promise: Promise<T>, ms: number) =>
      Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(resolve, ms, 'still waiting'))]);
    let keyed: Promise<Awaited<ReturnType<typeof placeOrder>>> | undefined;
    await ctx.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE idempotency_keys IN ACCESS EXCLUSIVE MODE`.execute(trx);
      const plain = await within(placeOrder(ctx, app, newBody()), 5000);
      expect(plain === 'still waiting' ? plain : plain.statusCode).toBe(201);
      // ...while one with a key waits for the lock.
      keyed = placeOrder(ctx, withKey(app, newKey()), newBody());
      expect(await within(keyed, 300)).toBe('still waiting');
    });
    expect((await keyed)?.statusCode).toBe(201);
    const after = await state();
    expect(after.orders).toBe(before.orders + 2);
    expect(after.keys).toBe(before.keys + 1);
  });
});

describe('expiry', () => {
  it('keys older than 24 hours are deleted by later keyed orders; younger ones stay', async () => {
    const old = newKey();
    const young = newKey();
    const oldBody = newBody();
    await placeOrder(ctx, withKey(app, old), oldBody);
    await placeOrder(ctx, withKey(app, young), newBody());
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE idempotency_key = ${old}`.execute(
      ctx.db,
    );
    await sql`UPDATE idempotency_keys SET created_at = now() - interval '23 hours' WHERE idempotency_key = ${young}`.execute(
      ctx.db,
    );
    // Any keyed order cleans up; an order without a key does not.
    await placeOrder(ctx, app, newBody());
    const keysNow = async () =>
      (await ctx.db.selectFrom('idempotency_keys').select('idempotency_key').execute()).map(
        (row) => row.idempotency_key,
      );
    expect(await keysNow()).toContain(old);
    await placeOrder(ctx, withKey(otherApp, newKey()), newBody());
    expect(await keysNow()).not.toContain(old);
    expect(await keysNow()).toContain(young);
    // The expired key is free again: it places a new order.
    const again = await placeOrder(ctx, withKey(app, old), oldBody);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await ordersOf(oldBody.id_user)).toHaveLength(2);
  });
});
