// Demo receiving methods with wait times and fee tiers, and a delivery restaurant's time frames
// and holiday.
import { addDays, generateTimeFramesForDays, type TimeFrameSettings } from '@noren/domain/delivery-time-frames';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import { businessDate } from '@noren/domain/restaurant';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { dishImage } from './images.ts';
import { storeSeedPicture } from './pictures.ts';

export interface DemoMethod {
  id_receiving_method: 1 | 2 | 3 | 4;
  title: string;
  text: string;
  detail: string;
  initials: string;
  min_order_fee: number;
  min_free_order_fee: number | null;
  orderable_distance: number;
  tiers?: { name: string; min: number; max: number; cost: number }[];
  waitTimes?: number[];
  /** The wait time (minutes) chosen now. */
  current?: number;
}

type MethodOptions = Partial<Omit<DemoMethod, 'id_receiving_method' | 'title' | 'text' | 'detail' | 'initials'>>;

/** A take-out method ('T' numbers): no minimum order unless `more` says, 1 km, no fee tiers. */
export const takeOutMethod = (detail: string, more: MethodOptions = {}): DemoMethod => ({
  id_receiving_method: receivingMethodIds.take_out,
  title: 'テイクアウト',
  text: 'お持ち帰り',
  detail,
  initials: 'T',
  min_order_fee: 0,
  min_free_order_fee: null,
  orderable_distance: 1000,
  ...more,
});

/** A counter method ('C' numbers, eaten in): no minimum order unless `more` says, 1 km. */
export const counterMethod = (detail: string, more: MethodOptions = {}): DemoMethod => ({
  id_receiving_method: receivingMethodIds.counter,
  title: 'カウンター',
  text: '店内でお召し上がり',
  detail,
  initials: 'C',
  min_order_fee: 0,
  min_free_order_fee: null,
  orderable_distance: 1000,
  ...more,
});

const methodColours: Record<number, string[]> = {
  1: ['#f39c12', '#f5cba7', '#ffffff'],
  2: ['#16a085', '#a3e4d7', '#ffffff'],
  3: ['#8e44ad', '#d2b4de', '#ffffff'],
  4: ['#2980b9', '#aed6f1', '#ffffff'],
};

export async function seedReceivingMethods(
  trx: Transaction<Database>,
  storage: Storage,
  idRestaurant: number,
  janPrefix: string,
  methods: DemoMethod[],
): Promise<void> {
  let janSequence = 900;
  for (const method of methods) {
    const palette = {
      background: '#263238',
      plate: '#fafafa',
      food: methodColours[method.id_receiving_method] ?? ['#999999'],
    };
    const methodImage = `r${idRestaurant}/seed-method-${method.id_receiving_method}.jpg`;
    const serviceImage = `r${idRestaurant}/seed-service-${method.id_receiving_method}.jpg`;
    await storeSeedPicture(trx, storage, idRestaurant, methodImage, await dishImage(`method-${method.title}`, palette));
    await storeSeedPicture(
      trx,
      storage,
      idRestaurant,
      serviceImage,
      await dishImage(`service-${method.title}`, palette),
    );
    const row = await trx
      .insertInto('restaurant_receiving_methods')
      .values({
        id_restaurant: idRestaurant,
        id_receiving_method: method.id_receiving_method,
        title: method.title,
        text: method.text,
        detail: method.detail,
        tax: 8,
        service_fee: 0,
        method_image_name: methodImage,
        service_image_name: serviceImage,
        min_order_fee: method.min_order_fee,
        min_free_order_fee: method.min_free_order_fee,
        orderable_distance: method.orderable_distance,
        order_number_initials: method.initials,
        inactive_data: JSON.stringify([]),
      })
      .returning('id_restaurant_receiving_method')
      .executeTakeFirstOrThrow();
    const idMethod = row.id_restaurant_receiving_method;
    for (const [position, tier] of (method.tiers ?? []).entries()) {
      janSequence += 1;
      await trx
        .insertInto('service_shipping_fees')
        .values({
          id_restaurant_receiving_method: idMethod,
          position,
          name: tier.name,
          min_order_fee: tier.min,
          max_order_fee: tier.max,
          cost: tier.cost,
          jancode: `${janPrefix}${String(janSequence).padStart(13 - janPrefix.length, '0')}`,
        })
        .execute();
    }
    let current: number | null = null;
    for (const minutes of method.waitTimes ?? []) {
      const wait = await trx
        .insertInto('wait_times')
        .values({
          id_restaurant: idRestaurant,
          id_restaurant_receiving_method: idMethod,
          wait_time: minutes,
          description: `約${minutes}分`,
        })
        .returning('id_wait_time')
        .executeTakeFirstOrThrow();
      if (minutes === method.current) current = wait.id_wait_time;
    }
    if (current !== null) {
      await trx
        .updateTable('restaurant_receiving_methods')
        .set({ id_wait_time: current })
        .where('id_restaurant_receiving_method', '=', idMethod)
        .execute();
    }
  }
}

/** Frames of the coming days from the domain's one generator (none on the holiday), and three
 * orders already in today's noon frame. */
export async function seedDeliveryFrames(
  trx: Transaction<Database>,
  idRestaurant: number,
  settings: TimeFrameSettings,
  holidayInDays: number,
): Promise<void> {
  const today = businessDate(new Date());
  const holiday = addDays(today, holidayInDays);
  await trx.insertInto('holidays').values({ id_restaurant: idRestaurant, date: holiday }).execute();
  const rows = generateTimeFramesForDays(settings, today, [holiday]).map((frame) => ({
    id_restaurant: idRestaurant,
    ...frame,
    count_order: frame.date === today && frame.start_time === '12:00:00' ? 3 : 0,
  }));
  if (rows.length > 0)
    await trx
      .insertInto('delivery_time_frames')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}
