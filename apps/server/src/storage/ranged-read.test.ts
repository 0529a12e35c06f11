// Ranged reads of the local driver (what the S3 APK check asks of S3, apk-s3-check.test.ts): a
// file's size and a slice of its bytes, fewer at its end, null for a file that is not there.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local.ts';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'noren-range-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));
const storage = createLocalStorage({ root, secret: randomBytes(32) });

describe('local ranged reads', () => {
  it('answers the size and the asked bytes, fewer past the end, an empty range empty', async () => {
    await storage.write('platform/abc.apk', Buffer.from('0123456789'), 'application/vnd.android.package-archive');
    expect(await storage.size('platform/abc.apk')).toBe(10);
    expect((await storage.readRange('platform/abc.apk', 0, 4))?.toString()).toBe('0123');
    expect((await storage.readRange('platform/abc.apk', 6, 10))?.toString()).toBe('6789');
    expect((await storage.readRange('platform/abc.apk', 8, 20))?.toString()).toBe('89');
    expect((await storage.readRange('platform/abc.apk', 3, 3))?.length).toBe(0);
  });

  it('answers null for a missing file and for a key not in the server shape', async () => {
    expect(await storage.size('platform/missing.apk')).toBeNull();
    expect(await storage.readRange('platform/missing.apk', 0, 4)).toBeNull();
    expect(await storage.size('../etc/passwd')).toBeNull();
    expect(await storage.readRange('../etc/passwd', 0, 4)).toBeNull();
  });
});
