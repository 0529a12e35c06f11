// Pictures for the image fields, made on the fly with sharp so the suites need no files of their own,
// in a temporary folder removed after the suite.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { afterAll } from 'vitest';

/** A fresh temporary folder named `prefix…`, removed when the suite ends. */
export async function suiteTempDir(prefix: string): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}

type Background = string | { r: number; g: number; b: number; alpha: number };

/** A `width`×`height` PNG of `background` (a colour, or one with alpha) with `layers` laid over it. */
export async function pngBuffer(
  { width, height, background }: { width: number; height: number; background: Background },
  layers: OverlayOptions[] = [],
): Promise<Buffer> {
  const channels = typeof background === 'string' ? 3 : 4;
  return sharp({ create: { width, height, channels, background } }).composite(layers).png().toBuffer();
}

/** Writes such a PNG to `file` and answers its path. */
export async function writePng(
  file: string,
  picture: { width: number; height: number; background: Background },
  layers: OverlayOptions[] = [],
): Promise<string> {
  await fs.writeFile(file, await pngBuffer(picture, layers));
  return file;
}
