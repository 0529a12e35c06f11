// Restaurant-wide (platform) banners of the superadmin's /banner screen: list (banner-master),
// create, update (the form and the Active / slide-show switches), delete. A banner is a master
// banner (no restaurant) or one restaurant's; its link is a web address; its image is one of the
// platform's files (the superadmin's uploads land in `platform/`).
import {
  bannerKeyOf,
  type CreatePlatformBannerInput,
  changePlatformBannerType,
  normalizePlatformBannerLink,
  type PlatformBanner,
  type PlatformBannerFormValues,
  type PlatformBannerLink,
  platformBannerIssues,
  platformBannerScope,
  type UpdatePlatformBannerInput,
} from '@noren/domain/platform/platform-banners';
import { isImageFileName } from '@noren/domain/uploads';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, notFound, refuseFirstIssue } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { lockedRow } from '../../lib/transaction.ts';
import type { Storage } from '../../storage/storage.ts';
import { isLiveRestaurant } from '../restaurants/in-use.ts';
import { assertScreenFiles } from '../screen-settings/files.ts';

/** The first broken rule of a save, as the 400 naming its field. */
function checkRules(values: PlatformBannerFormValues): { id_restaurant: number | null } {
  refuseFirstIssue(platformBannerIssues(values));
  const scope = platformBannerScope(values);
  if ('code' in scope) throw new AppError(400, scope.code, scope.params, scope.field);
  return scope;
}

export function createPlatformBannersService(db: Db, storage: Storage) {
  const baseQuery = (executor: Db = db) =>
    executor
      .selectFrom('platform_banners as b')
      .leftJoin('restaurants as r', 'r.id_restaurant', 'b.id_restaurant')
      // A deleted restaurant's banners disappear with it (the restaurant is kept for its orders).
      .where((where) => where.or([where('b.id_restaurant', 'is', null), where('r.deleted_at', 'is', null)]))
      .select([
        'b.id_banner',
        'b.banner_name',
        'b.promo_type',
        'b.web_url',
        'b.id_restaurant',
        'r.restaurant_name',
        'b.is_active',
        'b.slide_show',
        'b.created_date',
        'b.update_date',
      ]);

  type Row = RowOf<typeof baseQuery>;
  const toBanner = (row: Row): PlatformBanner => ({
    id_banner: row.id_banner,
    banner_name: row.banner_name,
    banner: row.banner_name,
    banner_url: storage.publicUrl(row.banner_name),
    promo_type: row.promo_type,
    promo_id: null,
    web_url: row.web_url,
    id_restaurant: row.id_restaurant,
    restaurant_name: row.restaurant_name ?? null,
    is_master: row.id_restaurant === null,
    is_active: row.is_active,
    slide_show: row.slide_show,
    created_date: row.created_date.toISOString(),
    update_date: row.update_date.toISOString(),
  });

  async function findOne(idBanner: number): Promise<PlatformBanner> {
    const row = await baseQuery().where('b.id_banner', '=', idBanner).executeTakeFirst();
    if (!row) throw notFound();
    return toBanner(row);
  }

  /** A banner's restaurant must exist (a body field naming nothing is the client's mistake: 400). */
  async function checkRestaurant(executor: Db, idRestaurant: number | null): Promise<void> {
    if (idRestaurant === null) return;
    const live = await isLiveRestaurant(executor, idRestaurant);
    if (!live) throw new AppError(400, 'PLATFORM_BANNER_RESTAURANT_NOT_FOUND', {}, 'id_restaurant');
  }

  const imageOf = (key: string | null) => ({ field: 'banner', key, accepts: isImageFileName });

  return {
    /** GET restaurant/banner-master: every platform banner, newest first. */
    async list(): Promise<PlatformBanner[]> {
      const rows = await baseQuery().orderBy('b.created_date', 'desc').orderBy('b.id_banner', 'desc').execute();
      return rows.map(toBanner);
    },

    async create(input: CreatePlatformBannerInput): Promise<PlatformBanner> {
      const banner = bannerKeyOf(input);
      const link = normalizePlatformBannerLink({
        promo_type: input.promo_type ?? null,
        promo_id: input.promo_id ?? null,
        web_url: input.web_url ?? null,
      });
      const scope = checkRules({
        ...link,
        banner,
        id_restaurant: input.id_restaurant ?? null,
        is_master: input.is_master ?? null,
      });
      const id = await db.transaction().execute(async (trx) => {
        await checkRestaurant(trx, scope.id_restaurant);
        await assertScreenFiles(trx, storage, [imageOf(banner)], { restaurants: [], platform: true });
        const inserted = await trx
          .insertInto('platform_banners')
          .values({
            banner_name: banner as string,
            promo_type: 'url',
            promo_id: null,
            web_url: link.web_url as string,
            id_restaurant: scope.id_restaurant,
            is_active: input.is_active ?? true,
            slide_show: input.slide_show ?? false,
          })
          .returning('id_banner')
          .executeTakeFirstOrThrow();
        return inserted.id_banner;
      });
      return findOne(id);
    },

    async update(input: UpdatePlatformBannerInput): Promise<PlatformBanner> {
      // A deleted restaurant's banner is gone for the screen too.
      await findOne(input.id_banner);
      await db.transaction().execute(async (trx) => {
        // The row lock keeps two saves of one banner from mixing their fields.
        const stored = await lockedRow(
          trx
            .selectFrom('platform_banners')
            .select(['banner_name', 'promo_type', 'promo_id', 'web_url', 'id_restaurant'])
            .where('id_banner', '=', input.id_banner),
        );
        let link: PlatformBannerLink = stored;
        // Spec 1 §5: a changed type starts from a cleared link, then the given link applies.
        if (input.promo_type !== undefined) link = changePlatformBannerType(link, input.promo_type);
        if (input.promo_id !== undefined) link = { ...link, promo_id: input.promo_id };
        if (input.web_url !== undefined) link = { ...link, web_url: input.web_url };
        link = normalizePlatformBannerLink(link);
        const banner = bannerKeyOf(input) ?? stored.banner_name;
        // Switching to a master banner without naming a restaurant drops the stored one.
        const idRestaurant =
          input.id_restaurant !== undefined
            ? input.id_restaurant
            : input.is_master === true
              ? null
              : stored.id_restaurant;
        const scope = checkRules({ ...link, banner, id_restaurant: idRestaurant, is_master: input.is_master ?? null });
        if (scope.id_restaurant !== stored.id_restaurant) await checkRestaurant(trx, scope.id_restaurant);
        await assertScreenFiles(
          trx,
          storage,
          [imageOf(banner)],
          { restaurants: [], platform: true },
          new Set([stored.banner_name]),
        );
        await trx
          .updateTable('platform_banners')
          .set({
            banner_name: banner,
            promo_type: 'url',
            promo_id: null,
            web_url: link.web_url as string,
            id_restaurant: scope.id_restaurant,
            // Kysely leaves undefined values out: a field not sent keeps its value.
            is_active: input.is_active,
            slide_show: input.slide_show,
            update_date: sql<Date>`now()`,
          })
          .where('id_banner', '=', input.id_banner)
          .execute();
      });
      return findOne(input.id_banner);
    },

    async remove(idBanner: number): Promise<void> {
      const deleted = await db
        .deleteFrom('platform_banners')
        .where('id_banner', '=', idBanner)
        .where((where) =>
          where.or([
            where('id_restaurant', 'is', null),
            where(
              'id_restaurant',
              'in',
              where.selectFrom('restaurants').select('id_restaurant').where('deleted_at', 'is', null),
            ),
          ]),
        )
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound();
    },
  };
}

export type PlatformBannersService = ReturnType<typeof createPlatformBannersService>;
