// Keys of stored files: `<folder>/<uuid>.<ext>`, folder `r<id_restaurant>` or `platform`. Made by
// the server only; the client's file name contributes nothing but an allowed extension.
import { randomUUID } from 'node:crypto';
import { uploadExtensionOf, uploadExtensions } from '@noren/domain/uploads';

const keyPattern = /^[a-z0-9-]+\/[A-Za-z0-9-]+\.[a-z0-9]{1,5}$/;

/** A key in the server's shape: one safe folder, one safe name (no `..`, no slashes, no dots). */
export function isValidFileKey(fileKey: string): boolean {
  return keyPattern.test(fileKey) && !fileKey.includes('..');
}

export function newFileKey(fileName: string, idRestaurant: number | null): string {
  const folder = idRestaurant === null ? 'platform' : `r${idRestaurant}`;
  return `${folder}/${randomUUID()}.${uploadExtensionOf(fileName) ?? 'bin'}`;
}

// A type S3 will serve the file with: a plain `type/subtype`, never one a browser would run.
const safeType =
  /^(image\/(jpeg|png|webp|gif)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/[\w.+-]+|text\/(csv|plain))$/i;
const scriptable = /(html|xml|javascript|ecmascript|svg|x-sh|x-httpd)/i;

/** The client's content type when it is harmless, else the one of the file name's extension. */
export function uploadContentType(fileName: string, given: string | undefined): string {
  const type = given?.split(';')[0]?.trim();
  if (type && safeType.test(type) && !scriptable.test(type)) return type.toLowerCase();
  const extension = uploadExtensionOf(fileName);
  return extension ? uploadExtensions[extension].contentType : 'application/octet-stream';
}
