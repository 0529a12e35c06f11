// Food banners of the session's restaurant: list, create, update (the form and the Active / WEB
// Display switches), delete. A banner's promo item must be a menu or sub-category of the same
// restaurant; answers carry the image URL and the promo item's name.
import {
  applyBannerLinkUpdate,
  type BannerLink,
  bannerLinkIssues,
  type CreateBannerInput,
  type FoodBanner,
  normalizeBannerLink,
  type PromoType,
  type UpdateBannerInput,
} from '@noren/domain/catalogue/banners';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, foundOr, refuseFirstIssue } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { assertOwnRow, deleteOwnRow } from '../../lib/tenant-rows.ts';
import { type Executor, inTransaction } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertFilesUsable } from '../uploads/ownership.ts';

/**
 * `db` is where the service runs: the database, or a transaction the caller opened with
 * inTransaction (lib/transaction.ts) to write with other services all or nothing.
 */
export function createFoodBannersService(db: Executor, storage: Storage) {
  const baseQuery = (idRestaurant: number) =>
    db
      .selectFrom('food_banners as b')
      .leftJoin('food_menus as m', (join) =>
        join
          .onRef('m.id_food_menu', '=', 'b.promo_id')
          .on('b.promo_type', '=', 'food')
          .onRef('m.id_restaurant', '=', 'b.id_restaurant'),
      )
      .leftJoin('food_sub_categories as s', (join) =>
        join
          .onRef('s.id_food_sub_category', '=', 'b.promo_id')
          .on('b.promo_type', '=', 'sub_category')
          .onRef('s.id_restaurant', '=', 'b.id_restaurant'),
      )
      .select([
        'b.id_banner',
        'b.id_restaurant',
        'b.banner_name',
        'b.promo_type',
        'b.promo_id',
        'b.web_url',
        'b.is_active',
        'b.slide_show',
        'b.created_date',
        'b.update_date',
        sql<string | null>`coalesce(m.food_menu_name, s.sub_category_name)`.as('promo_name'),
      ])
      .where('b.id_restaurant', '=', idRestaurant);

  type Row = RowOf<typeof baseQuery>;
  const toBanner = (row: Row): FoodBanner => ({
    ...row,
    banner_url: storage.publicUrl(row.banner_name),
    promo_name: row.promo_name ?? null,
    created_date: row.created_date.toISOString(),
    update_date: row.update_date.toISOString(),
  });

  async function findOne(idRestaurant: number, idBanner: number): Promise<FoodBanner> {
    const row = foundOr(await baseQuery(idRestaurant).where('b.id_banner', '=', idBanner).executeTakeFirst());
    return toBanner(row);
  }

  /** The §5 rule on the final link, then: the promo item exists in this restaurant. */
  async function checkLink(idRestaurant: number, link: BannerLink, executor: Db = db): Promise<void> {
    refuseFirstIssue(bannerLinkIssues(link));
    if (link.promo_type === 'URL' || link.promo_id === null) return;
    const promoNotFound = () => new AppError(400, 'BANNER_PROMO_NOT_FOUND', {}, 'promo_id');
    if (link.promo_type === 'food') {
      await assertOwnRow(
        executor,
        { table: 'food_menus', idColumn: 'id_food_menu', id: link.promo_id, idRestaurant },
        promoNotFound,
      );
    } else {
      await assertOwnRow(
        executor,
        {
          table: 'food_sub_categories',
          idColumn: 'id_food_sub_category',
          id: link.promo_id,
          idRestaurant,
        },
        promoNotFound,
      );
    }
  }

  return {
    async list(idRestaurant: number): Promise<FoodBanner[]> {
      const rows = await baseQuery(idRestaurant)
        .orderBy('b.created_date', 'desc')
        .orderBy('b.id_banner', 'desc')
        .execute();
      return rows.map(toBanner);
    },

    async create(idRestaurant: number, input: CreateBannerInput): Promise<FoodBanner> {
      const link = normalizeBannerLink({
        promo_type: input.promo_type,
        promo_id: input.promo_id ?? null,
        web_url: input.web_url ?? null,
      });
      await checkLink(idRestaurant, link);
      await assertFilesUsable(db, idRestaurant, [{ field: 'banner_name', key: input.banner_name }], storage);
      const inserted = await db
        .insertInto('food_banners')
        .values({
          id_restaurant: idRestaurant,
          banner_name: input.banner_name,
          promo_type: link.promo_type as PromoType,
          promo_id: link.promo_id,
          web_url: link.web_url,
          is_active: input.is_active ?? true,
          // Spec 2 §4: a new banner is created with slide_show false, whatever a client sends.
          slide_show: false,
        })
        .returning('id_banner')
        .executeTakeFirstOrThrow();
      return findOne(idRestaurant, inserted.id_banner);
    },

    async update(idRestaurant: number, input: UpdateBannerInput): Promise<FoodBanner> {
      await inTransaction(db, async (trx) => {
        // The row lock keeps two saves of one banner from mixing their links.
        const stored = foundOr(
          await trx
            .selectFrom('food_banners')
            .select(['promo_type', 'promo_id', 'web_url', 'banner_name'])
            .where('id_banner', '=', input.id_banner)
            .where('id_restaurant', '=', idRestaurant)
            .forUpdate()
            .executeTakeFirst(),
        );
        const link = applyBannerLinkUpdate(stored, {
          promo_type: input.promo_type,
          promo_id: input.promo_id,
          web_url: input.web_url,
        });
        const linkChanged =
          link.promo_type !== stored.promo_type || link.promo_id !== stored.promo_id || link.web_url !== stored.web_url;
        // A switch on a banner whose menu was deleted since must still work: the link is checked when it changes.
        if (linkChanged) await checkLink(idRestaurant, link, trx);
        await assertFilesUsable(trx, idRestaurant, [{ field: 'banner_name', key: input.banner_name }], storage);
        await trx
          .updateTable('food_banners')
          .set({
            banner_name: input.banner_name ?? stored.banner_name,
            promo_type: link.promo_type as PromoType,
            promo_id: link.promo_id,
            web_url: link.web_url,
            // Kysely leaves undefined values out: a field not sent keeps its value.
            is_active: input.is_active,
            slide_show: input.slide_show,
            update_date: sql<Date>`now()`,
          })
          .where('id_banner', '=', input.id_banner)
          .where('id_restaurant', '=', idRestaurant)
          .execute();
      });
      return findOne(idRestaurant, input.id_banner);
    },

    async remove(idRestaurant: number, idBanner: number): Promise<void> {
      await deleteOwnRow(db, { table: 'food_banners', idColumn: 'id_banner', id: idBanner, idRestaurant });
    },
  };
}

export type FoodBannersService = ReturnType<typeof createFoodBannersService>;
