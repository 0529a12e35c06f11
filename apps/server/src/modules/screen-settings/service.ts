// Order terminal settings (one per restaurant) and signage settings (one per store), spec 1 §3,
// §5, §7. POST and PUT both save: the first save creates the row, later ones change it (the
// database decides with ON CONFLICT, so two first saves never make two rows), and a refused save
// writes nothing. Answers carry the files' URLs.
import {
  isSignageFileOf,
  type SaveSignageSettingInput,
  type SignageSetting,
  signageFileFields,
  signageIssues,
} from '@noren/domain/platform/signage-settings';
import {
  normalizeTerminalColor,
  type SaveTerminalSettingInput,
  type TerminalSetting,
  terminalColorIssues,
  terminalImageFields,
} from '@noren/domain/platform/terminal-settings';
import { isImageFileName } from '@noren/domain/uploads';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { OrderTerminalSettingsTable, SignageSettingsTable } from '../../db/schema.ts';
import { AppError, refuseFirstIssue } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { isLiveRestaurant } from '../restaurants/in-use.ts';
import { assertScreenFiles, type FileOwners } from './files.ts';

/** Who is saving: the superadmin (platform files too) or a user of one restaurant. */
export interface Saver {
  idRestaurant: number | null;
  isSuperadmin: boolean;
}

type TerminalRow = Omit<OrderTerminalSettingsTable, 'id' | 'created_date' | 'update_date'> & {
  id: number;
  update_date: Date;
};
type SignageRow = Omit<
  SignageSettingsTable,
  'id' | 'created_date' | 'update_date' | 'is_show_qr' | 'is_speak_numbers'
> & {
  id: number;
  is_show_qr: boolean;
  is_speak_numbers: boolean;
  update_date: Date;
};

const terminalColumns = [
  'id',
  'id_restaurant',
  'restaurant_logo',
  'main_color',
  'header_banner',
  'top_screen',
  'closing_screen',
  'update_date',
] as const;
const signageColumns = [
  'id',
  'code_store',
  'vertical_banner',
  'order_completion_screen',
  'ring_sound',
  'is_show_qr',
  'is_speak_numbers',
  'update_date',
] as const;

export function createScreenSettingsService(db: Db, storage: Storage) {
  const toTerminal = (row: TerminalRow): TerminalSetting => ({
    id: row.id,
    id_restaurant: row.id_restaurant,
    restaurant_logo: row.restaurant_logo,
    main_color: row.main_color,
    header_banner: row.header_banner,
    top_screen: row.top_screen,
    closing_screen: row.closing_screen,
    image_url: {
      restaurant_logo: storage.publicUrl(row.restaurant_logo),
      header_banner: storage.publicUrl(row.header_banner),
      top_screen: storage.publicUrl(row.top_screen),
      closing_screen: storage.publicUrl(row.closing_screen),
    },
    update_date: row.update_date.toISOString(),
  });

  const toSignage = (row: SignageRow): SignageSetting => ({
    id: row.id,
    code_store: row.code_store,
    vertical_banner: row.vertical_banner,
    order_completion_screen: row.order_completion_screen,
    ring_sound: row.ring_sound,
    is_show_qr: row.is_show_qr,
    is_speak_numbers: row.is_speak_numbers,
    image_and_audio_url: {
      vertical_banner: storage.publicUrl(row.vertical_banner),
      order_completion_screen: storage.publicUrl(row.order_completion_screen),
      ring_sound: storage.publicUrl(row.ring_sound),
    },
    update_date: row.update_date.toISOString(),
  });

  return {
    /**
     * The restaurant a terminal-setting call acts on: the session's own (another id answers 404,
     * as `restaurantOf`), or for the superadmin any restaurant that exists and is not deleted.
     */
    async terminalRestaurant(saver: Saver, given: number): Promise<number> {
      if (!saver.isSuperadmin) {
        if (saver.idRestaurant !== given) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
        return given;
      }
      if (!(await isLiveRestaurant(db, given))) throw new AppError(404, 'NOT_FOUND', {}, 'id_restaurant');
      return given;
    },

    /** The store a signage call acts on: for a restaurant user only its own restaurant's store. */
    async signageStore(saver: Saver, codeStore: number): Promise<number> {
      const query = saver.isSuperadmin
        ? db.selectFrom('stores').select('code_store').where('code_store', '=', codeStore)
        : db
            .selectFrom('restaurants')
            .innerJoin('stores', 'stores.code_store', 'restaurants.code_store')
            .select('stores.code_store')
            .where('restaurants.id_restaurant', '=', saver.idRestaurant ?? 0)
            .where('restaurants.deleted_at', 'is', null)
            .where('stores.code_store', '=', codeStore);
      if (!(await query.executeTakeFirst())) throw new AppError(404, 'NOT_FOUND', {}, 'code_store');
      return codeStore;
    },

    /** The restaurant's terminal setting, or null before its first save. */
    async terminal(idRestaurant: number): Promise<TerminalSetting | null> {
      const row = await db
        .selectFrom('order_terminal_settings')
        .select(terminalColumns)
        .where('id_restaurant', '=', idRestaurant)
        .executeTakeFirst();
      return row ? toTerminal(row) : null;
    },

    /** Saves the given fields (absent: unchanged, null: removed); creates the row on the first save. */
    async saveTerminal(idRestaurant: number, input: SaveTerminalSettingInput, saver: Saver): Promise<TerminalSetting> {
      refuseFirstIssue(terminalColorIssues(input.main_color));
      const color =
        input.main_color === undefined ? undefined : input.main_color && normalizeTerminalColor(input.main_color);
      const owners: FileOwners = { restaurants: [idRestaurant], platform: saver.isSuperadmin };
      const row = await db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('order_terminal_settings')
          .select([...terminalImageFields])
          .where('id_restaurant', '=', idRestaurant)
          .forUpdate()
          .executeTakeFirst();
        const kept = new Set(terminalImageFields.map((field) => stored?.[field]).filter((key) => key != null));
        await assertScreenFiles(
          trx,
          storage,
          terminalImageFields.map((field) => ({ field, key: input[field], accepts: isImageFileName })),
          owners,
          kept,
        );
        const given = {
          ...Object.fromEntries(
            terminalImageFields.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
          ),
          ...(color === undefined ? {} : { main_color: color }),
        } as Partial<Record<(typeof terminalImageFields)[number] | 'main_color', string | null>>;
        return trx
          .insertInto('order_terminal_settings')
          .values({
            id_restaurant: idRestaurant,
            restaurant_logo: given.restaurant_logo ?? null,
            main_color: given.main_color ?? null,
            header_banner: given.header_banner ?? null,
            top_screen: given.top_screen ?? null,
            closing_screen: given.closing_screen ?? null,
          })
          .onConflict((conflict) => conflict.column('id_restaurant').doUpdateSet({ ...given, update_date: sql`now()` }))
          .returning(terminalColumns)
          .executeTakeFirstOrThrow();
      });
      return toTerminal(row);
    },

    /** The store's signage setting, or null before its first save. */
    async signage(codeStore: number): Promise<SignageSetting | null> {
      const row = await db
        .selectFrom('signage_settings')
        .select(signageColumns)
        .where('code_store', '=', codeStore)
        .executeTakeFirst();
      return row ? toSignage(row) : null;
    },

    /** Saves the whole setting: all three files are required (spec 1 §5). */
    async saveSignage(codeStore: number, input: SaveSignageSettingInput, saver: Saver): Promise<SignageSetting> {
      refuseFirstIssue(signageIssues(input));
      const files = {
        vertical_banner: input.vertical_banner as string,
        order_completion_screen: input.order_completion_screen as string,
        ring_sound: input.ring_sound as string,
      };
      const row = await db.transaction().execute(async (trx) => {
        const stored = await trx
          .selectFrom('signage_settings')
          .select([...signageFileFields])
          .where('code_store', '=', codeStore)
          .forUpdate()
          .executeTakeFirst();
        // The superadmin may use any file of the store's restaurants; a restaurant user its own.
        const restaurants = saver.isSuperadmin
          ? (
              await trx.selectFrom('restaurants').select('id_restaurant').where('code_store', '=', codeStore).execute()
            ).map((restaurant) => restaurant.id_restaurant)
          : saver.idRestaurant === null
            ? []
            : [saver.idRestaurant];
        const kept = new Set(signageFileFields.map((field) => stored?.[field]).filter((key) => key != null));
        await assertScreenFiles(
          trx,
          storage,
          signageFileFields.map((field) => ({
            field,
            key: files[field],
            accepts: (key: string) => isSignageFileOf(field, key),
          })),
          { restaurants, platform: saver.isSuperadmin },
          kept,
        );
        // Undefined switches are left as they are (Kysely drops undefined values).
        const values = { ...files, is_show_qr: input.is_show_qr, is_speak_numbers: input.is_speak_numbers };
        return trx
          .insertInto('signage_settings')
          .values({ code_store: codeStore, ...values })
          .onConflict((conflict) => conflict.column('code_store').doUpdateSet({ ...values, update_date: sql`now()` }))
          .returning(signageColumns)
          .executeTakeFirstOrThrow();
      });
      return toSignage(row);
    },
  };
}

export type ScreenSettingsService = ReturnType<typeof createScreenSettingsService>;
