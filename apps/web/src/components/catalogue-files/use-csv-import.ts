// The CSV upload of a catalogue list: a picked file is sent for a dry run (nothing written) and
// shown; Apply sends it again as a file job that writes all of it or nothing, followed by its
// progress (shown again if the page is opened anew while it runs). Its end: the result dialog
// (file name, modified rows, error lines) and, when written, the 10 s toast of spec 2 §8/§9.
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage } from '../../lib/language.ts';
import { enqueueToast, serverMessage, toastError } from '../../lib/toast.ts';
import { invalidateKeys, keys } from '../../resources/query-keys.ts';
import {
  type CatalogueKind,
  dryRunImport,
  type ImportReport,
  importReportSchema,
  rowLabel,
  startImport,
} from './api/catalogue-import.ts';
import type { FileJob } from './api/file-job.ts';
import type { DryRunView } from './dry-run-dialog.tsx';
import type { CsvResult } from './result-dialogs.tsx';
import { useJobRun } from './use-job-run.ts';

/** Spec 2 §9: the CSV toast stays 10 s. */
export const csvToastMs = 10_000;

export function viewOf(report: ImportReport): DryRunView {
  return {
    fileName: report.file_name,
    create: report.create.map((row) => ({ row: row.row, label: rowLabel(row) })),
    update: report.update.map((row) => ({ row: row.row, label: rowLabel(row), changes: row.changes ?? [] })),
    refused: report.refused,
  };
}

/** Every list an import or an image zip may change: menus, categories and sub-categories. */
export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return invalidateKeys(queryClient, [keys.menus.all, keys.categories.all, keys.subCategories.all]);
}

export function useCsvImport(kind: CatalogueKind, idRestaurant: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [view, setView] = useState<DryRunView | null>(null);
  const [result, setResult] = useState<CsvResult | null>(null);
  const [starting, setStarting] = useState(false);
  // Only the newest pick counts: a dry run answered after another pick, or after Close, is dropped.
  const attempt = useRef(0);
  const language = getStoredLanguage();

  function finish(next: CsvResult) {
    attempt.current += 1;
    setFile(null);
    setView(null);
    setResult(next);
  }

  const run = useJobRun({
    memoryKey: `file_job_${kind}_import_${idRestaurant}`,
    onDone: (job: FileJob) => {
      const report = importReportSchema.safeParse(job.result);
      const count = report.success ? report.data.count_modified : 0;
      void refreshCatalogue(queryClient);
      enqueueToast(t(`catalogue-files.modified.${kind}`, { count }), {
        variant: 'success',
        autoHideDuration: csvToastMs,
      });
      finish({ fileName: report.success ? report.data.file_name : '', modified: count, errors: [] });
    },
    onFailed: (job: FileJob) => {
      const report = importReportSchema.safeParse(job.error?.data);
      const refused = report.success ? report.data.refused.map((refusal) => serverMessage(refusal, language)) : [];
      const fallback = job.error ? [serverMessage(job.error, language)] : [];
      finish({
        fileName: report.success ? report.data.file_name : (file?.name ?? ''),
        modified: 0,
        errors: refused.length > 0 ? refused : fallback,
      });
    },
  });

  async function pick(picked: File) {
    const current = ++attempt.current;
    setFile(picked);
    setView(null);
    try {
      const report = await dryRunImport(kind, idRestaurant, picked);
      if (current === attempt.current) setView(viewOf(report));
    } catch (error) {
      if (current !== attempt.current) return;
      setFile(null);
      toastError(error);
    }
  }

  async function apply() {
    if (!file) return;
    setStarting(true);
    try {
      run.start(await startImport(kind, idRestaurant, file));
    } catch (error) {
      toastError(error);
    } finally {
      setStarting(false);
    }
  }

  /** Closes the dry run; a running Apply goes on (its progress stays on the page). */
  function close() {
    if (run.running) {
      setFile(null);
      return;
    }
    attempt.current += 1;
    setFile(null);
    setView(null);
  }

  return {
    /** The dry run's dialog is open (a file picked and not closed). */
    open: file !== null,
    view,
    /** Apply's progress, while it runs. */
    applying: run.running || starting ? { percent: run.percent, resumed: run.resumed } : undefined,
    /** A job runs while the dialog is closed (closed, or started by an earlier visit). */
    runningInBackground: run.running && file === null,
    percent: run.percent,
    resumed: run.resumed,
    result,
    pick,
    apply,
    close,
    closeResult: () => setResult(null),
  };
}
