// Streamed .apk uploads (issue 9): the bytes pass through on their way to storage; this keeps only
// the first bytes and the last few MB, counts the size against the APK limit, and at the end
// checks the file is a real APK (a zip whose central directory holds AndroidManifest.xml). Any
// refusal errors the stream, so storage discards what it had written.
import { Transform, type TransformCallback } from 'node:stream';
import { apkTailBytes, isApkArchive } from '@noren/domain/uploads';
import { AppError } from '../../lib/errors.ts';

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
