// APK-shaped files for the Upload App suite: a real (tiny) zip holding AndroidManifest.xml, written
// with stored (uncompressed) entries and real CRC-32s, so the server's "is it an APK" check passes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';

/** A zip of `entries` (name → content), stored entries only. */
export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const names = Object.keys(entries);
  for (const name of names) {
    const content = entries[name] ?? '';
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Writes a small APK-shaped zip named `fileName` into `dir` and answers its path. */
export async function writeApk(dir: string, fileName: string): Promise<string> {
  const file = path.join(dir, fileName);
  await fs.writeFile(
    file,
    zipOf({
      'AndroidManifest.xml': Buffer.from([3, 0, 8, 0, 1, 2, 3, 4]),
      'classes.dex': 'dex\n035\0',
      'res/values/strings.xml': '<resources/>',
    }),
  );
  return file;
}
