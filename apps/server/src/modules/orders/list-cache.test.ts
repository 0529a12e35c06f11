// The shared dashboard list (list-cache.ts): one answer per restaurant, list and event — never a
// stale list after an order or a change, a 304 only for the caller's own current page, another
// restaurant's or a forged ETag answered in full, identical requests computed once.
import { beforeAll, describe, expect, it } from 'vitest';
import { secondNode } from '../../../test/two-nodes.ts';
import { currentRestaurantSeq } from '../../realtime/order-events.ts';
import { createListCache, type ListAnswer } from './list-cache.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest, today } from './test-fixtures.ts';

const { ctx, A, B, app, sessions } = await setupOrdersTest('owner-a', 'staff-a', 'owner-b');
const [ownerA, staffA, ownerB] = sessions;
// A second API node on the same database (test/two-nodes.ts).
const nodeB = await secondNode(ctx);
const menus: Record<number, number> = {};

beforeAll(async () => {
  for (const id_restaurant of [A, B]) {
    await receivingMethod(ctx.db, id_restaurant, 2, { initials: 'C' });
    menus[id_restaurant] = await menu(ctx.db, await menuPlace(ctx.db, id_restaurant));
  }
});

/** A counter order of the ordering app; answers the order. */
const order = (id_restaurant = A) =>
  placeOrder(ctx, app, {
    id_restaurant,
    id_user: 'customer',
    id_receiving_method: 2,
    order_list: [{ id_food_menu: menus[id_restaurant], qty: 1 }],
  }).then((res) => {
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id_food_order: number };
  });

/** The dashboard's GET (today's orders), optionally conditional. */
const list = (headers: Record<string, string>, idRestaurant = A, etag?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/order/${idRestaurant}/1/10?date=${today()}&order_date=desc&order_time=desc`,
    headers: etag ? { ...headers, 'if-none-match': etag } : headers,
  });
const ids = (res: { json(): { data: { data_list: { id_food_order: number }[] } } }) =>
  res.json().data.data_list.map((row) => row.id_food_order);

describe('the shared list answer', () => {
  it('is answered again after the next event: an order posted, a status changed', async () => {
    const first = await order();
    const before = await list(ownerA.headers);
    expect(before.statusCode).toBe(200);
    expect(before.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(before.headers['cache-control']).toBe('private, no-cache');
    // Another tablet of the restaurant (staff) gets the very same answer and tag.
    const colleague = await list(staffA.headers);
    expect(colleague.body).toBe(before.body);
    expect(colleague.headers.etag).toBe(before.headers.etag);

    const second = await order();
    const afterOrder = await list(staffA.headers);
    expect(ids(afterOrder)).toEqual([second.id_food_order, first.id_food_order]);
    expect(afterOrder.json().data.last_seq).toBe(before.json().data.last_seq + 1);
    expect(afterOrder.headers.etag).not.toBe(before.headers.etag);

    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/order/update/cooking/status',
      headers: ownerA.headers,
      payload: { id_food_order: first.id_food_order, cooking_status: 'cooking', waiting_time: 10 },
    });
    expect(moved.statusCode).toBe(200);
    const afterChange = await list(ownerA.headers);
    const row = afterChange
      .json()
      .data.data_list.find((entry: { id_food_order: number }) => entry.id_food_order === first.id_food_order);
    expect(row.cooking_status).toBe('cooking');
    expect(afterChange.headers.etag).not.toBe(afterOrder.headers.etag);
    // The POST form of the list sees it too.
    const bell = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurant/order/${A}/1/10`,
      headers: ownerA.headers,
      payload: { date: today(), cooking_status: ['cooking'] },
    });
    expect(ids(bell)).toEqual([first.id_food_order]);
  });

  it('is never stale on another node: an order taken by node A shows on node B at once', async () => {
    const onB = () =>
      nodeB.app.inject({
        method: 'GET',
        url: `/api/restaurant/order/${A}/1/10?date=${today()}&order_date=desc&order_time=desc`,
        headers: staffA.headers,
      });
    const before = await onB();
    expect((await onB()).headers.etag).toBe(before.headers.etag);
    const added = await order();
    const after = await onB();
    expect(ids(after)[0]).toBe(added.id_food_order);
    // Both nodes name the same list at the same event with the same tag.
    expect(after.headers.etag).toBe((await list(ownerA.headers)).headers.etag);
  });

  it('answers 304 to the current ETag, and in full to a stale one', async () => {
    await order();
    const current = await list(ownerA.headers);
    const etag = current.headers.etag as string;
    const notModified = await list(staffA.headers, A, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect((await list(ownerA.headers, A, `W/${etag}`)).statusCode).toBe(304);

    const added = await order();
    const stale = await list(ownerA.headers, A, etag);
    expect(stale.statusCode).toBe(200);
    expect(ids(stale)[0]).toBe(added.id_food_order);
    expect(stale.headers.etag).not.toBe(etag);
  });

  it("never answers another restaurant's list, whatever the ETag", async () => {
    await order(A);
    await order(B);
    const listA = await list(ownerA.headers, A);
    const listB = await list(ownerB.headers, B);
    const etagA = listA.headers.etag as string;
    // B's owner sending A's tag (or a forged one, or *) gets B's own list in full.
    for (const tag of [etagA, '"forged-etag-value"', '*', `${etagA}, "another"`]) {
      const res = await list(ownerB.headers, B, tag);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(listB.body);
      expect(res.json().data.data_list.every((row: { id_restaurant: number }) => row.id_restaurant === B)).toBe(true);
    }
    // Asking for A's list with A's current tag from B's session: 404, not 304.
    const crossed = await list(ownerB.headers, A, etagA);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.body).not.toContain('data_list');
  });

  it('computes concurrent identical requests once', async () => {
    await order();
    const res = await Promise.all(Array.from({ length: 20 }, (_, i) => list(i % 2 ? ownerA.headers : staffA.headers)));
    expect(new Set(res.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(res.map((answer) => answer.body)).size).toBe(1);

    // The cache on its own: 20 callers at one sequence number, one computation.
    const cache = createListCache(ctx.db);
    const tenant = { id_restaurant: A };
    const seq = await currentRestaurantSeq(ctx.db, A);
    let runs = 0;
    const compute = async (): Promise<ListAnswer> => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { data_list: [], data_statistics: {}, last_seq: seq, totalData: 0 };
    };
    const sent: string[] = [];
    const reply = () => {
      const stub = {
        header: () => stub,
        code: () => stub,
        type: () => stub,
        send: (body: string) => {
          sent.push(body);
          return stub;
        },
      };
      return stub as never;
    };
    const request = { headers: {} } as never;
    const same = { method: 'GET', idRestaurant: A, page: 1, size: 10, filter: { date: today() }, sort: {} } as const;
    await Promise.all(Array.from({ length: 20 }, () => cache.answer(tenant, same, request, reply(), compute)));
    expect(runs).toBe(1);
    expect(cache.computed).toBe(1);
    expect(sent).toHaveLength(20);
    // The same filters in another order are the same list.
    await cache.answer(
      tenant,
      { ...same, filter: { date: today(), cooking_status: ['stop', 'cooking'] } },
      request,
      reply(),
      compute,
    );
    await cache.answer(
      tenant,
      { ...same, filter: { cooking_status: ['cooking', 'stop'], date: today() } },
      request,
      reply(),
      compute,
    );
    expect(runs).toBe(2);
  });
});
