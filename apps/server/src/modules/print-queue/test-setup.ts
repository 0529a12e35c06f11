// Test helpers of the print queue: restaurant A with a take-out method and menus in two categories,
// orders placed through the API, and the calls a printing device makes (its id in X-Print-Device).
import type { Session } from '../../../test/harness.ts';
import { freeMenu, menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from '../orders/test-fixtures.ts';
import { deviceHeader } from './routes.ts';

export async function setupPrintQueueTest() {
  const setup = await setupOrdersTest('owner-a', 'staff-a', 'owner-b');
  const { ctx, A, app } = setup;
  await receivingMethod(ctx.db, A, 1, { initials: 'T' });
  const kitchen = await menuPlace(ctx.db, A);
  const drinks = await menuPlace(ctx.db, A);
  const ramen = await menu(ctx.db, kitchen, { name: 'ラーメン', stock: 10_000 });
  const tea = await menu(ctx.db, drinks, { name: 'お茶', stock: 10_000 });
  const water = await freeMenu(ctx.db, A, 'お水');
  const [ownerA, staffA, ownerB] = setup.sessions;

  /** Places a take-out order of `id_food_menu` for a customer of the ordering app; answers its id. */
  async function order(id_food_menu = ramen, customer = 'customer-1'): Promise<number> {
    return placed({ id_user: customer, id_receiving_method: 1, order_list: [{ id_food_menu, qty: 1 }] });
  }

  /** Places a free order (a call-number ticket of the free menu 'お水'); answers its id. */
  const freeOrder = () =>
    placed({ id_user: 'customer-1', id_receiving_method: 'free', order_list: [{ id_free_food_menu: water, qty: 1 }] });

  async function placed(body: object): Promise<number> {
    const res = await placeOrder(ctx, app, { id_restaurant: A, ...body });
    if (res.statusCode !== 201) throw new Error(`order refused: ${res.body}`);
    return res.json().data.id_food_order;
  }

  /** The calls of one printing device signed in as `session`. */
  function device(name: string, session: Session = ownerA) {
    const headers = { ...session.headers, [deviceHeader]: name };
    return {
      claim: (body: object = {}) =>
        ctx.app.inject({ method: 'POST', url: '/api/restaurant/order/print/queue', headers, payload: body }),
      confirm: (id_food_order: number, is_printed = true, more: object = {}) =>
        ctx.app.inject({
          method: 'PATCH',
          url: '/api/restaurant/order/print/queue',
          headers,
          payload: { id_food_order, is_printed, ...more },
        }),
      reprint: (id_food_order: number) =>
        ctx.app.inject({ method: 'POST', url: `/api/restaurant/order/print/reprint/${id_food_order}`, headers }),
    };
  }

  /** The ids of the orders a claim answered. */
  const claimedIds = (res: { json(): { data: { id_food_order: number }[] } }) =>
    res.json().data.map((job) => job.id_food_order);

  /** The print jobs of an order, oldest first. */
  const jobsOf = (id_food_order: number) =>
    ctx.db
      .selectFrom('print_jobs')
      .selectAll()
      .where('id_food_order', '=', id_food_order)
      .orderBy('id_print_job')
      .execute();

  /** Whether the order is marked printed (what the dashboard's print icon shows). */
  const isPrinted = async (id_food_order: number) =>
    (
      await ctx.db
        .selectFrom('order_prints')
        .select('is_printed')
        .where('id_food_order', '=', id_food_order)
        .executeTakeFirst()
    )?.is_printed ?? false;

  return {
    ...setup,
    ownerA,
    staffA,
    ownerB,
    categories: { kitchen: kitchen.id_food_category, drinks: drinks.id_food_category },
    menus: { ramen, tea },
    order,
    freeOrder,
    device,
    claimedIds,
    jobsOf,
    isPrinted,
  };
}
