// The order-intake tests' starting point (intake.test.ts and intake-refusals.test.ts): restaurant A
// (by_order) with take-out (min order, service fee, fee tiers, a method price), counter and delivery,
// a catalogue with every case a refusal needs (a discount, a last one in stock, inactive and closed
// menus, free menus, delivery frames), restaurant B (reservation), and the order bodies.
import {
  category,
  closedAllWeek,
  freeMenu,
  menu,
  methodPrice,
  optionGroup,
  receivingMethod,
  setupOrdersTest,
  subCategory,
  timeFrame,
  tomorrow,
  yesterday,
} from './test-fixtures.ts';

/** Builds the app, the catalogue and the sessions; answers them with the order bodies. */
export async function setupIntakeTest() {
  const { ctx, ids, A, B, app, sessions } = await setupOrdersTest('owner-a');
  const [ownerA] = sessions;

  async function intakeCatalogue() {
    const db = ctx.db;
    const takeOut = await receivingMethod(db, A, 1, {
      initials: 'T',
      tax: 8,
      service_fee: 10,
      min_order_fee: 500,
      min_free_order_fee: 3000,
      tiers: [
        { name: 'service S', min: 500, max: 1999, cost: 200, jancode: '2000000000001' },
        { name: 'service M', min: 2000, max: 2999, cost: 100, jancode: '2000000000002' },
      ],
    });
    const counter = await receivingMethod(db, A, 2, { initials: 'C' });
    const delivery = await receivingMethod(db, A, 4, { initials: 'D', tiers: [] });
    const cat = await category(db, A);
    const sub = await subCategory(db, A, cat, { name: '麺類' });
    const where = { id_restaurant: A, id_food_category: cat, id_food_sub_category: sub };
    const ramen = await menu(db, where, { name: '醤油ラーメン', price: 850, image_name: `r${A}/ramen.jpg` });
    await methodPrice(db, ramen, takeOut, 900);
    const noodles = await optionGroup(db, ramen, '麺の量', [
      { name: '普通', cost: 0 },
      { name: '大盛り', cost: 150 },
    ]);
    const gyoza = await menu(db, where, { name: '餃子', price: 400 });
    const sale = await menu(db, where, {
      name: 'セール',
      price: 1000,
      discount: { price: 700, from: yesterday(), to: tomorrow() },
    });
    const lastOne = await menu(db, where, { name: '限定丼', price: 1200, stock: 1 });
    const inactive = await menu(db, where, { name: '終売', status: 'inactive' });
    const closedSub = await subCategory(db, A, cat, { name: '朝メニュー', inactive_data: closedAllWeek() });
    const closed = await menu(db, { ...where, id_food_sub_category: closedSub }, { name: '朝定食' });
    const offSubCategory = await subCategory(db, A, cat, { status: false });
    const offSub = await menu(db, { ...where, id_food_sub_category: offSubCategory }, { name: 'Off sub' });
    const offCategory = await category(db, A, 'inactive');
    const offCategorySub = await subCategory(db, A, offCategory);
    const inactiveCategory = await menu(db, {
      ...where,
      id_food_category: offCategory,
      id_food_sub_category: offCategorySub,
    });
    const catB = await category(db, ids.restaurantB);
    const subB = await subCategory(db, ids.restaurantB, catB);
    const foreign = await menu(db, {
      id_restaurant: ids.restaurantB,
      id_food_category: catB,
      id_food_sub_category: subB,
    });
    const water = await freeMenu(db, A, 'お水');
    const offWater = await freeMenu(db, A, 'お茶', false);
    const frame = await timeFrame(db, A, { max_order: 3 });
    const fullFrame = await timeFrame(db, A, { start: '13:00:00', max_order: 2, count_order: 2 });
    const pastFrame = await timeFrame(db, A, { date: yesterday() });
    // Restaurant B takes reservations (restaurant_type_detail is {}: the default 7 days ahead).
    const bTakeOut = await receivingMethod(db, B, 1, { initials: 'R' });
    const bTable = await receivingMethod(db, B, 3, { initials: 'B' });
    return {
      takeOut,
      counter,
      delivery,
      ramen,
      noodles,
      gyoza,
      sale,
      lastOne,
      inactive,
      closed,
      offSub,
      inactiveCategory,
      foreign,
      water,
      offWater,
      frame,
      fullFrame,
      pastFrame,
      bTakeOut,
      bTable,
    };
  }

  const catalogue = await intakeCatalogue();

  const deliveryAddress = {
    postal_code: '1000001',
    address1: '東京都千代田区',
    address_last_name: '山田',
    address_last_name_kana: 'ヤマダ',
    phone_number: '0312345678',
  };

  const ramenLine = (option = 0, qty = 1) => ({
    id_food_menu: catalogue.ramen,
    qty,
    additional: [
      {
        id_food_menu_additional: catalogue.noodles.id,
        additional: catalogue.noodles.options.map((id, index) => ({
          id_food_menu_additional_option: id,
          active: index === option,
        })),
      },
    ],
  });

  const appOrder = (overrides: object = {}) => ({
    id_restaurant: A,
    id_user: 'customer-42',
    id_receiving_method: 1,
    order_list: [ramenLine(1, 2), { id_food_menu: catalogue.gyoza, qty: 1 }],
    ...overrides,
  });

  /** The app order with one ramen whose noodle choices are `additional` (the option lines as sent). */
  const ramenChoosing = (additional: object[]) =>
    appOrder({
      order_list: [{ ...ramenLine(), additional: [{ id_food_menu_additional: catalogue.noodles.id, additional }] }],
    });

  /** A delivery order of the app (slot `catalogue.frame`, the address below) with `overrides`. */
  const deliveryOrder = (overrides: object = {}) =>
    appOrder({
      id_receiving_method: 4,
      id_delivery_time_frame: catalogue.frame,
      delivery_address_detail: deliveryAddress,
      ...overrides,
    });

  /** An order at reservation restaurant B (take-out unless told otherwise). */
  const reservationOrder = (overrides: object = {}) => ({
    id_restaurant: B,
    id_user: 'customer-7',
    id_receiving_method: 1,
    order_list: [{ id_food_menu: catalogue.foreign, qty: 1 }],
    ...overrides,
  });

  const setReservationDays = (detail: object) =>
    ctx.db
      .updateTable('restaurants')
      .set({ restaurant_type_detail: JSON.stringify(detail) })
      .where('id_restaurant', '=', B)
      .execute();

  return {
    ctx,
    ids,
    A,
    B,
    app,
    ownerA,
    catalogue,
    deliveryAddress,
    ramenLine,
    appOrder,
    ramenChoosing,
    deliveryOrder,
    reservationOrder,
    setReservationDays,
  };
}
