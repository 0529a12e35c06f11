// Order intake refusals: every bad input is refused with a bilingual 400 naming the problem while
// nothing at all is written: fields the order does not take and reservation dates outside the
// restaurant's window included.
import { addDays } from '@noren/domain/delivery-time-frames';
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError } from '../../../test/harness.ts';
import { setupIntakeTest } from './intake-test-setup.ts';
import { placeOrder, today, tomorrow, writtenState, yesterday } from './test-fixtures.ts';

const {
  app,
  appOrder,
  catalogue,
  ctx,
  deliveryAddress,
  deliveryOrder,
  ramenChoosing,
  reservationOrder,
  setReservationDays,
} = await setupIntakeTest();

/** The app order of one gyoza (fine) and `qty` of the menu `id_food_menu`: its line is the second, 1. */
const gyozaAnd = (id_food_menu: number, qty = 1) =>
  appOrder({
    order_list: [
      { id_food_menu: catalogue.gyoza, qty: 1 },
      { id_food_menu, qty },
    ],
  });

describe('bad input: a bilingual 400 naming the problem, and nothing written', () => {
  const cases: { name: string; body: () => object; code: string; field: string; jp?: string }[] = [
    {
      name: 'an unknown menu',
      body: () => appOrder({ order_list: [{ id_food_menu: 999_999, qty: 1 }] }),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.0.id_food_menu',
      jp: '対象メニューが存在しない',
    },
    {
      name: "another restaurant's menu",
      body: () => gyozaAnd(catalogue.foreign),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.1.id_food_menu',
    },
    {
      name: 'an inactive menu',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.inactive, qty: 1 }] }),
      code: 'ORDER_MENU_INACTIVE',
      field: 'order_list.0.id_food_menu',
      jp: '終売 は現在販売していません',
    },
    {
      name: 'a menu of an inactive category',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.inactiveCategory, qty: 1 }] }),
      code: 'ORDER_MENU_INACTIVE',
      field: 'order_list.0.id_food_menu',
    },
    {
      name: 'a closed sub-category (inside its inactive shift)',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.closed, qty: 1 }] }),
      code: 'ORDER_SUB_CATEGORY_CLOSED',
      field: 'order_list.0.id_food_menu',
      jp: '朝定食 はこの時間帯は販売していません（朝メニュー）',
    },
    {
      name: 'a switched-off sub-category',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.offSub, qty: 1 }] }),
      code: 'ORDER_SUB_CATEGORY_CLOSED',
      field: 'order_list.0.id_food_menu',
    },
    {
      name: 'a missing option choice',
      body: () => gyozaAnd(catalogue.ramen),
      code: 'ORDER_OPTION_REQUIRED',
      field: 'order_list.1.additional',
      jp: 'メニューのオプションを選択してください',
    },
    {
      name: 'an option of another menu',
      body: () => ramenChoosing([{ id_food_menu_additional_option: 999_999 }]),
      code: 'ORDER_OPTION_INVALID',
      field: 'order_list.0.additional.0',
    },
    {
      name: 'a zero quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 0 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
      jp: '数量は1から999までの整数で入力してください',
    },
    {
      name: 'a negative quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: -2 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
    },
    {
      name: 'a fractional quantity',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1.5 }] }),
      code: 'ORDER_QUANTITY_INVALID',
      field: 'order_list.0.qty',
    },
    {
      name: 'a price sent by the client',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1, price: 1 }] }),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'order_list.0.price',
      jp: '価格はレストランが設定します。order_list.0.price は送信しないでください',
    },
    {
      name: 'a total sent by the client',
      body: () => appOrder({ total_price: 10 }),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'total_price',
    },
    {
      name: 'an option cost sent by the client',
      body: () => ramenChoosing([{ id_food_menu_additional_option: catalogue.noodles.options[0], additional_cost: 0 }]),
      code: 'ORDER_PRICE_NOT_ACCEPTED',
      field: 'order_list.0.additional.0.additional.0.additional_cost',
    },
    {
      name: 'a full delivery slot',
      body: () => deliveryOrder({ id_delivery_time_frame: catalogue.fullFrame }),
      code: 'ORDER_TIME_FRAME_FULL',
      field: 'id_delivery_time_frame',
      jp: 'この配達時間帯は満員です。別の時間帯を選択してください',
    },
    {
      name: 'a closed delivery slot',
      body: () => deliveryOrder({ id_delivery_time_frame: catalogue.pastFrame }),
      code: 'ORDER_TIME_FRAME_CLOSED',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery without a slot',
      body: () => deliveryOrder({ id_delivery_time_frame: undefined }),
      code: 'ORDER_TIME_FRAME_REQUIRED',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery without a phone number',
      body: () => deliveryOrder({ delivery_address_detail: { ...deliveryAddress, phone_number: '' } }),
      code: 'ORDER_DELIVERY_ADDRESS_REQUIRED',
      field: 'delivery_address_detail.phone_number',
    },
    {
      name: 'an order below the minimum amount',
      body: () => appOrder({ order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }] }),
      code: 'ORDER_MIN_ORDER_FEE',
      field: 'order_list',
      jp: '最低注文金額は500円です',
    },
    {
      name: 'a method the restaurant does not have',
      body: () => appOrder({ id_receiving_method: 3 }),
      code: 'ORDER_RECEIVING_METHOD_UNAVAILABLE',
      field: 'id_receiving_method',
    },
    {
      name: 'no method',
      body: () => appOrder({ id_receiving_method: undefined }),
      code: 'ORDER_RECEIVING_METHOD_REQUIRED',
      field: 'id_receiving_method',
    },
    { name: 'an empty order', body: () => appOrder({ order_list: [] }), code: 'ORDER_EMPTY', field: 'order_list' },
    {
      name: 'an inactive call menu',
      body: () =>
        appOrder({ id_receiving_method: 'free', order_list: [{ id_free_food_menu: catalogue.offWater, qty: 1 }] }),
      code: 'ORDER_MENU_NOT_FOUND',
      field: 'order_list.0.id_free_food_menu',
      jp: '対象メニューが存在しない',
    },
    {
      name: 'a wrong restaurant type',
      body: () => appOrder({ order_restaurant_type: 'reservation' }),
      code: 'ORDER_TYPE_MISMATCH',
      field: 'order_restaurant_type',
    },
    {
      name: 'a reservation date in the past',
      body: () => reservationOrder({ date_reservation: yesterday() }),
      code: 'ORDER_RESERVATION_DATE_PAST',
      field: 'date_reservation',
    },
    {
      name: "a reservation date beyond the restaurant's reservation days (default 7)",
      body: () => reservationOrder({ date_reservation: addDays(today(), 8), delivery_time: '12:00' }),
      code: 'ORDER_RESERVATION_DATE_TOO_FAR',
      field: 'date_reservation',
      jp: `予約は7日先（${addDays(today(), 7)}）まで指定できます`,
    },
    {
      name: 'a reservation date at a by_order restaurant (it cooks orders as they come)',
      body: () => appOrder({ date_reservation: tomorrow() }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'date_reservation',
      jp: 'date_reservation はこの注文（受取方法・店舗の種類）では指定できません。送信しないでください',
    },
    {
      name: 'a pick-up time at a by_order restaurant',
      body: () => appOrder({ delivery_time: '12:30' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'delivery_time',
    },
    {
      name: 'a time frame on a take-out order',
      body: () => appOrder({ id_delivery_time_frame: catalogue.frame }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'id_delivery_time_frame',
    },
    {
      name: 'a delivery address on a counter order',
      body: () =>
        appOrder({
          id_receiving_method: 2,
          order_list: [{ id_food_menu: catalogue.gyoza, qty: 1 }],
          delivery_address_detail: deliveryAddress,
        }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'delivery_address_detail',
    },
    {
      name: 'a table number on a take-out order',
      body: () => appOrder({ table_number: '5' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
    {
      name: 'a table number on a call-number ticket',
      body: () =>
        appOrder({
          id_receiving_method: 'free',
          table_number: 7,
          order_list: [{ id_free_food_menu: catalogue.water, qty: 1 }],
        }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
    {
      name: 'a reservation date on a delivery (its frame gives the date)',
      body: () => deliveryOrder({ date_reservation: tomorrow() }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'date_reservation',
    },
    {
      name: 'a table number on a take-out order of a reservation restaurant',
      body: () => reservationOrder({ date_reservation: tomorrow(), table_number: '3' }),
      code: 'ORDER_FIELD_NOT_APPLICABLE',
      field: 'table_number',
    },
  ];

  for (const { name, body, code, field, jp } of cases) {
    it(name, async () => {
      const before = await writtenState(ctx.db);
      const res = await placeOrder(ctx, app, body());
      expect(res.statusCode).toBe(400);
      const answer = res.json();
      expect(answer).toMatchObject({ status: 400, code, field, data: null });
      expect(answer.message).toEqual(expect.any(String));
      expect(answer.message_jp).toEqual(expect.any(String));
      expect(answer.message_jp).not.toBe(answer.message);
      if (jp) expect(answer.message_jp).toBe(jp);
      expect(await writtenState(ctx.db)).toEqual(before);
    });
  }

  it("refuses a date past the restaurant's own reservation_days, and takes its last day", async () => {
    await setReservationDays({ open_reservation: '10:00', close_reservation: '20:00', reservation_days: 2 });
    try {
      const before = await writtenState(ctx.db);
      const far = await placeOrder(ctx, app, reservationOrder({ date_reservation: addDays(today(), 3) }));
      expectAnswer(far, 400, {
        code: 'ORDER_RESERVATION_DATE_TOO_FAR',
        field: 'date_reservation',
        message: `Reservations can be made up to 2 days ahead (until ${addDays(today(), 2)})`,
      });
      expect(await writtenState(ctx.db)).toEqual(before);
      const last = await placeOrder(ctx, app, reservationOrder({ date_reservation: addDays(today(), 2) }));
      expect(last.statusCode, last.body).toBe(201);
      expect(last.json().data.date_reservation).toBe(addDays(today(), 2));
    } finally {
      await setReservationDays({});
    }
  });

  it('a body of the wrong shape names the field', async () => {
    const res = await placeOrder(ctx, app, appOrder({ order_list: [{ id_food_menu: 'x', qty: 1 }] }));
    expectFieldError(res, 'order_list.0.id_food_menu');
  });

  it('out of stock: 400 listing every short menu with its message, nothing written, the stock unchanged', async () => {
    const before = await writtenState(ctx.db);
    const res = await placeOrder(ctx, app, gyozaAnd(catalogue.lastOne, 2));
    expectAnswer(res, 400, {
      code: 'ORDER_OUT_OF_STOCK',
      data: {
        list_food_menu_out_of_stock: [
          {
            id_food_menu: catalogue.lastOne,
            food_menu_name: '限定丼',
            qty: 2,
            message: '限定丼 : Out of stock. Please remove it from the cart.',
            message_jp: '限定丼 : 在庫がありません。カートから削除してください。',
          },
        ],
      },
    });
    expect(await writtenState(ctx.db)).toEqual(before);
    // One is still there to sell.
    expect(
      (await placeOrder(ctx, app, appOrder({ order_list: [{ id_food_menu: catalogue.lastOne, qty: 1 }] }))).statusCode,
    ).toBe(201);
  });
});
