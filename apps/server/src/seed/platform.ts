// The demo's platform side (issue 9), written in the demo seed's one transaction: restaurant
// categories with pictures, every restaurant's logo, categories and search keywords, a second
// store (company 200) with Cafe Komorebi, its owner and a small catalogue, Sushi Kaede's notes
// and questions, and two restaurant-wide banners. The superadmin's pictures live in `platform/`
// (stored_files with no restaurant), as the platform screens' uploads do.

import { ownerPermissions } from '@noren/domain/permissions';
import { notesIssues } from '@noren/domain/platform/notes';
import { joinKeywords } from '@noren/domain/platform/restaurants';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { seedCatalogue } from './catalogue.ts';
import { bannerImage, dishImage } from './images.ts';
import { counterMethod, seedReceivingMethods, takeOutMethod } from './operations.ts';
import { storeSeedPicture } from './pictures.ts';
import {
  type CategoryCode,
  cafe,
  cafeCatalogue,
  platformBanners,
  platformPalettes,
  restaurantCategories,
  restaurantProfiles,
  secondStore,
  sushiNotes,
} from './platform-data.ts';
import { storeRestaurantRow } from './restaurant-row.ts';
import { logoImage } from './screen-images.ts';

type Trx = Transaction<Database>;

async function seedRestaurantCategories(trx: Trx, storage: Storage): Promise<Map<CategoryCode, number>> {
  const ids = new Map<CategoryCode, number>();
  for (const category of restaurantCategories) {
    const key = `platform/seed-restaurant-category-${category.code}.jpg`;
    const picture = await dishImage(`restaurant-category-${category.code}`, platformPalettes[category.look], 400, 400);
    await storeSeedPicture(trx, storage, null, key, picture);
    const row = await trx
      .insertInto('restaurant_categories')
      .values({
        title: category.title,
        code_category: category.code,
        display_order: category.order,
        search_keyword: joinKeywords(category.keywords),
        image_name: key,
      })
      .returning('id_category')
      .executeTakeFirstOrThrow();
    ids.set(category.code, row.id_category);
  }
  return ids;
}

/** Store 1002 of company 200, its delivery areas, Cafe Komorebi, its owner and catalogue. */
async function seedSecondStore(trx: Trx, storage: Storage, passwordHash: string): Promise<number> {
  const { areas, ...store } = secondStore;
  const { id_store } = await trx.insertInto('stores').values(store).returning('id_store').executeTakeFirstOrThrow();
  await trx
    .insertInto('store_delivery_areas')
    .values(areas.map((area, position) => ({ id_store, ...area, position })))
    .execute();
  const { id_restaurant } = await trx
    .insertInto('restaurants')
    .values({
      ...storeRestaurantRow({
        restaurant_name: cafe.restaurant_name,
        description: cafe.description,
        code_register: cafe.code_register,
        restaurant_type: 'by_order',
        restaurant_type_detail: '{}',
      }),
      code_company: secondStore.code_company,
      code_store: secondStore.code_store,
    })
    .returning('id_restaurant')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('restaurant_users')
    .values({
      id_restaurant,
      ...cafe.owner,
      password_hash: passwordHash,
      level: 1,
      is_superadmin: false,
      access_permission: JSON.stringify(ownerPermissions()),
    })
    .execute();
  await seedReceivingMethods(trx, storage, id_restaurant, '4904', [
    takeOutMethod('カウンターでお渡しします', { waitTimes: [5, 10], current: 5 }),
    counterMethod('番号でお呼びします'),
  ]);
  await seedCatalogue(trx, storage, id_restaurant, '4904', cafeCatalogue);
  return id_restaurant;
}

/**
 * Seeds the platform side after the store-1001 restaurants exist; answers Cafe Komorebi's id.
 * `restaurants` maps the demo restaurants' names to their ids.
 */
export async function seedPlatform(
  trx: Trx,
  storage: Storage,
  restaurants: Record<string, number>,
  passwordHash: string,
): Promise<number> {
  const categoryIds = await seedRestaurantCategories(trx, storage);
  const cafeId = await seedSecondStore(trx, storage, passwordHash);
  const all: Record<string, number> = { ...restaurants, [cafe.restaurant_name]: cafeId };

  for (const [name, id] of Object.entries(all)) {
    const profile = restaurantProfiles[name];
    if (!profile) continue;
    const logo = `platform/seed-logo-${id}.jpg`;
    await storeSeedPicture(
      trx,
      storage,
      null,
      logo,
      await logoImage(`logo-${name}`, platformPalettes[profile.look], 400, 240),
    );
    await trx
      .updateTable('restaurants')
      .set({
        logo_name: logo,
        category_list: JSON.stringify(profile.categories.map((code) => categoryIds.get(code) as number)),
        search_keyword: joinKeywords(profile.keywords),
      })
      .where('id_restaurant', '=', id)
      .execute();
  }

  const sushi = all['Sushi Kaede'];
  if (sushi !== undefined) {
    const [issue] = notesIssues(sushiNotes.question_list);
    if (issue) throw new Error(`demo notes: ${issue.code} at ${issue.field}`);
    await trx
      .updateTable('restaurants')
      .set({
        show_note: true,
        customer_note: sushiNotes.customer_note,
        question_list: JSON.stringify(sushiNotes.question_list),
      })
      .where('id_restaurant', '=', sushi)
      .execute();
  }

  for (const [index, banner] of platformBanners.entries()) {
    const palette = banner.restaurant ? platformPalettes.ramen : platformPalettes.platform;
    await storeSeedPicture(trx, storage, null, banner.key, await bannerImage(`platform-banner-${index}`, palette));
    await trx
      .insertInto('platform_banners')
      .values({
        banner_name: banner.key,
        promo_type: 'url',
        promo_id: null,
        web_url: banner.web_url,
        id_restaurant: banner.restaurant ? (all[banner.restaurant] ?? null) : null,
        is_active: true,
        slide_show: index === 0,
      })
      .execute();
  }
  return cafeId;
}
