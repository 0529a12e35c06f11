// Writes one demo catalogue: categories, sub-categories with sales restrictions, menus with
// pictures, JAN codes, add-on groups and per-method prices, one discount running now, free
// menus and two banners.
import { businessDate } from '@noren/domain/restaurant';
import type { Transaction } from 'kysely';
import type { Database, WeekdaySchedule } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import type { DemoCatalogue, DemoSubCategory } from './catalogue-data.ts';
import { bannerImage, dishImage } from './images.ts';
import { storeSeedPicture } from './pictures.ts';

/** EAN-13: 12 digits and their check digit. */
export function ean13(twelveDigits: string): string {
  const digits = twelveDigits.split('').map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 1 : 3), 0);
  return `${twelveDigits}${(10 - (sum % 10)) % 10}`;
}

function schedule(closed: DemoSubCategory['closed']): WeekdaySchedule[] {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const isClosed = closed?.days.includes(day) ?? false;
    return {
      day_of_week: day,
      active: isClosed,
      start_shift_1: isClosed ? (closed?.start ?? null) : null,
      end_shift_1: isClosed ? (closed?.end ?? null) : null,
      start_shift_2: null,
      end_shift_2: null,
    };
  });
}

export async function seedCatalogue(
  trx: Transaction<Database>,
  storage: Storage,
  idRestaurant: number,
  janPrefix: string,
  catalogue: DemoCatalogue,
): Promise<void> {
  const folder = `r${idRestaurant}`;
  const categoryIds = new Map<string, number>();
  const palettes = new Map<string, DemoCatalogue['categories'][number]['palette']>();
  for (const [index, category] of catalogue.categories.entries()) {
    const key = `${folder}/seed-category-${category.code}.jpg`;
    await storeSeedPicture(
      trx,
      storage,
      idRestaurant,
      key,
      await dishImage(`category-${category.name}`, category.palette),
    );
    const row = await trx
      .insertInto('food_categories')
      .values({
        id_restaurant: idRestaurant,
        category_name: category.name,
        code_category: category.code,
        description: category.description,
        banner_name: key,
        display_order: index,
      })
      .returning('id_food_category')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.code, row.id_food_category);
    palettes.set(category.code, category.palette);
  }

  const subCategories = new Map<number, { id: number; category: string }>();
  // Display order runs across the categories, in their order.
  const subs = catalogue.categories.flatMap((category) =>
    category.subCategories.map((sub) => ({ ...sub, category: category.code })),
  );
  for (const [index, sub] of subs.entries()) {
    const palette = palettes.get(sub.category);
    const idCategory = categoryIds.get(sub.category);
    if (!palette || idCategory === undefined) throw new Error(`unknown category ${sub.category}`);
    const key = `${folder}/seed-sub-category-${sub.code}.jpg`;
    await storeSeedPicture(trx, storage, idRestaurant, key, await dishImage(`sub-${sub.name}`, palette));
    const row = await trx
      .insertInto('food_sub_categories')
      .values({
        id_restaurant: idRestaurant,
        id_food_category: idCategory,
        sub_category_name: sub.name,
        code_sub_category: sub.code,
        description: sub.description,
        image_name: key,
        inactive_data: JSON.stringify(schedule(sub.closed)),
        display_order: index,
      })
      .returning('id_food_sub_category')
      .executeTakeFirstOrThrow();
    subCategories.set(sub.code, { id: row.id_food_sub_category, category: sub.category });
  }

  const methods = await trx
    .selectFrom('restaurant_receiving_methods')
    .select('id_restaurant_receiving_method')
    .where('id_restaurant', '=', idRestaurant)
    .execute();
  const today = businessDate(new Date());
  const inDays = (days: number) => businessDate(new Date(Date.now() + days * 86_400_000));
  let janSequence = 0;
  const nextJan = () => ean13(`${janPrefix}${String(++janSequence).padStart(12 - janPrefix.length, '0')}`);

  for (const [index, menu] of catalogue.menus.entries()) {
    const sub = subCategories.get(menu.sub);
    if (!sub) throw new Error(`unknown sub-category ${menu.sub}`);
    const palette = palettes.get(sub.category) as DemoCatalogue['categories'][number]['palette'];
    const key = `${folder}/seed-menu-${index + 1}.jpg`;
    await storeSeedPicture(trx, storage, idRestaurant, key, await dishImage(`menu-${menu.name}`, palette));
    const created = await trx
      .insertInto('food_menus')
      .values({
        id_restaurant: idRestaurant,
        id_food_category: categoryIds.get(sub.category) as number,
        id_food_sub_category: sub.id,
        food_menu_name: menu.name,
        food_menu_price: menu.price,
        food_menu_price_discount: menu.discount ?? null,
        // A discount that is running now: from yesterday to a week ahead.
        discount_start_date: menu.discount ? inDays(-1) : null,
        discount_start_time: menu.discount ? '00:00:00' : null,
        discount_end_date: menu.discount ? inDays(7) : null,
        discount_end_time: menu.discount ? '23:59:00' : null,
        food_menu_stock_qty: menu.stock ?? 100,
        tax: menu.tax ?? 8,
        jancode: nextJan(),
        description: menu.description ?? '',
        search_keyword: (menu.keywords ?? []).join(','),
        image_name: key,
        display_order: index,
        slide_show: menu.slideShow ?? false,
      })
      .returning('id_food_menu')
      .executeTakeFirstOrThrow();

    if (methods.length > 0) {
      await trx
        .insertInto('food_menu_receiving_methods')
        .values(
          methods.map((method) => ({
            id_food_menu: created.id_food_menu,
            id_restaurant_receiving_method: method.id_restaurant_receiving_method,
            food_menu_price: menu.price,
            is_applied: true,
          })),
        )
        .execute();
    }

    for (const [position, addOnKey] of (menu.addOns ?? []).entries()) {
      const addOn = catalogue.addOns[addOnKey];
      if (!addOn) throw new Error(`unknown add-on ${addOnKey}`);
      const addOnImage = `${folder}/seed-addon-${addOnKey}.jpg`;
      if (!(await storage.read(addOnImage))) {
        await storeSeedPicture(trx, storage, idRestaurant, addOnImage, await dishImage(`addon-${addOnKey}`, palette));
      }
      const group = await trx
        .insertInto('food_menu_additionals')
        .values({
          id_food_menu: created.id_food_menu,
          position,
          item_name: addOn.name,
          image_name: addOnImage,
          jancode: nextJan(),
        })
        .returning('id_food_menu_additional')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('food_menu_additional_options')
        .values(
          addOn.options.map((option, optionPosition) => ({
            id_food_menu_additional: group.id_food_menu_additional,
            position: optionPosition,
            additional_name: option.name,
            additional_cost: option.cost,
            // A priced option needs its own JAN code (spec 2 §5).
            jancode: option.cost > 0 ? nextJan() : null,
            default: option.default ?? false,
          })),
        )
        .execute();
    }
  }

  for (const name of catalogue.freeMenus) {
    await trx
      .insertInto('free_food_menus')
      .values({ id_restaurant: idRestaurant, free_food_menu_name: name })
      .execute();
  }

  const featured = await trx
    .selectFrom('food_menus')
    .select(['id_food_menu', 'food_menu_name', 'id_food_category'])
    .where('id_restaurant', '=', idRestaurant)
    .where('slide_show', '=', true)
    .orderBy('display_order')
    .limit(2)
    .execute();
  for (const [index, menu] of featured.entries()) {
    const category = catalogue.categories.find((entry) => categoryIds.get(entry.code) === menu.id_food_category);
    const key = `${folder}/seed-banner-${index + 1}.jpg`;
    await storeSeedPicture(
      trx,
      storage,
      idRestaurant,
      key,
      await bannerImage(
        `banner-${menu.food_menu_name}-${today}`,
        category?.palette ?? catalogue.categories[0]!.palette,
      ),
    );
    await trx
      .insertInto('food_banners')
      .values({
        id_restaurant: idRestaurant,
        banner_name: key,
        promo_type: 'food',
        promo_id: menu.id_food_menu,
        is_active: true,
        slide_show: index === 0,
      })
      .execute();
  }
}
