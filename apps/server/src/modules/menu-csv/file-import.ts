// The bulk-insert route of the catalogue files (the menu CSV here, the category and sub-category
// files in category-files/), one shape for all: the body is the file's raw bytes (a rawFileScope),
// `mode=dry_run` answers what the file would change and writes nothing, `mode=apply` writes every
// row or none and answers its report with the "{n} … modified" toast as the message, and
// `mode=apply&job=1` runs that apply as a file job, answering the job at once.
import { idParam, rawText } from '@noren/domain/zod-blocks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { restaurantOf } from '../../plugins/access.ts';
import { fileBytes } from '../file-jobs/raw-file-scope.ts';
import { type FileJobKind, type FileJobProgress, startFileJob } from '../file-jobs/runner.ts';

/** The import's query; the file's name (quoted in the refusals) falls back to `defaultFileName`. */
export const fileImportQuery = (defaultFileName: string) =>
  z.object({
    id_restaurant: idParam.optional(),
    file_name: rawText(255).default(defaultFileName),
    mode: z.enum(['dry_run', 'apply']).default('dry_run'),
    job: z.enum(['0', '1']).optional(),
  });

/**
 * What a dry run answers and an apply answers again once written (the contract in README.md):
 * the rows to create and to update (with their changes), how many change nothing, the refusals.
 */
export interface FileImportReport<Encoding, Created, Updated, Refused> {
  mode: 'dry_run' | 'apply';
  file_name: string;
  encoding: Encoding | null;
  total_rows: number;
  /** 2: the file cannot be read (encoding, header); 1: rows refused; 0: none. */
  error_code: 0 | 1 | 2;
  create: Created[];
  update: Updated[];
  unchanged: number;
  refused: Refused[];
  success_message: string[];
  count_modified: number;
}

/** One kind of catalogue file, as its service reads and writes it. */
export interface FileImport {
  /** The file job an apply with `job=1` runs as. */
  jobKind: FileJobKind;
  dryRun(idRestaurant: number, bytes: Buffer, fileName: string): Promise<unknown>;
  apply(
    idRestaurant: number,
    bytes: Buffer,
    fileName: string,
    progress?: FileJobProgress,
  ): Promise<{ count_modified: number }>;
  /** The toast of an apply that changed `count` rows, in both languages. */
  modifiedText(count: number): { en: string; jp: string };
}

interface FileImportInput {
  query: z.output<ReturnType<typeof fileImportQuery>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The handler of a bulk-insert route for `file`. */
export const fileImportHandler =
  (db: Db, file: FileImport) =>
  async ({ query, request, reply }: FileImportInput) => {
    const idRestaurant = restaurantOf(request, query.id_restaurant);
    const bytes = fileBytes(request.body);
    if (query.mode === 'dry_run') return file.dryRun(idRestaurant, bytes, query.file_name);
    if (query.job === '1') {
      return startFileJob({ db, restaurantId: idRestaurant, kind: file.jobKind }, (progress) =>
        file.apply(idRestaurant, bytes, query.file_name, progress),
      );
    }
    const report = await file.apply(idRestaurant, bytes, query.file_name);
    const text = file.modifiedText(report.count_modified);
    return reply.send({ status: 200, data: report, message: text.en, message_jp: text.jp });
  };
