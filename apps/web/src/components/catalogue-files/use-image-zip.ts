// The image-zip upload of a catalogue list (spec 2 §7, §8): the zip is stored through an upload URL
// like every upload, then the server is asked to import it as a file job (images matched by JAN
// code or by category / sub-category code). Toasts: 'Waiting for server to import image' while it
// works, 'Successfully uploaded image' when done, 'Error upload image to s3' when the upload failed,
// 'Upload image timeout' when the server never answered, else the server's own text. Codes for which
// no row was found open the error dialog.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, errorText } from '../../lib/api-client.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { enqueueToast, serverMessage } from '../../lib/toast.ts';
import { uploadFile } from '../../lib/upload.ts';
import { type CatalogueKind, imageZipResultSchema, importImagePath } from './api/catalogue-import.ts';
import { type FileJob, fileJobSchema } from './api/file-job.ts';
import type { ImageZipResult } from './result-dialogs.tsx';
import { refreshCatalogue } from './use-csv-import.ts';
import { useJobRun } from './use-job-run.ts';

export function useImageZip(kind: CatalogueKind, idRestaurant: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ImageZipResult | null>(null);
  const language = getStoredLanguage();

  function finished(data: unknown) {
    const parsed = imageZipResultSchema.safeParse(data);
    void refreshCatalogue(queryClient);
    enqueueToast(t('catalogue-files.images.success'), { variant: 'success' });
    if (parsed.success) setResult({ countSuccess: parsed.data.count_success, notFound: parsed.data.list_not_found });
  }

  const run = useJobRun({
    memoryKey: `file_job_${kind}_images_${idRestaurant}`,
    onDone: (job: FileJob) => finished(job.result),
    onFailed: (job: FileJob) =>
      enqueueToast(job.error ? serverMessage(job.error, language) : errorText(null, language), {
        variant: 'error',
      }),
  });

  async function pick(zip: File) {
    setSending(true);
    try {
      let stored: { file_key: string };
      try {
        stored = await uploadFile(zip);
      } catch {
        enqueueToast(t('catalogue-files.images.s3Error'), { variant: 'error' });
        return;
      }
      enqueueToast(t('catalogue-files.images.waiting'), { variant: 'info' });
      try {
        const answer = await api.post<unknown>(
          importImagePath(kind),
          {
            id_restaurant: idRestaurant,
            s3_file_key: stored.file_key,
            s3_file_name: zip.name,
            file_zip: zip.name,
          },
          { query: { job: 1 } },
        );
        const job = fileJobSchema.pick({ id_file_job: true }).safeParse(answer.data);
        if (job.success) run.start(job.data.id_file_job);
        else finished(answer.data);
      } catch (error) {
        const timedOut = error instanceof ApiError && error.isNetworkError;
        enqueueToast(timedOut ? t('catalogue-files.images.timeout') : errorText(error, language), {
          variant: 'error',
        });
      }
    } finally {
      setSending(false);
    }
  }

  return {
    busy: sending || run.running,
    running: run.running,
    percent: run.percent,
    resumed: run.resumed,
    result,
    pick,
    closeResult: () => setResult(null),
  };
}
