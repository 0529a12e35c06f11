// Reads an image zip defensively. Entry names are taken as bytes (yauzl decodeStrings:false) and
// decoded here: UTF-8 when the entry says so (flag bit 11, or an Info-ZIP Unicode Path field),
// else UTF-8 when the bytes are valid UTF-8, else cp932 (Japanese Windows' Explorer writes names
// in Shift_JIS). Refused before anything is inflated: more than `maxEntries` entries, a name that
// climbs out of the folder (.., an absolute path, a backslash, a drive letter, a NUL), a symbolic
// link (Unix mode in the external attributes), an encrypted entry, declared sizes over the limit.
// Refused while inflating, counting the bytes that really come out (headers can lie): an entry
// over `maxEntryBytes`, all entries over `maxUnpackedBytes`, and an image name whose bytes are
// not that image (by its first bytes).
import type { Readable } from 'node:stream';
import { detectFileKind, fileExtension, type ImageKind } from '@noren/domain/uploads';
import iconv from 'iconv-lite';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { zipRefusals } from './refusals.ts';

export const zipLimits = {
  maxEntries: 2_000,
  maxUnpackedBytes: 500 * 1024 * 1024,
  maxEntryBytes: 50 * 1024 * 1024,
};

const imageExtensions: Readonly<Record<string, ImageKind>> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** An entry's name as its writer meant it. */
export function entryName(raw: Buffer, flags: number, extraFields: readonly { id: number; data: Buffer }[]): string {
  const unicodePath = extraFields.find((field) => field.id === 0x7075 && field.data.length >= 6 && field.data[0] === 1);
  if (unicodePath) return unicodePath.data.subarray(5).toString('utf8');
  if ((flags & 0x800) !== 0) return raw.toString('utf8');
  try {
    return strictUtf8.decode(raw);
  } catch {
    return iconv.decode(raw, 'cp932');
  }
}

/** Whether a name stays inside the zip's folder once extracted. */
export function isSafeEntryName(name: string): boolean {
  if (name.length === 0 || name.includes('\\') || name.includes('\0')) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..');
}

const isSymlink = (entry: Entry) => ((entry.externalFileAttributes >>> 16) & 0o170000) === 0o120000;

/** Files a Mac or Windows adds to a zip on its own: never images of the catalogue. */
const isSystemFile = (name: string) =>
  name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name) || /(^|\/)(\.DS_Store|Thumbs\.db|desktop\.ini)$/i.test(name);

export interface ZipImageEntry {
  /** The entry's full name in the zip. */
  entry: string;
  /** The file name without folder and extension: the code it is matched by. */
  stem: string;
  kind: ImageKind;
}

export interface ScanOptions {
  /** Only entries under this folder of the zip (the spec's path_extract); all when empty. */
  pathExtract?: string | undefined;
  /** Whether an image of this stem is wanted; only wanted images are read whole and prepared. */
  isWanted(stem: string): boolean;
  /** Turns a wanted image's bytes into what the caller keeps (a compressed JPEG). */
  prepare(image: ZipImageEntry, bytes: Buffer): Promise<Buffer>;
  progress?(done: number, total: number): void;
}

export interface ScanResult {
  prepared: (ZipImageEntry & { bytes: Buffer })[];
  /** Stems of the images no row wanted, in zip order, once each. */
  notWanted: string[];
}

function open(zip: Buffer, fileName: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      zip,
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: false },
      (error, zipfile) => (error || !zipfile ? reject(zipRefusals.damaged(fileName)) : resolve(zipfile)),
    );
  });
}

/** Every entry of the central directory, before anything is inflated. */
function entriesOf(zipfile: ZipFile, fileName: string): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zipfile.on('entry', (entry: Entry) => {
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.once('end', () => resolve(entries));
    zipfile.once('error', () => reject(zipRefusals.damaged(fileName)));
    zipfile.readEntry();
  });
}

function streamOf(zipfile: ZipFile, entry: Entry, name: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zipfile.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(zipRefusals.brokenImage(name)) : resolve(stream),
    );
  });
}

/**
 * Inflates one entry, counting what really comes out against both limits; answers its bytes when
 * `keep`, else only checks its first bytes are `kind`.
 */
async function inflate(
  stream: Readable,
  image: ZipImageEntry,
  keep: boolean,
  unpacked: { bytes: number },
): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let head: Buffer | null = null;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      unpacked.bytes += chunk.length;
      if (unpacked.bytes > zipLimits.maxUnpackedBytes) {
        throw zipRefusals.tooLargeUnpacked(image.entry, zipLimits.maxUnpackedBytes / 1_048_576);
      }
      if (size > zipLimits.maxEntryBytes)
        throw zipRefusals.entryTooLarge(image.entry, zipLimits.maxEntryBytes / 1_048_576);
      if (!head) {
        head = chunk;
        if (head.length >= 12 && detectFileKind(head) !== image.kind) throw zipRefusals.notImage(image.entry);
      }
      if (keep) chunks.push(chunk);
    }
  } catch (error) {
    stream.destroy();
    if (error instanceof Error && error.name === 'FileRefusal') throw error;
    throw zipRefusals.brokenImage(image.entry);
  }
  const whole = keep ? Buffer.concat(chunks) : (head ?? Buffer.alloc(0));
  if (detectFileKind(whole) !== image.kind) throw zipRefusals.notImage(image.entry);
  return keep ? whole : null;
}

function folderOf(pathExtract: string | undefined): string {
  const folder = (pathExtract ?? '')
    .trim()
    .replace(/^\.?\/+/, '')
    .replace(/\/+$/, '');
  return folder ? `${folder}/` : '';
}

/**
 * Checks every entry of the zip and prepares the wanted images. Throws a FileRefusal naming the
 * file or entry at the first problem; nothing is written here in any case.
 */
export async function scanImageZip(zip: Buffer, fileName: string, options: ScanOptions): Promise<ScanResult> {
  const zipfile = await open(zip, fileName);
  try {
    return await scanOpened(zipfile, fileName, options);
  } finally {
    zipfile.close();
  }
}

async function scanOpened(zipfile: ZipFile, fileName: string, options: ScanOptions): Promise<ScanResult> {
  if (zipfile.entryCount > zipLimits.maxEntries) {
    throw zipRefusals.tooManyEntries(zipfile.entryCount, zipLimits.maxEntries);
  }
  const entries = await entriesOf(zipfile, fileName);
  if (entries.length > zipLimits.maxEntries) throw zipRefusals.tooManyEntries(entries.length, zipLimits.maxEntries);
  const named = entries.map((entry) => ({
    entry,
    name: entryName(entry.fileName as unknown as Buffer, entry.generalPurposeBitFlag, entry.extraFields),
  }));
  // Names and kinds first: one bad entry refuses the zip before a byte is inflated.
  let declared = 0;
  for (const { entry, name } of named) {
    if (!isSafeEntryName(name)) throw zipRefusals.unsafePath(name);
    if (isSymlink(entry)) throw zipRefusals.symlink(name);
    if (entry.isEncrypted()) throw zipRefusals.encrypted(name);
    declared += entry.uncompressedSize;
  }
  if (declared > zipLimits.maxUnpackedBytes) {
    throw zipRefusals.tooLargeUnpacked(named.at(-1)?.name ?? fileName, zipLimits.maxUnpackedBytes / 1_048_576);
  }
  const folder = folderOf(options.pathExtract);
  const unpacked = { bytes: 0 };
  const prepared: ScanResult['prepared'] = [];
  const notWanted: string[] = [];
  const seen = new Map<string, string>();
  for (const [index, { entry, name }] of named.entries()) {
    options.progress?.(index, named.length);
    const extension = fileExtension(name);
    const kind = extension === null ? undefined : imageExtensions[extension];
    if (name.endsWith('/') || !kind || isSystemFile(name) || !name.startsWith(folder)) continue;
    const base = name.slice(name.lastIndexOf('/') + 1);
    const stem = base.slice(0, base.lastIndexOf('.')).normalize('NFKC').trim();
    const earlier = seen.get(stem);
    if (earlier !== undefined) throw zipRefusals.sameCode(name, earlier, stem);
    seen.set(stem, name);
    const image = { entry: name, stem, kind };
    const wanted = options.isWanted(stem);
    const bytes = await inflate(await streamOf(zipfile, entry, name), image, wanted, unpacked);
    if (bytes) prepared.push({ ...image, bytes: await options.prepare(image, bytes) });
    else notWanted.push(stem);
  }
  options.progress?.(named.length, named.length);
  return { prepared, notWanted };
}
