// Uploads: signed upload URLs for new files (named by the server and recorded in stored_files),
// receiving the bytes of a local upload (checked by content, never by name), and reading files.

import type { Readable } from 'node:stream';
import {
  allowedUploadExtensions,
  contentTypeOf,
  isAllowedUpload,
  type UploadTicket,
  uploadExtensionOf,
  uploadExtensions,
} from '@noren/domain/uploads';
import { AppError, notFound } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { isValidFileKey } from '../../storage/file-keys.ts';
import type { ModuleDeps } from '../module.ts';
import { ApkCheck } from './apk-stream.ts';
import { checkPendingUpload } from './ownership.ts';

export const fileTypeNotAllowed = () =>
  new AppError(400, 'FILE_TYPE_NOT_ALLOWED', { extensions: allowedUploadExtensions.join(', ') }, 'file_name');
export const uploadUrlInvalid = () => new AppError(403, 'UPLOAD_URL_EXPIRED');
export const invalidData = () => new AppError(400, 'INVALID_DATA', {}, 'file');

export function createUploadsService({ db, storage }: Pick<ModuleDeps, 'db' | 'storage'>) {
  /**
   * Stores the bytes of a pending upload: `write` stores them (or refuses) and says their size and
   * type. The row stays locked meanwhile, so two PUTs of one URL take turns: the second finds it
   * stored (a URL works once).
   */
  const storePending = (fileKey: string, write: () => Promise<{ size: number; contentType: string }>) =>
    inTransaction(db, async (trx) => {
      const row = await trx
        .selectFrom('stored_files')
        .select(['status'])
        .where('file_key', '=', fileKey)
        .forUpdate()
        .executeTakeFirst();
      if (row?.status !== 'pending') throw uploadUrlInvalid();
      const { size, contentType } = await write();
      await trx
        .updateTable('stored_files')
        .set({ status: 'stored', size_bytes: size, content_type: contentType })
        .where('file_key', '=', fileKey)
        .execute();
      return { file_key: fileKey, public_url: storage.publicUrl(fileKey) };
    });

  return {
    /** A signed URL for a new file of `fileName`'s type; the key is the server's, never the name. */
    async createTicket(input: {
      fileName: string;
      contentType?: string | undefined;
      idRestaurant: number | null;
    }): Promise<UploadTicket> {
      const extension = uploadExtensionOf(input.fileName);
      if (!extension) throw fileTypeNotAllowed();
      // APKs (up to 200 MB) are the platform's: only the superadmin's Upload App sends them.
      if (extension === 'apk' && input.idRestaurant !== null) throw fileTypeNotAllowed();
      const ticket = await storage.createUpload(input);
      await db
        .insertInto('stored_files')
        .values({
          file_key: ticket.file_key,
          id_restaurant: input.idRestaurant,
          original_name: input.fileName.slice(0, 255),
          content_type: ticket.content_type,
          status: 'pending',
        })
        .execute();
      return ticket;
    },

    /**
     * The bytes PUT to a local signed URL (signature already verified): refused with INVALID_DATA
     * unless they are what the key's extension claims; nothing is written then. A URL works once.
     */
    async receive(fileKey: string, bytes: Buffer): Promise<{ file_key: string; public_url: string | null }> {
      if (!isValidFileKey(fileKey)) throw notFound();
      if (!uploadExtensionOf(fileKey)) throw fileTypeNotAllowed();
      return storePending(fileKey, async () => {
        if (!isAllowedUpload(fileKey, bytes)) throw invalidData();
        const contentType = contentTypeOf(fileKey, bytes);
        await storage.write(fileKey, bytes, contentType);
        return { size: bytes.length, contentType };
      });
    },

    /**
     * An .apk PUT to a local signed URL (signature already verified), streamed to storage: at most
     * `maxBytes` (else 413 FILE_TOO_LARGE), and a real APK (else 400 INVALID_APK); a refused file
     * leaves nothing stored. The pending row stays locked while the bytes arrive (one PUT at a time).
     */
    async receiveApk(
      fileKey: string,
      body: Readable,
      maxBytes: number,
    ): Promise<{ file_key: string; public_url: string | null }> {
      if (!isValidFileKey(fileKey)) throw notFound();
      if (uploadExtensionOf(fileKey) !== 'apk') throw fileTypeNotAllowed();
      return storePending(fileKey, async () => {
        const check = new ApkCheck(maxBytes);
        // A client that goes away mid-upload ends the write (and so stores nothing) too.
        body.once('error', (error) => check.destroy(error));
        body.once('close', () => {
          if (!body.readableEnded) check.destroy(new Error('upload aborted by the client'));
        });
        // Once refused, the client's remaining bytes are read and dropped (the answer goes out
        // at once; the connection stays usable); a kept listener: later writes may error again.
        check.on('error', () => {
          body.unpipe(check);
          body.resume();
        });
        const contentType = uploadExtensions.apk.contentType;
        try {
          await storage.writeStream(fileKey, body.pipe(check), contentType);
        } catch (error) {
          // Make sure no part of the file stays.
          await storage.remove(fileKey).catch(() => undefined);
          throw error;
        }
        return { size: check.size, contentType };
      });
    },

    /** A stored file and the type its bytes show, or null. */
    async read(fileKey: string): Promise<{ bytes: Buffer; contentType: string } | null> {
      if (!isValidFileKey(fileKey)) return null;
      const bytes = await storage.read(fileKey);
      return bytes ? { bytes, contentType: contentTypeOf(fileKey, bytes) } : null;
    },

    /**
     * Stricter than `assertFilesUsable` (ownership.ts, what entities use): the key must be recorded
     * as an upload of this restaurant (or of the platform, for a superadmin). Meant for files the
     * server reads itself (imports); no caller yet. A pending file gets the same byte check.
     */
    async confirm(fileKey: string, idRestaurant: number | null): Promise<void> {
      const row = await db
        .selectFrom('stored_files')
        .select(['status', 'id_restaurant'])
        .where('file_key', '=', fileKey)
        .executeTakeFirst();
      if (!row || row.id_restaurant !== idRestaurant) throw invalidData();
      if (row.status === 'pending') await checkPendingUpload(db, storage, fileKey, 'file');
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
