// A small zip writer for the image-zip tests and the demo zip (yazl is not installed): stored or
// deflated entries, names as given bytes (cp932) or UTF-8 with flag bit 11, Unix modes (a
// symbolic link), and — for the hostile archives of the tests — sizes that lie and entries made
// of already deflated bytes (a zip bomb inflates from a few kilobytes).
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipWriterEntry {
  /** A string is written as UTF-8 with the UTF-8 flag; a Buffer as is, without it (cp932 names). */
  name: string | Buffer;
  data?: Buffer | string;
  /** Deflate `data` (default true). */
  deflate?: boolean;
  /** Already deflated bytes, with the size and CRC of what they inflate to. */
  raw?: { deflated: Buffer; size: number; crc: number };
  /** A Unix mode (e.g. 0o120777 for a symbolic link): written as made on Unix. */
  unixMode?: number;
  /** The uncompressed size the headers claim, when it should lie. */
  declaredSize?: number;
}

type Field = [offset: number, width: 2 | 4, value: number];

function record(size: number, fields: Field[]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) bytes.writeUInt16LE(value, offset);
    else bytes.writeUInt32LE(value >>> 0, offset);
  }
  return bytes;
}

/** A zip of `entries`, in order. */
export function writeZip(entries: readonly ZipWriterEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = typeof entry.name === 'string' ? Buffer.from(entry.name, 'utf8') : entry.name;
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : (entry.data ?? Buffer.alloc(0));
    const deflate = entry.raw !== undefined || entry.deflate !== false;
    const body = entry.raw?.deflated ?? (deflate ? deflateRawSync(data) : data);
    const size = entry.declaredSize ?? entry.raw?.size ?? data.length;
    const crc = entry.raw?.crc ?? crc32(data);
    const flags = typeof entry.name === 'string' ? 0x800 : 0;
    const method = deflate ? 8 : 0;
    // version needed, flags, method, time, date, crc, compressed size, size, name length
    const shared = (at: number): Field[] => [
      [at, 2, 20],
      [at + 2, 2, flags],
      [at + 4, 2, method],
      [at + 6, 2, 0],
      [at + 8, 2, 0x21],
      [at + 10, 4, crc],
      [at + 14, 4, body.length],
      [at + 18, 4, size],
      [at + 22, 2, name.length],
    ];
    const local = Buffer.concat([record(30, [[0, 4, 0x04034b50], ...shared(4)]), name, body]);
    const madeBy = entry.unixMode === undefined ? 20 : (3 << 8) | 20;
    const external = entry.unixMode === undefined ? 0 : entry.unixMode * 0x10000;
    centrals.push(
      Buffer.concat([
        record(46, [[0, 4, 0x02014b50], [4, 2, madeBy], ...shared(6), [38, 4, external], [42, 4, offset]]),
        name,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, centrals.length],
    [10, 2, centrals.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}
