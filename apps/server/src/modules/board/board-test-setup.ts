// The board tests' starting point: store 1001 with restaurants A (by_order) and B (reservation)
// from the harness, a second store 2002 with restaurant C, an empty store 3003; take-out, counter,
// table and delivery methods with wait times; a slideshow menu and banner; helpers that place an
// order (with a customer note and answers a board must never show) and move it on as a kitchen.
import { storeRestaurantRow } from '../../seed/restaurant-row.ts';
import { menu, menuPlace, placeOrder, receivingMethod, setupOrdersTest } from '../orders/test-fixtures.ts';

/** Text that only a customer's order carries: no board answer may contain it. */
export const privateText = {
  note: 'PRIVATE-NOTE-kept-from-boards',
  user: 'customer-secret-id',
  answer: 'PRIVATE-ANSWER',
};

export async function setupBoardTest() {
  const { ctx, ids, A, B, app, sessions } = await setupOrdersTest('staff-a', 'owner-a');
  const [staffA, ownerA] = sessions;
  const { db } = ctx;
  await db
    .insertInto('stores')
    .values([
      { code_store: 2002, store_name: 'Other store', code_company: 300 },
      { code_store: 3003, store_name: 'Empty store', code_company: 100 },
    ])
    .execute();
  const C = (
    await db
      .insertInto('restaurants')
      .values({
        ...storeRestaurantRow({
          restaurant_name: 'Restaurant C',
          restaurant_type: 'by_order',
          restaurant_type_detail: '{}',
          description: '',
          code_register: '07',
        }),
        code_store: 2002,
        code_company: 300,
      })
      .returning('id_restaurant')
      .executeTakeFirstOrThrow()
  ).id_restaurant;

  const methods = {
    takeOutA: await receivingMethod(db, A, 1, { initials: 'T', tax: 8, service_fee: 10, title: 'Take out' }),
    counterA: await receivingMethod(db, A, 2, { initials: 'C', tax: 10, title: 'Counter' }),
    tableA: await receivingMethod(db, A, 3, { title: 'Table' }),
    deliveryA: await receivingMethod(db, A, 4, { title: 'Delivery' }),
    counterB: await receivingMethod(db, B, 2, { initials: 'B', title: 'Counter B' }),
    counterC: await receivingMethod(db, C, 2, { initials: 'X', title: 'Counter C' }),
  };
  const waits: Record<string, number> = {};
  for (const [name, minutes, method] of [
    ['takeOutA', 5, methods.takeOutA],
    ['counterA', 15, methods.counterA],
    ['deliveryA', 40, methods.deliveryA],
    ['counterC', 9, methods.counterC],
  ] as const) {
    const row = await db
      .insertInto('wait_times')
      .values({
        id_restaurant: name.endsWith('C') ? C : A,
        id_restaurant_receiving_method: method,
        wait_time: minutes,
        description: 'staff-only description',
      })
      .returning('id_wait_time')
      .executeTakeFirstOrThrow();
    waits[name] = row.id_wait_time;
    await db
      .updateTable('restaurant_receiving_methods')
      .set({ id_wait_time: row.id_wait_time })
      .where('id_restaurant_receiving_method', '=', method)
      .execute();
  }

  const menus = {
    A: await menu(db, await menuPlace(db, A), { name: 'Nigiri', price: 1000, image_name: 'menus/nigiri.jpg' }),
    B: await menu(db, await menuPlace(db, B), { name: 'Ramen', price: 900 }),
    C: await menu(db, await menuPlace(db, C), { name: 'Curry', price: 333 }),
  };
  await db
    .updateTable('food_menus')
    .set({ slide_show: true })
    .where('id_food_menu', 'in', [menus.A, menus.C])
    .execute();
  await db
    .insertInto('food_banners')
    .values([
      {
        id_restaurant: A,
        banner_name: 'banners/a.jpg',
        promo_type: 'URL',
        web_url: 'https://shop.example',
        slide_show: true,
      },
      {
        id_restaurant: A,
        banner_name: 'banners/hidden.jpg',
        promo_type: 'URL',
        web_url: 'https://x.example',
        slide_show: false,
      },
    ])
    .execute();

  /** Places an order through the ordering app's API, with private data a board must not show. */
  const order = async (id_restaurant: number, id_receiving_method: number) => {
    const menuId = id_restaurant === A ? menus.A : id_restaurant === B ? menus.B : menus.C;
    const res = await placeOrder(ctx, app, {
      id_restaurant,
      id_user: privateText.user,
      id_receiving_method,
      customer_note: privateText.note,
      response_list: [{ question: 'Allergies?', answer: privateText.answer }],
      order_list: [{ id_food_menu: menuId, qty: 2 }],
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as { id_food_order: number; order_number: string };
  };

  /** The kitchen (the dashboard's status route) moves an order of A to a status. */
  const kitchen = (id_food_order: number, cooking_status: string) =>
    ctx.app.inject({
      method: 'PATCH',
      url: '/api/restaurant/order/update/cooking/status',
      headers: staffA.headers,
      payload: { id_food_order, cooking_status, waiting_time: 10 },
    });

  return { ctx, ids, A, B, C, staffA, ownerA, methods, waits, menus, order, kitchen };
}
