// Test helper: pictures that exist in storage under their keys, as seeded pictures and files from
// before uploads were recorded do. An entity may only name a picture of its restaurant's folder
// that is recorded as its upload or at least exists (ownership.ts), so a test body naming a
// picture stores it first.
import sharp from 'sharp';
import type { Storage } from '../../storage/storage.ts';

/** Stores a small picture (PNG for `.png` keys, else JPEG) under each key, with no upload record. */
export async function storeTestPictures(storage: Storage, keys: readonly string[]): Promise<void> {
  const picture = sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  const jpeg = await picture.clone().jpeg().toBuffer();
  const png = await picture.clone().png().toBuffer();
  for (const key of keys) {
    const isPng = key.endsWith('.png');
    await storage.write(key, isPng ? png : jpeg, isPng ? 'image/png' : 'image/jpeg');
  }
}
