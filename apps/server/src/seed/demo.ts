// The demo platform, written once on first run: a store with three restaurants (by_order,
// reservation, delivery), their owners and staff, a superadmin, full catalogues with pictures,
// receiving methods with wait times and fee tiers, delivery time frames, and app versions; and the
// platform side (platform.ts, screens.ts): a second store with Cafe Komorebi, restaurant
// categories, logos, notes, restaurant-wide banners, order-terminal and signage settings.

import type { TimeFrameSettings } from '@noren/domain/delivery-time-frames';
import { defaultStaffPermissions, ownerPermissions } from '@noren/domain/permissions';
import { receivingMethodIds } from '@noren/domain/receiving-methods';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import type { Storage } from '../storage/storage.ts';
import { seedCatalogue } from './catalogue.ts';
import { bentoCatalogue, ramenCatalogue, sushiCatalogue } from './catalogue-data.ts';
import { counterMethod, seedDeliveryFrames, seedReceivingMethods, takeOutMethod } from './operations.ts';
import { seedDemoOrders } from './orders.ts';
import { seedPlatform } from './platform.ts';
import { storeRestaurantRow } from './restaurant-row.ts';
import { seedScreenSettings } from './screens.ts';

const bentoFrames: TimeFrameSettings = {
  interval_time_frame: 30,
  days_time_frame: 10,
  max_order: 10,
  closing_time: 30,
  open_reservation: '11:00',
  close_reservation: '20:00',
};

export const demoAccounts = {
  password: 'noren-demo',
  list: [
    { email: 'admin@noren.example', role: 'superadmin' },
    { email: 'owner1@noren.example', role: 'owner, Sushi Kaede (by_order)' },
    { email: 'staff1@noren.example', role: 'staff, Sushi Kaede' },
    { email: 'owner2@noren.example', role: 'owner, Ramen Tsubaki (reservation)' },
    { email: 'staff2@noren.example', role: 'staff, Ramen Tsubaki' },
    { email: 'owner3@noren.example', role: 'owner, Bento Hinata (delivery)' },
    { email: 'staff3@noren.example', role: 'staff, Bento Hinata' },
    { email: 'owner4@noren.example', role: 'owner, Cafe Komorebi (by_order, store 1002)' },
  ],
} as const;

/** Seeds when the database has no accounts yet; answers whether it did. */
export async function seedDemo(db: Db, storage: Storage): Promise<boolean> {
  const existing = await db.selectFrom('restaurant_users').select('id_restaurant_user').limit(1).executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(demoAccounts.password);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stores')
      .values({
        code_store: 1001,
        store_name: 'フードコート中央店',
        code_company: 100,
        latitude: 35.681236,
        longitude: 139.767125,
        placeid: 'demo-place-1001',
        instore_code: 'FC-C01',
      })
      .execute();
    const restaurant = (
      name: string,
      type: 'by_order' | 'reservation' | 'delivery',
      description: string,
      register: string,
    ) =>
      trx
        .insertInto('restaurants')
        .values(
          storeRestaurantRow({
            restaurant_name: name,
            description,
            code_register: register,
            restaurant_type: type,
            restaurant_type_detail: JSON.stringify(
              type === 'reservation'
                ? { open_reservation: '10:00', close_reservation: '20:00', reservation_days: 7 }
                : type === 'delivery'
                  ? { ...bentoFrames, delivery_time: 40 }
                  : {},
            ),
          }),
        )
        .returning('id_restaurant')
        .executeTakeFirstOrThrow();
    const sushi = await restaurant('Sushi Kaede', 'by_order', '握りたての寿司をフードコートで', '01');
    const ramen = await restaurant('Ramen Tsubaki', 'reservation', '濃厚豚骨と醤油らーめん', '02');
    const bento = await restaurant('Bento Hinata', 'delivery', 'できたてのお弁当をお届けします', '03');

    const staffPermissions = JSON.stringify(defaultStaffPermissions());
    const ownerPermissionList = JSON.stringify(ownerPermissions());
    await trx
      .insertInto('restaurant_users')
      .values([
        {
          id_restaurant: null,
          email: 'admin@noren.example',
          password_hash: passwordHash,
          level: 1,
          is_superadmin: true,
          first_name: '太郎',
          last_name: '管理',
          access_permission: '[]',
        },
        {
          id_restaurant: sushi.id_restaurant,
          email: 'owner1@noren.example',
          password_hash: passwordHash,
          level: 1,
          is_superadmin: false,
          first_name: '楓',
          last_name: '佐藤',
          access_permission: ownerPermissionList,
        },
        {
          id_restaurant: sushi.id_restaurant,
          email: 'staff1@noren.example',
          password_hash: passwordHash,
          level: 2,
          is_superadmin: false,
          first_name: '健太',
          last_name: '鈴木',
          access_permission: staffPermissions,
        },
        {
          id_restaurant: ramen.id_restaurant,
          email: 'owner2@noren.example',
          password_hash: passwordHash,
          level: 1,
          is_superadmin: false,
          first_name: '椿',
          last_name: '高橋',
          access_permission: ownerPermissionList,
        },
        {
          id_restaurant: ramen.id_restaurant,
          email: 'staff2@noren.example',
          password_hash: passwordHash,
          level: 2,
          is_superadmin: false,
          first_name: '美咲',
          last_name: '田中',
          access_permission: staffPermissions,
        },
        {
          id_restaurant: bento.id_restaurant,
          email: 'owner3@noren.example',
          password_hash: passwordHash,
          level: 1,
          is_superadmin: false,
          first_name: '陽菜',
          last_name: '伊藤',
          access_permission: ownerPermissionList,
        },
        {
          id_restaurant: bento.id_restaurant,
          email: 'staff3@noren.example',
          password_hash: passwordHash,
          level: 2,
          is_superadmin: false,
          first_name: '大輝',
          last_name: '渡辺',
          access_permission: staffPermissions,
        },
      ])
      .execute();

    await seedReceivingMethods(trx, storage, sushi.id_restaurant, '4901', [
      takeOutMethod('出来上がり次第、店頭でお渡しします', {
        min_order_fee: 500,
        min_free_order_fee: 3000,
        waitTimes: [5, 10, 15, 20],
        current: 10,
        tiers: [
          { name: '容器代 A', min: 500, max: 1499, cost: 100 },
          { name: '容器代 B', min: 1500, max: 2999, cost: 50 },
        ],
      }),
      counterMethod('番号でお呼びします', { waitTimes: [5, 10, 15, 20], current: 5 }),
    ]);
    await seedReceivingMethods(trx, storage, ramen.id_restaurant, '4902', [
      takeOutMethod('ご予約の時間にお受け取りください', { min_order_fee: 800 }),
      counterMethod('ご予約の時間にお越しください'),
    ]);
    await seedReceivingMethods(trx, storage, bento.id_restaurant, '4903', [
      {
        id_receiving_method: receivingMethodIds.delivery,
        title: 'デリバリー',
        text: 'ご自宅へお届け',
        detail: '時間帯を選んでご注文ください',
        initials: 'D',
        min_order_fee: 1000,
        min_free_order_fee: 5000,
        orderable_distance: 3000,
        tiers: [
          { name: '配送料 A', min: 1000, max: 2999, cost: 400 },
          { name: '配送料 B', min: 3000, max: 4999, cost: 200 },
        ],
      },
      takeOutMethod('店頭でお渡しします', { waitTimes: [10, 15], current: 10 }),
    ]);
    await seedCatalogue(trx, storage, sushi.id_restaurant, '4901', sushiCatalogue);
    await seedCatalogue(trx, storage, ramen.id_restaurant, '4902', ramenCatalogue);
    await seedCatalogue(trx, storage, bento.id_restaurant, '4903', bentoCatalogue);
    await seedDeliveryFrames(trx, bento.id_restaurant, bentoFrames, 7);
    const store1001 = {
      'Sushi Kaede': sushi.id_restaurant,
      'Ramen Tsubaki': ramen.id_restaurant,
      'Bento Hinata': bento.id_restaurant,
    };
    await seedPlatform(trx, storage, store1001, passwordHash);
    await seedScreenSettings(trx, storage, 1001, store1001);

    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await trx
      .insertInto('app_versions')
      .values([
        {
          kind: 'app',
          version_name: '1.1.2',
          version_code: 112,
          note: '注文通知の安定性を改善しました。',
          link: 'https://downloads.noren.example/noren-order_112_1.1.2.apk',
          create_at: daysAgo(60),
        },
        {
          kind: 'app',
          version_name: '1.1.3',
          version_code: 113,
          note: '待ち時間の表示を改善し、軽微な不具合を修正しました。',
          link: 'https://downloads.noren.example/noren-order_113_1.1.3.apk',
          create_at: daysAgo(7),
        },
        {
          kind: 'tablet',
          version_name: '2.0.0',
          version_code: 200,
          note: 'レシートプリンター (ePOS) に対応しました。',
          link: 'https://downloads.noren.example/noren-print_200_2.0.0.apk',
          create_at: daysAgo(90),
        },
        {
          kind: 'tablet',
          version_name: '2.0.1',
          version_code: 201,
          note: '用紙切れの検知を改善しました。',
          link: 'https://downloads.noren.example/noren-print_201_2.0.1.apk',
          create_at: daysAgo(10),
        },
      ])
      .execute();
  });
  // Orders go through the real intake after the catalogue is committed.
  await seedDemoOrders(db, storage, (line) => console.warn(line));
  return true;
}
