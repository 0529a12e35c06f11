// Streamed .apk uploads (issue 9): the bytes pass through on their way to storage; this keeps only
// the first bytes and the last few MB, counts the size against the APK limit, and at the end
// checks the file is a real APK (a zip whose central directory holds AndroidManifest.xml). Any
// refusal errors the stream, so storage discards what it had written.
// An .apk PUT straight to S3 never passes through the server: `checkLinkedApk` runs the same check
// when the version is published, on two ranged reads of the stored object (its head and its tail).
import { Transform, type TransformCallback } from 'node:stream';
import { apkTailBytes, isApkArchive, uploadExtensions } from '@noren/domain/uploads';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../storage/storage.ts';

const zipLocalHeader = 0x04034b50;

export const apkTooLarge = (maxBytes: number) =>
  new AppError(413, 'FILE_TOO_LARGE', { max: Math.round((maxBytes / 1_048_576) * 10) / 10 }, 'file');
export const invalidApk = () => new AppError(400, 'INVALID_APK', {}, 'file');

export class ApkCheck extends Transform {
  #size = 0;
  #head = Buffer.alloc(0);
  #tail: Buffer[] = [];
  #tailBytes = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get size(): number {
    return this.#size;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#size += chunk.length;
    if (this.#size > this.maxBytes) {
      callback(apkTooLarge(this.maxBytes));
      return;
    }
    if (this.#head.length < 4) this.#head = Buffer.concat([this.#head, chunk.subarray(0, 4 - this.#head.length)]);
    if (this.#head.length >= 4 && this.#head.readUInt32LE(0) !== zipLocalHeader) {
      // Not even a zip: refuse before storing another byte.
      callback(invalidApk());
      return;
    }
    this.#tail.push(chunk);
    this.#tailBytes += chunk.length;
    // Drop whole chunks that lie entirely before the last apkTailBytes.
    while (this.#tail.length > 1 && this.#tailBytes - (this.#tail[0]?.length ?? 0) >= apkTailBytes) {
      this.#tailBytes -= this.#tail.shift()?.length ?? 0;
    }
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    const tail = Buffer.concat(this.#tail);
    this.#tail = [];
    callback(isApkArchive(this.#head, tail, this.#size - tail.length) ? null : invalidApk());
  }
}

/** Whether a stored file is a real APK, read as two ranges: its first 4 bytes and its last apkTailBytes. */
export async function isStoredApk(storage: Storage, fileKey: string): Promise<{ ok: boolean; size: number | null }> {
  const size = await storage.size(fileKey);
  if (size === null) return { ok: false, size };
  const tailStart = Math.max(0, size - apkTailBytes);
  const head = await storage.readRange(fileKey, 0, 4);
  if (!head || head.length < 4 || head.readUInt32LE(0) !== zipLocalHeader) return { ok: false, size };
  const tail = await storage.readRange(fileKey, tailStart, size);
  return { ok: tail !== null && isApkArchive(head, tail, tailStart), size };
}

/** The key of an .apk the link names, when the link is the public URL storage gives for it. */
export function apkKeyOfLink(storage: Storage, link: string): string | null {
  const key = /[a-z0-9-]+\/[A-Za-z0-9-]+\.apk$/.exec(link)?.[0];
  return key !== undefined && storage.publicUrl(key) === link ? key : null;
}

/**
 * Publishing a version whose link names a still pending .apk upload (the S3 driver: the browser PUT
 * it to the bucket): the stored object must be a real APK, else it is removed and the call refused
 * with 400 INVALID_APK naming `file`; the row stays pending, as with any pending upload that fails
 * its check (docs/decisions.md). A passing file is marked stored. Run it in the publishing
 * transaction: the row is locked while its bytes are read.
 */
export async function checkLinkedApk(executor: Db, storage: Storage, link: string): Promise<void> {
  const fileKey = apkKeyOfLink(storage, link);
  if (fileKey === null) return;
  const pendingRow = executor
    .selectFrom('stored_files')
    .select('file_key')
    .where('file_key', '=', fileKey)
    .where('status', '=', 'pending');
  // Locked: two publications of one upload take turns, the second finds it stored.
  if (!(await pendingRow.forUpdate().executeTakeFirst())) return;
  const { ok, size } = await isStoredApk(storage, fileKey);
  if (!ok || size === null) {
    await storage.remove(fileKey);
    throw invalidApk();
  }
  await executor
    .updateTable('stored_files')
    .set({ status: 'stored', size_bytes: size, content_type: uploadExtensions.apk.contentType })
    .where('file_key', '=', fileKey)
    .execute();
}
