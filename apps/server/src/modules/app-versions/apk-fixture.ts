// Test support: a minimal zip writer (stored entries, real CRC-32) for APK-shaped and plain zips.
import { crc32 } from 'node:zlib';

export function zipOf(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
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
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
  const name = Buffer.from('assets/bulk.bin');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(bulkBytes, 18);
  local.writeUInt32LE(bulkBytes, 22);
  local.writeUInt16LE(name.length, 26);
  yield Buffer.concat([headEntries, local, name]);
  const chunk = Buffer.alloc(1024 * 1024);
  for (let left = bulkBytes; left > 0; left -= chunk.length) {
    yield left >= chunk.length ? chunk : chunk.subarray(0, left);
  }
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(bulkBytes, 20);
  central.writeUInt32LE(bulkBytes, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(headEntries.length, 42);
  const directory = Buffer.concat([headDirectory, central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(headEntries.length + local.length + name.length + bulkBytes, 16);
  yield Buffer.concat([directory, end]);
}
