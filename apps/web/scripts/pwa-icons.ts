// Draws the installed app's icons (public/icons/*.png, committed) from the favicon's noren mark: 192
// and 512 px as they are, and a 512 px "maskable" one whose mark sits inside the safe circle (the
// middle 80 %) on a full-bleed indigo ground, so a launcher's round or squircle mask never cuts it.
// Run again only when the mark changes: npx node apps/web/scripts/pwa-icons.ts (sharp, from the server).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const mark = readFileSync(path.join(publicDir, 'favicon.svg'));
const indigo = '#1d3557';

async function plain(size: number) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icons/icon-${size}.png`));
}

async function maskable(size: number) {
  const inner = Math.round(size * 0.7);
  const drawn = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: indigo } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, `icons/maskable-${size}.png`));
}

await Promise.all([plain(192), plain(512), maskable(512)]);
console.log(`icons written to ${path.join(publicDir, 'icons')}`);
