// App versions (Android ordering app and printing app) and the APK file-name rule of spec 1 §5.
import { z } from 'zod';
import type { MessageCode } from './messages.ts';
import { digitsToNumber, integer, maxInt4, text } from './zod-blocks.ts';

export const appKinds = ['app', 'tablet'] as const;
export type AppKind = (typeof appKinds)[number];

export const appVersionSchema = z.object({
  id: z.number().int(),
  version_name: z.string(),
  version_code: z.number().int(),
  note: z.string(),
  link: z.string(),
  create_at: z.string(),
});
export type AppVersion = z.infer<typeof appVersionSchema>;

export const createAppVersionSchema = z.object({
  version_name: text(50, { min: 1 }),
  /** A number, or its digits as the upload form sent them; an int4 column. */
  version_code: z.preprocess(digitsToNumber, integer(1, maxInt4)),
  note: text(2000, { min: 1, multiline: true }),
  link: text(2000, { min: 1 }),
  /**
   * The uploaded APK's original name (optional; the Upload App screen sends it): the server then
   * checks version_name and version_code against parseApkFileName of it and the latest code.
   */
  file_name: text(255, { min: 1 }).optional(),
});
export type CreateAppVersionInput = z.infer<typeof createAppVersionSchema>;

export type ApkNameResult = { ok: true; version_code: number; version_name: string } | { ok: false; code: MessageCode };

/**
 * `noren_12_1.4.0.apk` → code 12, name 1.4.0. The code must be numeric and greater than
 * the latest existing code.
 */
export function parseApkFileName(fileName: string, latestCode: number | null): ApkNameResult {
  if (!fileName.toLowerCase().endsWith('.apk')) return { ok: false, code: 'INVALID_APK' };
  const parts = fileName.split('_');
  const codeText = parts[1] ?? '';
  const versionName = (parts[2] ?? '').replace(/\.apk$/i, '');
  if (!versionName) return { ok: false, code: 'VERSION_NAME_INCORRECT' };
  const code = Number(codeText);
  if (!/^\d{1,9}$/.test(codeText) || code <= 0) return { ok: false, code: 'VERSION_CODE_INCORRECT' };
  if (latestCode !== null && code <= latestCode) return { ok: false, code: 'VERSION_CODE_INCORRECT' };
  return { ok: true, version_code: code, version_name: versionName };
}
