// A real APK is a zip whose central directory (read from the file's end only) holds
// AndroidManifest.xml (issue 9: a zip renamed .apk is refused).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isApkArchive, zipEntryNames } from './uploads.ts';

/** A minimal zip of stored entries (CRCs left 0: nothing here decompresses). */
function zipOf(names: string[], comment = ''): Uint8Array {
  const encoder = new TextEncoder();
  const parts: number[] = [];
  const directory: number[] = [];
  const u16 = (target: number[], value: number) => target.push(value & 0xff, (value >> 8) & 0xff);
  const u32 = (target: number[], value: number) => {
    u16(target, value & 0xffff);
    u16(target, (value >>> 16) & 0xffff);
  };
  for (const name of names) {
    const nameBytes = [...encoder.encode(name)];
    const offset = parts.length;
    u32(parts, 0x04034b50);
    for (let index = 0; index < 22; index += 1) parts.push(0);
    u16(parts, nameBytes.length);
    u16(parts, 0);
    parts.push(...nameBytes);
    u32(directory, 0x02014b50);
    for (let index = 0; index < 24; index += 1) directory.push(0);
    u16(directory, nameBytes.length);
    for (let index = 0; index < 12; index += 1) directory.push(0);
    u32(directory, offset);
    directory.push(...nameBytes);
  }
  const commentBytes = [...encoder.encode(comment)];
  const end: number[] = [];
  u32(end, 0x06054b50);
  u32(end, 0);
  u16(end, names.length);
  u16(end, names.length);
  u32(end, directory.length);
  u32(end, parts.length);
  u16(end, commentBytes.length);
  return Uint8Array.from([...parts, ...directory, ...end, ...commentBytes]);
}

describe('zipEntryNames', () => {
  it('reads the names from the whole file or from its last bytes only', () => {
    const zip = zipOf(['AndroidManifest.xml', 'classes.dex', 'res/日本語.xml'], 'signed');
    expect(zipEntryNames(zip, 0)).toEqual(['AndroidManifest.xml', 'classes.dex', 'res/日本語.xml']);
    const tailStart = 40;
    expect(zipEntryNames(zip.subarray(tailStart), tailStart)).toEqual([
      'AndroidManifest.xml',
      'classes.dex',
      'res/日本語.xml',
    ]);
  });

  it('gives null when the directory lies before the bytes at hand, or there is no end record', () => {
    const zip = zipOf(['a.txt', 'b.txt']);
    const directoryStart = zip.length - 22 - 2 * (46 + 5);
    expect(zipEntryNames(zip.subarray(directoryStart + 1), directoryStart + 1)).toBeNull();
    expect(zipEntryNames(new TextEncoder().encode('not a zip at all, just words'), 0)).toBeNull();
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(1000), (bytes, start) => {
        const names = zipEntryNames(bytes, start);
        expect(names === null || Array.isArray(names)).toBe(true);
      }),
    );
  });

  it('reads back any entry names', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 30 }), { maxLength: 8 }), (names) => {
        expect(zipEntryNames(zipOf(names), 0)).toEqual(names);
      }),
    );
  });
});

describe('isApkArchive', () => {
  it('accepts a zip holding AndroidManifest.xml and refuses a plain zip or other bytes', () => {
    const apk = zipOf(['AndroidManifest.xml', 'classes.dex']);
    expect(isApkArchive(apk.subarray(0, 4), apk, 0)).toBe(true);
    const zip = zipOf(['readme.txt', 'sub/AndroidManifest.xml']);
    expect(isApkArchive(zip.subarray(0, 4), zip, 0)).toBe(false);
    const text = new TextEncoder().encode('AndroidManifest.xml');
    expect(isApkArchive(text, text, 0)).toBe(false);
    // An end record alone (an empty archive) does not start with a local file header.
    const empty = zipOf([]);
    expect(isApkArchive(empty.subarray(0, 4), empty, 0)).toBe(false);
  });
});
