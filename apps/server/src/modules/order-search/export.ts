// The search's Excel export: every matching order as one row under the spec's Japanese headings
// (spec 3 §3), written by exceljs' streaming WorkbookWriter. Each keyset batch is turned into rows
// committed (flushed into the zip stream) one by one; every 100 rows, and before the next batch is
// read, they wait for the zip's deflate and the response to take what was written, so the server's
// memory stays flat however many orders match.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type ExportOrder, exportColumns, exportRow } from '@noren/domain/orders/search';
import excel from 'exceljs';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A writable stream of either kind: Node's or readable-stream 2's (archiver's, no writableLength). */
interface Sink extends NodeJS.EventEmitter {
  writableLength?: number;
  _writableState?: { length?: number };
}
/** What a stream may hold before the rows wait for it: a few batches' XML keep deflate busy. */
const backlogLimit = 512 * 1024;
/** Rows written between two looks at the zip's backlog (about 100 KB of XML). */
const rowsPerLook = 100;
const backlogOf = (sink: Sink) => sink.writableLength ?? sink._writableState?.length ?? 0;

/**
 * The streams the worksheet's XML is written into: the zip entry's input (archiver's PassThrough in
 * front of deflate). exceljs' worksheet stream (its StreamBuf, `pipes`) writes into them without
 * heeding their answer, so while deflate is slower than the rows are made, the XML piles up there
 * (measured: ~55 MB of buffers for 100,000 orders, growing all the way) and the response stream
 * never looks full. Checked against exceljs 4.4 (lib/utils/stream-buf.js); an exceljs without
 * `pipes` answers none and only the response's own backpressure is left.
 */
function zipEntryInputs(sheet: excel.Worksheet): Sink[] {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  return Array.isArray(stream?.pipes) ? (stream.pipes as Sink[]) : [];
}

/**
 * Waits for `sink` to drain, or for `out` to close (the client gone: then nothing drains). The
 * loser's listener is removed, so waiting once per batch leaves no listeners behind. `out` ended by
 * its reader (destroyed, maybe with an error of the reader's own) is not the export's failure.
 */
async function drainedOrClosed(sink: Sink, out: PassThrough) {
  const settled = new AbortController();
  const { signal } = settled;
  try {
    await Promise.race([once(sink, 'drain', { signal }), once(out, 'close', { signal })]);
  } catch (error) {
    if (!out.destroyed) throw error;
  } finally {
    settled.abort();
  }
}

type StyleManager = { addStyleModel?: (model: object | undefined, cellType?: number) => number };

/**
 * exceljs' style manager turns the style of every cell (a fresh empty object for each of a row's 18
 * cells) into XML to look it up, and keeps each in a WeakMap: half the export's CPU, and garbage
 * that V8 only clears in a full collection, so the heap grew by ~100 MB over 100,000 orders. The
 * data cells have no style: they are given the default style (0) at once, which is what exceljs
 * arrives at (the same sheet XML); a styled cell (the bold headings) still goes through exceljs.
 * Checked against exceljs 4.4 (lib/xlsx/xform/style/styles-xform.js).
 */
function unstyledCellsAtOnce(workbook: excel.stream.xlsx.WorkbookWriter) {
  const styles = (workbook as unknown as { styles?: StyleManager }).styles;
  const add = styles?.addStyleModel?.bind(styles);
  if (!styles || !add) return;
  styles.addStyleModel = (model, cellType) =>
    model && Object.keys(model).length === 0 && cellType !== excel.ValueType.Date ? 0 : add(model, cellType);
}

/**
 * Writes the batches into an xlsx and answers the stream the response sends. An error after the
 * first bytes can only cut the download short: the stream is destroyed and `onError` told.
 */
export function xlsxStream(batches: AsyncIterable<readonly ExportOrder[]>, onError: (error: unknown) => void) {
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  unstyledCellsAtOnce(workbook);
  const sheet = workbook.addWorksheet('orders');
  sheet.columns = exportColumns.map((column) => ({ header: column.heading, key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const zipTaken = async () => {
    for (const entry of zipEntryInputs(sheet)) {
      if (!out.destroyed && backlogOf(entry) > backlogLimit) await drainedOrClosed(entry, out);
    }
  };
  (async () => {
    for await (const batch of batches) {
      for (const [index, order] of batch.entries()) {
        sheet.addRow(exportRow(order)).commit();
        if (index % rowsPerLook === rowsPerLook - 1) await zipTaken();
      }
      // Backpressure, before the next database read: the zip entry takes the batch's XML as fast
      // as deflate goes, and the response as fast as the client reads, so a slow deflate or a slow
      // client holds the reading, not memory; a client gone (the response closed the stream) stops it.
      await zipTaken();
      if (!out.destroyed && out.writableNeedDrain) await drainedOrClosed(out, out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}
