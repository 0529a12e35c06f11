// Test support: a minimal zip writer (stored entries, real CRC-32) for APK-shaped and plain zips.
// The web E2E suite writes its APK files with `apkBytes` too.
import { crc32 } from 'node:zlib';

interface EntryHeader {
  name: Buffer;
  size: number;
  crc: number;
}

type Field = [offset: number, width: 2 | 4, value: number];

/** A little-endian record of `size` bytes: each field is [offset, width in bytes, value]. */
function record(size: number, fields: Field[]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, offset);
    else bytes.writeUInt32LE(value, offset);
  }
  return bytes;
}

/**
 * The fields a local header and its central directory entry share (version needed, CRC, sizes,
 * name length), from `at`: 4 in the local header, 6 in the central one (after "version made by").
 */
const sharedFields = ({ name, size, crc }: EntryHeader, at: number): Field[] => [
  [at, 2, 20],
  [at + 10, 4, crc],
  [at + 14, 4, size],
  [at + 18, 4, size],
  [at + 22, 2, name.length],
];

/** A stored entry's local file header (its name follows it). */
const localHeader = (header: EntryHeader) => record(30, [[0, 4, 0x04034b50], ...sharedFields(header, 4)]);

/** A stored entry's central directory header, its local header at `offset`, then its name. */
const centralEntry = (header: EntryHeader, offset: number) =>
  Buffer.concat([
    record(46, [[0, 4, 0x02014b50], [4, 2, 20], ...sharedFields(header, 6), [42, 4, offset]]),
    header.name,
  ]);

/** The end-of-central-directory record of `count` entries. */
const endRecord = (count: number, directorySize: number, directoryOffset: number) =>
  record(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directorySize],
    [16, 4, directoryOffset],
  ]);

/** A zip of `entries` (name → content), stored entries only. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const header = { name: Buffer.from(name), size: data.length, crc: crc32(data) };
    const local = Buffer.concat([localHeader(header), header.name, data]);
    locals.push(local);
    centrals.push(centralEntry(header, offset));
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  return Buffer.concat([...locals, directory, endRecord(centrals.length, directory.length, offset)]);
}

/** An APK-shaped zip: AndroidManifest.xml, classes.dex and a resource. */
export const apkBytes = () =>
  zipOf({
    'AndroidManifest.xml': Buffer.from([3, 0, 8, 0, 1, 2, 3, 4]),
    'classes.dex': 'dex\n035\0',
    'res/values/strings.xml': '<resources/>',
  });

/**
 * An APK-shaped zip of about `bulkBytes`, generated chunk by chunk (never whole in memory): a
 * manifest entry, a stored `assets/bulk.bin` of `bulkBytes` zeros (CRC not computed: nothing here
 * decompresses), then the central directory. `manifest: false` makes it a plain zip.
 */
export async function* streamedApk(bulkBytes: number, options: { manifest?: boolean } = {}): AsyncGenerator<Buffer> {
  const head = zipOf(options.manifest === false ? { 'readme.txt': 'hello' } : { 'AndroidManifest.xml': 'manifest' });
  // The head's own entries, without its central directory and end record.
  const directoryStart = head.readUInt32LE(head.length - 6);
  const directorySize = head.readUInt32LE(head.length - 10);
  const headEntries = head.subarray(0, directoryStart);
  const headDirectory = head.subarray(directoryStart, directoryStart + directorySize);
  const bulk = { name: Buffer.from('assets/bulk.bin'), size: bulkBytes, crc: 0 };
  const local = localHeader(bulk);
  yield Buffer.concat([headEntries, local, bulk.name]);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = bulkBytes; left > 0; left -= chunk.length) {
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  const directory = Buffer.concat([headDirectory, centralEntry(bulk, headEntries.length)]);
  yield Buffer.concat([
    directory,
    endRecord(2, directory.length, headEntries.length + local.length + bulk.name.length + bulkBytes),
  ]);
}
