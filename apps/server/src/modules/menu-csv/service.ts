// The menu CSV of the session's restaurant (README.md): the dry run of a file (nothing written), its
// apply (the same check made again inside one transaction, then every row written, or nothing), and
// the export in exactly the format the import reads.
import { formatCsvRow } from '@noren/domain/files/csv';
import { menuCsvCells, menuCsvHeader, toCp932LookAlikes } from '@noren/domain/files/menu-csv';
import { readMenuCsvFile } from '@noren/domain/files/menu-csv-file';
import { menuCsvText } from '@noren/domain/files/menu-csv-messages';
import { fileStamp } from '@noren/domain/orders/search';
import { businessClock } from '@noren/domain/restaurant';
import iconv from 'iconv-lite';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { type Executor, inTransaction } from '../../lib/transaction.ts';
import { publishAfterCommit } from '../../realtime/publish.ts';
import type { Realtime } from '../../realtime/socket.ts';
import type { Storage } from '../../storage/storage.ts';
import { FileRefusal } from '../file-jobs/refusal.ts';
import { assertFilesUsable } from '../uploads/ownership.ts';
import { loadMenuCatalogue, type StoredMenu } from './catalogue.ts';
import { type MenuCsvReport, planMenuImport, type UsableImages } from './plan.ts';
import { writePlannedMenus } from './write.ts';

export type ExportEncoding = 'shift_jis' | 'utf-8';

/** Serialises the imports of one restaurant (two applies of the same file must not both create). */
const importLockSpace = 0x6d637376; // 'mcsv'

/** What cp932 cannot hold in a text (each such character becomes '?' when encoded). */
function notInCp932(text: string): string[] {
  const back = new TextDecoder('shift_jis').decode(iconv.encode(text, 'cp932'));
  if (back === text) return [];
  return [
    ...new Set([...text].filter((char) => char !== '?' && iconv.encode(char, 'cp932').toString('latin1') === '?')),
  ];
}

/**
 * The export in Shift_JIS (cp932), look-alikes written for the characters it holds only so; a menu
 * with a character it cannot hold at all (an emoji, a rare kanji) refuses the download, naming the
 * menu, rather than write a '?' that an import would then save.
 */
function shiftJisBytes(text: string, menus: readonly StoredMenu[]): Buffer {
  const safe = toCp932LookAlikes(text);
  const bytes = iconv.encode(safe, 'cp932');
  if (new TextDecoder('shift_jis').decode(bytes) === safe) return bytes;
  for (const stored of menus) {
    const chars = notInCp932(toCp932LookAlikes(menuCsvCells(stored.menu, stored.menu.additional.length).join('')));
    if (chars.length === 0) continue;
    const params = { jancode: stored.menu.jancode, name: stored.menu.food_menu_name, chars: chars.join(' ') };
    throw new FileRefusal(menuCsvText('NOT_SHIFT_JIS', params), null, 409, 'MENU_CSV_NOT_SHIFT_JIS');
  }
  return bytes;
}

export function createMenuCsvService(db: Db, storage: Storage, realtime: () => Realtime | undefined) {
  /** Which of these keys the restaurant may show: each checked as the menu form's images are. */
  const usableImages =
    (executor: Executor, idRestaurant: number): UsableImages =>
    async (keys) => {
      const usable = new Set<string>();
      for (const key of keys) {
        try {
          await assertFilesUsable(executor, idRestaurant, [{ field: 'image', key }], storage);
          usable.add(key);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
      }
      return usable;
    };

  async function plan(
    executor: Executor,
    idRestaurant: number,
    bytes: Uint8Array,
    fileName: string,
    mode: MenuCsvReport['mode'],
  ) {
    const file = readMenuCsvFile(bytes);
    const catalogue = await loadMenuCatalogue(executor, idRestaurant);
    return {
      catalogue,
      ...(await planMenuImport(file, catalogue, fileName, mode, usableImages(executor, idRestaurant))),
    };
  }

  /** The report's refusal: 400 with the report as data and the first refusal's text. */
  function refusal(report: MenuCsvReport): FileRefusal {
    const first = report.refused[0];
    return new FileRefusal(
      first
        ? { en: first.message, jp: first.message_jp }
        : { en: 'The file was refused', jp: 'ファイルを取り込めませんでした' },
      report,
      400,
      report.error_code === 2 ? 'MENU_CSV_FILE_REFUSED' : 'MENU_CSV_ROWS_REFUSED',
    );
  }

  return {
    /** What the file would change; nothing is written. */
    async dryRun(idRestaurant: number, bytes: Uint8Array, fileName: string): Promise<MenuCsvReport> {
      return (await plan(db, idRestaurant, bytes, fileName, 'dry_run')).report;
    },

    /** Checks again and writes every row in one transaction; any refused row refuses the whole file. */
    async apply(
      idRestaurant: number,
      bytes: Uint8Array,
      fileName: string,
      progress: (done: number, total?: number) => void = () => {},
    ): Promise<MenuCsvReport> {
      const { report, ids } = await inTransaction(db, async (trx) => {
        await sql`SELECT pg_advisory_xact_lock(${importLockSpace}::int4, ${idRestaurant}::int4)`.execute(trx);
        const planned = await plan(trx, idRestaurant, bytes, fileName, 'apply');
        if (planned.report.refused.length > 0 || planned.report.error_code !== 0) throw refusal(planned.report);
        progress(0, planned.creates.length + planned.updates.length);
        const written = await writePlannedMenus(
          trx,
          idRestaurant,
          planned.catalogue,
          planned.creates,
          planned.updates,
          progress,
        );
        return { report: planned.report, ids: written };
      });
      const text = menuCsvText('MODIFIED', { count: report.count_modified });
      const modified = [
        ...report.create.map((row) => ({ row: row.row, text: `Row ${row.row}: ${row.jancode} created` })),
        ...report.update.map((row) => ({ row: row.row, text: `Row ${row.row}: ${row.jancode} updated` })),
      ].sort((x, y) => x.row - y.row);
      if (report.count_modified > 0) {
        publishAfterCommit(db, realtime, (live) => {
          for (const [action, list] of [
            ['created', ids.created],
            ['updated', ids.updated],
          ] as const) {
            if (list.length === 0) continue;
            live.toRestaurant(idRestaurant, 'my_callback', {
              msg: 'refresh_food_menu',
              action,
              id_restaurant: idRestaurant,
              list_food_menu: [...list],
            });
          }
        });
      }
      return { ...report, success_message: [text.en, ...modified.map((row) => row.text)] };
    },

    /** Every menu of the restaurant as the import reads it, encoded for Excel (cp932) or as UTF-8 with BOM. */
    async exportCsv(idRestaurant: number, encoding: ExportEncoding, at = new Date()) {
      const catalogue = await loadMenuCatalogue(db, idRestaurant);
      const menus = [...catalogue.menus.values()];
      const groupCount = Math.max(1, ...menus.map((stored) => stored.menu.additional.length));
      const lines = [formatCsvRow(menuCsvHeader(groupCount))];
      for (const stored of menus) {
        const { year, month, day, hour, minute, second } = businessClock(stored.updated_at);
        const updatedTime = `${year}-${month}-${day} ${hour}:${minute}:${second}`;
        lines.push(
          formatCsvRow(
            menuCsvCells(stored.menu, groupCount, { id_food_menu: stored.id_food_menu, updated_time: updatedTime }),
          ),
        );
      }
      const text = lines.join('');
      const bytes =
        encoding === 'shift_jis'
          ? shiftJisBytes(text, menus)
          : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
      return {
        bytes,
        fileName: `menus_${fileStamp(at)}.csv`,
        contentType: `text/csv; charset=${encoding === 'shift_jis' ? 'Shift_JIS' : 'utf-8'}`,
      };
    },
  };
}

export type MenuCsvService = ReturnType<typeof createMenuCsvService>;
