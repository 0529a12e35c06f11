// Demo pictures drawn at seed time (no network): a plate seen from above, in the colours of the
// dish, so every menu, category and banner has a believable image.
import sharp from 'sharp';

export interface Palette {
  background: string;
  plate: string;
  food: string[];
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

/** A deterministic arrangement of the palette's colours on a plate, 400 × 300 JPEG. */
export async function dishImage(seed: string, palette: Palette, width = 400, height = 300): Promise<Buffer> {
  const random = (() => {
    let state = hash(seed) || 1;
    return () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return ((state >>> 0) % 10_000) / 10_000;
    };
  })();
  const cx = width / 2;
  const cy = height / 2;
  const plateRadius = Math.min(width, height) * 0.42;
  const pieces = palette.food
    .flatMap((colour, index) =>
      Array.from({ length: 2 + (index % 3) }, () => {
        const angle = random() * Math.PI * 2;
        const distance = random() * plateRadius * 0.5;
        const rx = plateRadius * (0.18 + random() * 0.16);
        const ry = rx * (0.45 + random() * 0.4);
        const x = cx + Math.cos(angle) * distance;
        const y = cy + Math.sin(angle) * distance;
        const rotation = Math.round(random() * 180);
        return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${colour}" transform="rotate(${rotation} ${x.toFixed(1)} ${y.toFixed(1)})" opacity="0.95"/>`;
      }),
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="g" cx="50%" cy="45%" r="70%"><stop offset="0%" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="100%" stop-color="#000000" stop-opacity="0.15"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="${palette.background}"/>
    <circle cx="${cx + 6}" cy="${cy + 8}" r="${plateRadius}" fill="#000000" opacity="0.18"/>
    <circle cx="${cx}" cy="${cy}" r="${plateRadius}" fill="${palette.plate}"/>
    <circle cx="${cx}" cy="${cy}" r="${plateRadius * 0.8}" fill="none" stroke="#000000" stroke-opacity="0.08" stroke-width="3"/>
    ${pieces}
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}

/** A wide promotional banner: bands of colour with a plate on the right. */
export async function bannerImage(seed: string, palette: Palette): Promise<Buffer> {
  const dish = await dishImage(seed, palette, 360, 300);
  const width = 1080;
  const height = 300;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${palette.background}"/>
    <rect x="0" y="0" width="640" height="${height}" fill="${palette.food[0] ?? '#c0392b'}" opacity="0.85"/>
    <rect x="40" y="110" width="420" height="26" rx="13" fill="#ffffff" opacity="0.9"/>
    <rect x="40" y="156" width="300" height="18" rx="9" fill="#ffffff" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([{ input: dish, left: width - 380, top: 0 }])
    .jpeg({ quality: 82 })
    .toBuffer();
}
