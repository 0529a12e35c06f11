// Restaurants of the platform (spec 1 §3, §5, §7 "Restaurants and stores"): the superadmin's list,
// detail, create, edit, status and delete, the selector, a store's restaurants, and each
// restaurant's notes and questions. A deleted restaurant is kept (its orders stay for accounting)
// with deleted_at set, and no query here ever shows it again; deleting ends its users' sessions.
import { notesIssues, type Question, type UpdateNotesInput } from '@noren/domain/platform/notes';
import {
  type CreateRestaurantInput,
  defaultWaitingText,
  joinKeywords,
  type Restaurant,
  type RestaurantChoice,
  type RestaurantListQuery,
  type RestaurantSortColumn,
  type RestaurantTypeDetailInput,
  type UpdateRestaurantInput,
} from '@noren/domain/platform/restaurants';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError, notFound, refuseFirstIssue } from '../../lib/errors.ts';
import type { RowOf } from '../../lib/row-of.ts';
import { inTransaction, lockedRow } from '../../lib/transaction.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { Storage } from '../../storage/storage.ts';
import { assertPlatformPicture } from './platform-files.ts';

/** The list's sortable columns (the domain's whitelist) and what each sorts by. */
const sortColumns = {
  restaurant_name: 'r.restaurant_name',
  code_store: 'r.code_store',
  restaurant_type: 'r.restaurant_type',
  status: 'r.status',
} as const satisfies Record<RestaurantSortColumn, string>;

/** Drops what the form left empty, so the stored detail only holds what was given. */
function cleanTypeDetail(detail: RestaurantTypeDetailInput): RestaurantTypeDetailInput {
  return Object.fromEntries(Object.entries(detail).filter(([, value]) => value !== undefined && value !== null));
}

export function createRestaurantsService(db: Db, storage: Storage, realtime: () => Realtime | undefined) {
  const live = (executor: Db) =>
    executor
      .selectFrom('restaurants as r')
      .leftJoin('stores as s', 's.code_store', 'r.code_store')
      .where('r.deleted_at', 'is', null);

  const columns = [
    'r.id_restaurant',
    'r.restaurant_name',
    'r.description',
    'r.detail',
    'r.logo_name',
    'r.banner_name',
    'r.code_company',
    'r.code_store',
    's.store_name',
    'r.code_register',
    'r.placeid',
    'r.lat',
    'r.long',
    'r.restaurant_type',
    'r.restaurant_type_detail',
    'r.category_list',
    'r.search_keyword',
    'r.inactive_message',
    'r.waiting_text',
    'r.status',
    'r.customer_note',
    'r.show_note',
    'r.question_list',
    'r.registration_number',
    'r.created_at',
    'r.updated_at',
  ] as const;

  const baseQuery = (executor: Db) => live(executor).select(columns);
  type Row = RowOf<typeof baseQuery>;

  const toRestaurant = (row: Row): Restaurant => ({
    ...row,
    logo: row.logo_name,
    logo_url: storage.publicUrl(row.logo_name),
    banner_url: storage.publicUrl(row.banner_name),
    store_name: row.store_name ?? null,
    restaurant_type_detail: row.restaurant_type_detail ?? {},
    category_list: row.category_list ?? [],
    question_list: (row.question_list ?? []) as Question[],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  });

  async function findOne(executor: Db, idRestaurant: number): Promise<Restaurant> {
    const row = await baseQuery(executor).where('r.id_restaurant', '=', idRestaurant).executeTakeFirst();
    if (!row) throw notFound();
    return toRestaurant(row);
  }

  /** A Profile write of one live restaurant's own column; a deleted or unknown one is 404. */
  async function updateProfileColumn(
    idRestaurant: number,
    values: { status: 'active' | 'inactive' } | { registration_number: string | null },
  ): Promise<Restaurant> {
    const result = await db
      .updateTable('restaurants')
      .set({ ...values, updated_at: sql<Date>`now()` })
      .where('id_restaurant', '=', idRestaurant)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound();
    return findOne(db, idRestaurant);
  }

  /**
   * The store must exist in the company, and the register code be free in it among live
   * restaurants. The store row is locked (FOR SHARE blocks a store delete, and two saves for one
   * store queue on the advisory lock), so the check and the write go together.
   */
  async function checkPlace(
    executor: Db,
    place: { code_company: number; code_store: number; code_register: string },
    except?: number,
  ): Promise<void> {
    const store = await executor
      .selectFrom('stores')
      .select('id_store')
      .where('code_store', '=', place.code_store)
      .where('code_company', '=', place.code_company)
      .forShare()
      .executeTakeFirst();
    if (!store) throw new AppError(400, 'RESTAURANT_STORE_NOT_FOUND', {}, 'code_store');
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`restaurant-register\n${place.code_store}`}, 0))`.execute(
      executor,
    );
    let taken = executor
      .selectFrom('restaurants')
      .select('id_restaurant')
      .where('code_store', '=', place.code_store)
      .where('code_register', '=', place.code_register)
      .where('deleted_at', 'is', null);
    if (except !== undefined) taken = taken.where('id_restaurant', '!=', except);
    if (await taken.executeTakeFirst()) throw new AppError(400, 'RESTAURANT_REGISTER_TAKEN', {}, 'code_register');
  }

  async function checkCategories(executor: Db, ids: readonly number[] | undefined): Promise<number[] | undefined> {
    if (ids === undefined) return undefined;
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await executor
      .selectFrom('restaurant_categories')
      .select('id_category')
      .where('id_category', 'in', unique)
      .execute();
    if (found.length !== unique.length) throw new AppError(400, 'RESTAURANT_CATEGORY_NOT_FOUND', {}, 'category_list');
    return unique;
  }

  return {
    /** One page, sorted over all pages by `sort.sort` (whitelisted), then by id for a stable order. */
    async list(page: number, size: number, sort: RestaurantListQuery = {}) {
      const total = await live(db).select(db.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      let sorted = baseQuery(db);
      if (sort.sort) sorted = sorted.orderBy(sortColumns[sort.sort], sort.order ?? 'asc');
      const rows = await sorted
        .orderBy('r.id_restaurant')
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      return { rows: rows.map(toRestaurant), total: Number(total.count) };
    },

    detail: (idRestaurant: number) => findOne(db, idRestaurant),

    async selector(): Promise<RestaurantChoice[]> {
      return live(db)
        .select(['r.id_restaurant', 'r.restaurant_name', 'r.code_store', 'r.code_company', 'r.restaurant_type'])
        .orderBy('r.restaurant_name')
        .orderBy('r.id_restaurant')
        .execute();
    },

    async ofStore(codeStore: number): Promise<Restaurant[]> {
      const rows = await baseQuery(db).where('r.code_store', '=', codeStore).orderBy('r.id_restaurant').execute();
      return rows.map(toRestaurant);
    },

    /** Whether a live restaurant is in the store (a restaurant user may read its own store's list). */
    async isInStore(idRestaurant: number, codeStore: number): Promise<boolean> {
      const row = await live(db)
        .select('r.id_restaurant')
        .where('r.id_restaurant', '=', idRestaurant)
        .where('r.code_store', '=', codeStore)
        .executeTakeFirst();
      return row !== undefined;
    },

    async create(input: CreateRestaurantInput): Promise<Restaurant> {
      return db.transaction().execute(async (trx) => {
        await checkPlace(trx, input);
        const categories = await checkCategories(trx, input.category_list);
        await assertPlatformPicture(trx, storage, { field: 'logo', key: input.logo });
        await assertPlatformPicture(trx, storage, { field: 'banner_name', key: input.banner_name });
        const inserted = await trx
          .insertInto('restaurants')
          .values({
            restaurant_name: input.restaurant_name,
            description: input.description,
            detail: input.detail ?? '',
            logo_name: input.logo,
            banner_name: input.banner_name ?? null,
            code_company: input.code_company,
            code_store: input.code_store,
            code_register: input.code_register,
            placeid: input.placeid ?? null,
            lat: input.lat ?? null,
            long: input.long ?? null,
            restaurant_type: input.restaurant_type,
            restaurant_type_detail: JSON.stringify(cleanTypeDetail(input.restaurant_type_detail)),
            category_list: JSON.stringify(categories ?? []),
            search_keyword: joinKeywords(input.search_keyword ?? []),
            inactive_message: input.inactive_message ?? '',
            // spec 1 §3: a fixed text on creation.
            waiting_text: input.waiting_text ?? defaultWaitingText,
            status: input.status ?? 'active',
          })
          .returning('id_restaurant')
          .executeTakeFirstOrThrow();
        return findOne(trx, inserted.id_restaurant);
      });
    },

    async update(input: UpdateRestaurantInput): Promise<Restaurant> {
      return db.transaction().execute(async (trx) => {
        const stored = await lockedRow(
          trx
            .selectFrom('restaurants')
            .select(['code_company', 'code_store', 'code_register', 'restaurant_type', 'logo_name', 'banner_name'])
            .where('id_restaurant', '=', input.id_restaurant)
            .where('deleted_at', 'is', null),
        );
        const place = {
          code_company: input.code_company ?? stored.code_company,
          code_store: input.code_store ?? stored.code_store,
          code_register: input.code_register ?? stored.code_register,
        };
        const placeChanges =
          place.code_company !== stored.code_company ||
          place.code_store !== stored.code_store ||
          place.code_register !== stored.code_register;
        if (placeChanges) await checkPlace(trx, place, input.id_restaurant);
        const categories = await checkCategories(trx, input.category_list);
        // A picture kept as it was is not checked again (a seeded one has no upload record).
        if (input.logo && input.logo !== stored.logo_name) {
          await assertPlatformPicture(trx, storage, { field: 'logo', key: input.logo }, input.id_restaurant);
        }
        if (input.banner_name && input.banner_name !== stored.banner_name) {
          await assertPlatformPicture(
            trx,
            storage,
            { field: 'banner_name', key: input.banner_name },
            input.id_restaurant,
          );
        }
        const typeChanges = input.restaurant_type !== undefined && input.restaurant_type !== stored.restaurant_type;
        // spec 1 §5: changing the type clears the type detail (unless the new detail is sent).
        const typeDetail =
          input.restaurant_type_detail !== undefined
            ? cleanTypeDetail(input.restaurant_type_detail)
            : typeChanges
              ? {}
              : undefined;
        await trx
          .updateTable('restaurants')
          .set({
            // Kysely leaves undefined values out: a field not sent keeps its value.
            restaurant_name: input.restaurant_name,
            description: input.description,
            ...(input.detail === undefined ? {} : { detail: input.detail ?? '' }),
            // '' removes the logo; null or absent keeps it. The file itself stays (docs/decisions.md).
            ...(input.logo === '' ? { logo_name: null } : input.logo ? { logo_name: input.logo } : {}),
            banner_name: input.banner_name,
            code_company: place.code_company,
            code_store: place.code_store,
            code_register: place.code_register,
            placeid: input.placeid,
            lat: input.lat,
            long: input.long,
            restaurant_type: input.restaurant_type,
            ...(typeDetail === undefined ? {} : { restaurant_type_detail: JSON.stringify(typeDetail) }),
            ...(categories === undefined ? {} : { category_list: JSON.stringify(categories) }),
            ...(input.search_keyword === undefined ? {} : { search_keyword: joinKeywords(input.search_keyword) }),
            ...(input.inactive_message === undefined ? {} : { inactive_message: input.inactive_message ?? '' }),
            ...(input.waiting_text === undefined ? {} : { waiting_text: input.waiting_text ?? '' }),
            status: input.status,
            updated_at: sql<Date>`now()`,
          })
          .where('id_restaurant', '=', input.id_restaurant)
          .execute();
        return findOne(trx, input.id_restaurant);
      });
    },

    updateStatus(idRestaurant: number, status: 'active' | 'inactive'): Promise<Restaurant> {
      return updateProfileColumn(idRestaurant, { status });
    },

    /** Issue 10: the invoice registration number printed on its slips (null: none). */
    updateRegistrationNumber(idRestaurant: number, registrationNumber: string | null): Promise<Restaurant> {
      return updateProfileColumn(idRestaurant, { registration_number: registrationNumber });
    },

    /**
     * Soft delete: the row stays (its orders keep pointing at it), hidden from every query here.
     * In one transaction its accounts are deactivated (so no sign-in and no session resolves: the
     * auth service refuses inactive accounts) and their sessions revoked; after COMMIT their open
     * screens get force_logout and their sockets are dropped.
     */
    async remove(idRestaurant: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        const deleted = await trx
          .updateTable('restaurants')
          .set({ deleted_at: sql<Date>`now()`, status: 'inactive', updated_at: sql<Date>`now()` })
          .where('id_restaurant', '=', idRestaurant)
          .where('deleted_at', 'is', null)
          .returning('id_restaurant')
          .executeTakeFirst();
        if (!deleted) throw notFound();
        const accounts = await trx
          .updateTable('restaurant_users')
          .set({ status_active: 'inactive', updated_at: sql<Date>`now()` })
          .where('id_restaurant', '=', idRestaurant)
          .where('is_superadmin', '=', false)
          .returning('id_restaurant_user')
          .execute();
        const users = accounts.map((account) => account.id_restaurant_user);
        if (users.length === 0) return;
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('id_restaurant_user', 'in', users)
          .where('revoked_at', 'is', null)
          .execute();
        publishAfterCommit(trx, realtime, (live) => {
          for (const idRestaurantUser of users) {
            live.toUser(idRestaurantUser, 'force_logout', { uuid: '' });
            live.disconnectUser(idRestaurantUser);
          }
        });
      });
    },

    /** Notes and questions: the domain's rules first (verbatim texts), then one UPDATE. */
    async updateNotes(idRestaurant: number, input: UpdateNotesInput): Promise<Restaurant> {
      refuseFirstIssue(notesIssues(input.question_list));
      const questions = input.question_list.map((entry) => ({
        question: entry.question,
        answers: entry.answers,
        required: entry.required,
      }));
      const result = await db
        .updateTable('restaurants')
        .set({
          show_note: input.show_note,
          customer_note: input.customer_note ?? '',
          question_list: JSON.stringify(questions),
          updated_at: sql<Date>`now()`,
        })
        .where('id_restaurant', '=', idRestaurant)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      return findOne(db, idRestaurant);
    },
  };
}

export type RestaurantsService = ReturnType<typeof createRestaurantsService>;
