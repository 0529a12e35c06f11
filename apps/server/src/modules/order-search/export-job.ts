// The order export as a file job (issue 12, "export of many orders"): the same streaming xlsx
// writer as the direct download (export.ts), written into storage instead of a response, with the
// orders written so far as the job's progress. The file is then served by the job's own path to
// that restaurant only (file-jobs), and removed after jobFileLifetimeMs.
import { type ExportOrder, exportFileName } from '@noren/domain/orders/search';
import type { Db } from '../../db/database.ts';
import { newFileKey } from '../../storage/file-keys.ts';
import type { Storage } from '../../storage/storage.ts';
import { startFileJob } from '../file-jobs/runner.ts';
import { jobFile } from '../file-jobs/service.ts';
import { xlsxContentType, xlsxStream } from './export.ts';
import type { createOrderSearchService, Tenant } from './service.ts';

type OrderSearch = ReturnType<typeof createOrderSearchService>;
type SearchBody = Parameters<OrderSearch['exportBatches']>[1];

/**
 * Starts the export job. The search is checked (a foreign restaurant refused) and counted before
 * the job exists, so a refusal is still the request's answer.
 */
export async function startOrderExportJob(
  deps: { db: Db; storage: Storage },
  search: OrderSearch,
  tenant: Tenant & { id_restaurant: number },
  body: SearchBody,
) {
  const total = await search.exportCount(tenant, body);
  const batches = await search.exportBatches(tenant, body);
  const fileName = exportFileName(new Date());
  return startFileJob(
    { db: deps.db, restaurantId: tenant.id_restaurant, kind: 'order-export', total },
    async (progress) => {
      let done = 0;
      const counted = (async function* () {
        for await (const batch of batches as AsyncIterable<readonly ExportOrder[]>) {
          yield batch;
          done += batch.length;
          progress(done, total);
        }
      })();
      const fileKey = newFileKey(fileName, tenant.id_restaurant);
      let failure: unknown = null;
      const stream = xlsxStream(counted, (error) => {
        failure = error;
      });
      try {
        await deps.storage.writeStream(fileKey, stream, xlsxContentType);
        if (failure) throw failure;
      } catch (error) {
        await deps.storage.remove(fileKey).catch(() => undefined);
        throw error;
      }
      return { ...jobFile({ file_key: fileKey, file_name: fileName, content_type: xlsxContentType }), rows: done };
    },
  );
}
