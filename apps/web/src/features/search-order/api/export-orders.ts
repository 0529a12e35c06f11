// POST restaurant/order/search/export?job=1: every matching order written by the server as a file
// job (OE_YYYYMMDD_HHmmss.xlsx); when the job is done its file is fetched from the job's own path
// (GET restaurant/file-job/{id}/file, kept an hour) and saved under the server's name.
import { exportFileName, type OrderSearchBody } from '@noren/domain/orders/search';
import { z } from 'zod';
import { fileJobSchema } from '../../../components/catalogue-files/api/file-job.ts';
import { downloadFile } from '../../../components/catalogue-files/api/file-transfer.ts';
import { api } from '../../../lib/api-client.ts';

/** Starts the export; answers the job's id. */
export async function startOrderExport(body: OrderSearchBody): Promise<number> {
  const answer = await api.post<unknown>('restaurant/order/search/export', body, { query: { job: 1 } });
  return fileJobSchema.pick({ id_file_job: true }).parse(answer.data).id_file_job;
}

const exportResultSchema = z.object({ file_name: z.string(), download_path: z.string() });

/** Saves the file of a finished export job; answers the saved name. */
export function saveOrderExport(result: unknown): Promise<string> {
  const { file_name, download_path } = exportResultSchema.parse(result);
  return downloadFile(download_path.replace(/^\/api\//, ''), {}, file_name || exportFileName(new Date()));
}
