// Test helpers of the print queue: restaurant A with a take-out method and menus in two categories,
// orders placed through the API, and the calls a printing device makes (its id in X-Print-Device).
import { expect } from 'vitest';
import type { Session } from '../../../test/harness.ts';
import { freeMenu, menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from '../orders/test-fixtures.ts';
import { deviceHeader } from './routes.ts';

/** An answer of a claim: the orders to print. */
type Claimed = { statusCode: number; json(): { data: { id_food_order: number }[] } };

/** The ids of the orders a claim answered. */
const claimedIds = (res: Claimed) => res.json().data.map((job) => job.id_food_order);

/** One device's claim and confirm, through whichever paths it uses. */
interface Printer {
  claim(): Promise<Claimed>;
  confirm(id_food_order: number): Promise<{ statusCode: number }>;
}

/**
 * `count` devices ('device-0'…) claiming and confirming at once until nothing is left, every call
 * answered 200; answers which devices printed each order.
 */
export async function printRace(count: number, printerOf: (name: string, index: number) => Printer) {
  const printedBy = new Map<number, string[]>();
  const run = async (index: number) => {
    const name = `device-${index}`;
    const printer = printerOf(name, index);
    for (;;) {
      const claimed = await printer.claim();
      expect(claimed.statusCode).toBe(200);
      const jobs = claimedIds(claimed);
      if (jobs.length === 0) return;
      for (const id of jobs) {
        printedBy.set(id, [...(printedBy.get(id) ?? []), name]);
        expect((await printer.confirm(id)).statusCode).toBe(200);
      }
    }
  };
  await Promise.all(Array.from({ length: count }, (_, index) => run(index)));
  return printedBy;
}

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

  /** Sets restaurant A's invoice registration number (what its slips carry). */
  const setRegistrationNumber = (registration_number: string) =>
    ctx.db.updateTable('restaurants').set({ registration_number }).where('id_restaurant', '=', A).execute();

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
    setRegistrationNumber,
  };
}
