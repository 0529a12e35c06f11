// The search's Excel export: every matching order as one row under the spec's Japanese headings
// (spec 3 §3), written by exceljs' streaming WorkbookWriter. Each keyset batch is turned into rows
// that are committed (flushed into the zip stream) at once, and the next batch is read only after
// the response has drained, so the server's memory stays flat however many orders match.
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { type ExportOrder, exportColumns, exportRow } from '@noren/domain/orders/search';
import excel from 'exceljs';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Writes the batches into an xlsx and answers the stream the response sends. An error after the
 * first bytes can only cut the download short: the stream is destroyed and `onError` told.
 */
export function xlsxStream(batches: AsyncIterable<readonly ExportOrder[]>, onError: (error: unknown) => void) {
  const out = new PassThrough();
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('orders');
  sheet.columns = exportColumns.map((column) => ({ header: column.heading, key: column.key, width: column.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const batch of batches) {
      for (const order of batch) sheet.addRow(exportRow(order)).commit();
      // Backpressure: a slow client holds the next database read, not memory; a client gone
      // (the response closed the stream) stops the reading.
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
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
