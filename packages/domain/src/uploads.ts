// Uploads: which files may be uploaded and how their bytes are recognised. The server refuses a
// file whose bytes do not match its extension (spec 1 §5: image fields must be image files, else
// 不正データ), and the web image field runs the same check before compressing.
import { z } from 'zod';
import { text } from './zod-blocks.ts';

/** What the first bytes of a file say it is. `text` = no NUL byte at all; `unknown` = anything else. */
export type FileKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'zip' | 'ole' | 'mp3' | 'mp4' | 'text' | 'unknown';

export const imageKinds = ['jpeg', 'png', 'webp', 'gif'] as const satisfies readonly FileKind[];
export type ImageKind = (typeof imageKinds)[number];

/**
 * Extensions the API accepts (spec 1 §5 and 2 §5 "Allowed uploads": .csv, .xls, .zip images, .apk;
 * plus images, .xlsx, .txt and the signage media: mp3 ring sound, mp4/mov call screen), each with
 * the byte kinds that may stand behind it and the content type it is served with.
 */
export const uploadExtensions = {
  jpg: { kinds: ['jpeg'], contentType: 'image/jpeg' },
  jpeg: { kinds: ['jpeg'], contentType: 'image/jpeg' },
  png: { kinds: ['png'], contentType: 'image/png' },
  webp: { kinds: ['webp'], contentType: 'image/webp' },
  gif: { kinds: ['gif'], contentType: 'image/gif' },
  zip: { kinds: ['zip'], contentType: 'application/zip' },
  xlsx: { kinds: ['zip'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  apk: { kinds: ['zip'], contentType: 'application/vnd.android.package-archive' },
  xls: { kinds: ['ole'], contentType: 'application/vnd.ms-excel' },
  csv: { kinds: ['text'], contentType: 'text/csv' },
  txt: { kinds: ['text'], contentType: 'text/plain' },
  mp3: { kinds: ['mp3'], contentType: 'audio/mpeg' },
  mp4: { kinds: ['mp4'], contentType: 'video/mp4' },
  mov: { kinds: ['mp4'], contentType: 'video/quicktime' },
} as const satisfies Record<string, { kinds: readonly FileKind[]; contentType: string }>;

export type UploadExtension = keyof typeof uploadExtensions;
export const allowedUploadExtensions = Object.keys(uploadExtensions) as UploadExtension[];
export const imageUploadExtensions = [
  'jpg',
  'jpeg',
  'png',
  'webp',
  'gif',
] as const satisfies readonly UploadExtension[];

/** Content types of the byte kinds that identify a file on their own (no extension needed). */
export const kindContentTypes: Readonly<Record<FileKind, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  zip: 'application/zip',
  ole: 'application/vnd.ms-excel',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  text: 'text/plain',
  unknown: 'application/octet-stream',
};

/** Spec 2 §5 / §9: images are sent as JPEG of at most 1.5 MB, 400 px wide. */
export const imageUploadLimits = { maxSizeMB: 1.5, width: 400, fileType: 'image/jpeg' } as const;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * An ID3v2 tag header (what most MP3 files start with): 'ID3', a major version 2 to 4, a revision
 * that is not 0xFF, and a size in four "syncsafe" bytes (each below 0x80). 'ID3' followed by
 * anything else is some other file that happens to start with those letters.
 */
function isId3Header(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ID3'))) return false;
  const [major = 0, revision = 0xff] = [bytes[3], bytes[4]];
  if (major < 2 || major > 4 || revision === 0xff) return false;
  // Only the leading bytes may be at hand (a browser reads a slice): check the size bytes present.
  return [6, 7, 8, 9].every((index) => (bytes[index] ?? 0) < 0x80);
}

/**
 * An MPEG audio frame header (an MP3 without a tag): the frame sync (11 set bits), a version that
 * is not "reserved" (01), a layer that is not "reserved" (00), a bitrate index that is not "bad"
 * (1111) and a sample-rate index that is not "reserved" (11). AAC (ADTS, layer 00) and random
 * bytes that merely start with 0xFF are not MP3.
 */
function isMpegAudioFrameHeader(bytes: Uint8Array): boolean {
  const [first, second, third] = [bytes[0], bytes[1], bytes[2]];
  if (first !== 0xff || second === undefined || third === undefined) return false;
  if ((second & 0xe0) !== 0xe0) return false;
  const version = (second >> 3) & 0x03;
  const layer = (second >> 1) & 0x03;
  const bitrate = (third >> 4) & 0x0f;
  const sampleRate = (third >> 2) & 0x03;
  return version !== 0x01 && layer !== 0x00 && bitrate !== 0x0f && sampleRate !== 0x03;
}

/** Recognises a file by its leading bytes (magic numbers), never by its name. */
export function detectFileKind(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  // Local file header, or the end record of an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  // OLE2 compound document: the legacy .xls container.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (isId3Header(bytes) || isMpegAudioFrameHeader(bytes)) return 'mp3';
  if (bytes.length > 0 && !bytes.includes(0)) return 'text';
  return 'unknown';
}

export function isImageKind(kind: FileKind): kind is ImageKind {
  return (imageKinds as readonly FileKind[]).includes(kind);
}

/** `Menu Photo.JPG` → `jpg`; no extension (or a dot file) → null. */
export function fileExtension(fileName: string): string | null {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const match = /.\.([A-Za-z0-9]{1,10})$/.exec(base);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isAllowedExtension(extension: string | null): extension is UploadExtension {
  return extension !== null && Object.hasOwn(uploadExtensions, extension);
}

/** The allowed extension of a file name, or null when its type may not be uploaded. */
export function uploadExtensionOf(fileName: string): UploadExtension | null {
  const extension = fileExtension(fileName);
  return isAllowedExtension(extension) ? extension : null;
}

/** Whether a file name or key names a picture (jpg, jpeg, png, webp, gif): what image fields take. */
export function isImageFileName(fileName: string): boolean {
  const extension = fileExtension(fileName);
  return (imageUploadExtensions as readonly string[]).includes(extension ?? '');
}

/** True when the name's extension is allowed and the bytes are what that extension claims. */
export function isAllowedUpload(fileName: string, bytes: Uint8Array): boolean {
  const extension = uploadExtensionOf(fileName);
  if (!extension) return false;
  const expected: readonly FileKind[] = uploadExtensions[extension].kinds;
  const kind = detectFileKind(bytes);
  if (expected.includes(kind)) return true;
  // A text file is recognised by having no NUL byte; a CSV could happen to begin like an MP3 frame.
  return expected.includes('text') && bytes.length > 0 && !bytes.includes(0);
}

/** The content type to serve a stored file with: from its bytes, refined by its (checked) extension. */
export function contentTypeOf(fileName: string, bytes: Uint8Array): string {
  const kind = detectFileKind(bytes);
  if (isImageKind(kind)) return kindContentTypes[kind];
  const extension = uploadExtensionOf(fileName);
  if (extension && isAllowedUpload(fileName, bytes)) {
    // No charset on text: restaurant CSV files are as often Shift_JIS (Excel) as UTF-8.
    return uploadExtensions[extension].contentType;
  }
  return kind === 'text' ? 'application/octet-stream' : kindContentTypes[kind];
}

/** POST restaurant/upload/put-url and restaurant/generate-presigned-url. */
export const uploadUrlRequestSchema = z.object({
  /** Kept as the stored file's original name: clean text (a NUL once made this a 500). */
  file_name: text(255, { min: 1 }),
  content_type: text(255).optional(),
});
export type UploadUrlRequest = z.infer<typeof uploadUrlRequestSchema>;

export const uploadTicketSchema = z.object({
  /** Where to PUT the bytes: a signed, expiring URL (relative to the API origin for the local driver). */
  url: z.string(),
  /** What an entity stores (image_name, banner_name, ...). */
  file_key: z.string(),
  public_url: z.string(),
  expires_at: z.string(),
  /** The Content-Type header to PUT with (the S3 driver signs it). */
  content_type: z.string(),
});
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** Spec 1 §5 / issue 9: how much of an APK's end the server keeps to read its central directory. */
export const apkTailBytes = 4 * 1024 * 1024;

const readU16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const readU32 = (bytes: Uint8Array, at: number) => (readU16(bytes, at) + readU16(bytes, at + 2) * 0x10000) >>> 0;

/**
 * The entry names of a zip's central directory, read from the END of the file only: `tail` is the
 * file's last bytes and `tailStart` where they begin in the file. Null when the end record or the
 * directory is missing, damaged or outside `tail` (zip64 archives are not read: an APK is < 4 GB).
 */
export function zipEntryNames(tail: Uint8Array, tailStart: number): string[] | null {
  // The end-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes.
  const lowest = Math.max(0, tail.length - 22 - 0xffff);
  let end = -1;
  for (let at = tail.length - 22; at >= lowest; at -= 1) {
    if (readU32(tail, at) === 0x06054b50 && at + 22 + readU16(tail, at + 20) === tail.length) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = readU16(tail, end + 10);
  const size = readU32(tail, end + 12);
  const offset = readU32(tail, end + 16);
  const start = offset - tailStart;
  if (start < 0 || start + size > end) return null;
  const names: string[] = [];
  const decoder = new TextDecoder();
  let at = start;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || readU32(tail, at) !== 0x02014b50) return null;
    const nameLength = readU16(tail, at + 28);
    const next = at + 46 + nameLength + readU16(tail, at + 30) + readU16(tail, at + 32);
    if (next > end) return null;
    names.push(decoder.decode(tail.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/**
 * A real APK: starts with a zip local file header and its central directory (read from the end)
 * holds `AndroidManifest.xml`. A zip renamed .apk, or anything else, is not.
 */
export function isApkArchive(head: Uint8Array, tail: Uint8Array, tailStart: number): boolean {
  if (readU32(head, 0) !== 0x04034b50) return false;
  return zipEntryNames(tail, tailStart)?.includes('AndroidManifest.xml') ?? false;
}
