// Local-disk storage: files under DATA_DIR/files, uploads through signed, expiring PUT URLs
// served by the API itself (the uploads module verifies the signature and the bytes).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isValidFileKey, newFileKey, uploadContentType } from './file-keys.ts';
import type { Storage, UploadTicket } from './storage.ts';

export { isValidFileKey } from './file-keys.ts';

export interface LocalStorageOptions {
  root: string;
  secret: Buffer;
  uploadTtlMs?: number;
}

export function createLocalStorage(options: LocalStorageOptions): Storage & {
  verifyUploadSignature(fileKey: string, expires: number, signature: string): boolean;
} {
  const ttl = options.uploadTtlMs ?? 15 * 60_000;
  const sign = (fileKey: string, expires: number) =>
    createHmac('sha256', options.secret).update(`${fileKey}:${expires}`).digest('base64url');
  const filePath = (fileKey: string) => {
    if (!isValidFileKey(fileKey)) throw new Error(`invalid file key ${fileKey}`);
    return path.join(options.root, fileKey);
  };

  return {
    driver: 'local',
    async createUpload({ fileName, idRestaurant, contentType }): Promise<UploadTicket> {
      const fileKey = newFileKey(fileName, idRestaurant);
      const expires = Date.now() + ttl;
      const signature = sign(fileKey, expires);
      return {
        url: `/api/files/upload/${fileKey}?expires=${expires}&signature=${signature}`,
        file_key: fileKey,
        public_url: `/api/files/${fileKey}`,
        expires_at: new Date(expires).toISOString(),
        content_type: uploadContentType(fileName, contentType),
      };
    },
    verifyUploadSignature(fileKey, expires, signature) {
      if (!Number.isFinite(expires) || expires < Date.now()) return false;
      const expected = Buffer.from(sign(fileKey, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    publicUrl(fileKey) {
      return fileKey ? `/api/files/${fileKey}` : null;
    },
    async read(fileKey) {
      if (!isValidFileKey(fileKey)) return null;
      try {
        return await fs.readFile(filePath(fileKey));
      } catch {
        return null;
      }
    },
    async size(fileKey) {
      if (!isValidFileKey(fileKey)) return null;
      try {
        return (await fs.stat(filePath(fileKey))).size;
      } catch {
        return null;
      }
    },
    async readRange(fileKey, start, endExclusive) {
      if (!isValidFileKey(fileKey)) return null;
      let file: fs.FileHandle;
      try {
        file = await fs.open(filePath(fileKey), 'r');
      } catch {
        return null;
      }
      try {
        const bytes = Buffer.alloc(Math.max(0, endExclusive - start));
        const { bytesRead } = await file.read(bytes, 0, bytes.length, start);
        return bytes.subarray(0, bytesRead);
      } finally {
        await file.close();
      }
    },
    async write(fileKey, bytes) {
      const target = filePath(fileKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, target);
    },
    async writeStream(fileKey, stream) {
      const target = filePath(fileKey);
      await fs.mkdir(path.dirname(target), { recursive: true });
      // In the storage folder itself, so the rename is atomic (same file system).
      const temporary = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await pipeline(stream, createWriteStream(temporary));
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(fileKey) {
      await fs.rm(filePath(fileKey), { force: true });
    },
  };
}
