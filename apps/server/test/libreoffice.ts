// A real spreadsheet reader for the exports' tests: LibreOffice headless converts .xlsx files to
// CSV (UTF-8, text cells quoted), read back with the domain's CSV reader. Each call has its own
// user profile, so parallel test files never share LibreOffice's lock.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { parseCsv } from '@noren/domain/files/csv';

/** Converts `files` (.xlsx in `folder`) to CSV beside them; answers each file's rows by its CSV name. */
export async function libreOfficeCsv(
  folder: string,
  files: string[],
): Promise<(csvName: string) => Promise<string[][]>> {
  await promisify(execFile)(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(os.tmpdir(), `noren-lo-${randomUUID()}`)}`,
      '--headless',
      '--convert-to',
      'csv:Text - txt - csv (StarCalc):44,34,76,1',
      '--outdir',
      folder,
      ...files,
    ],
    { timeout: 120_000 },
  );
  return async (csvName) => {
    const parsed = parseCsv(await fs.readFile(path.join(folder, csvName), 'utf8'));
    if (!parsed.ok) throw new Error(`LibreOffice wrote an unreadable CSV: ${parsed.error.code}`);
    return parsed.value;
  };
}
