// Platform and screen pictures drawn at seed time (no network, no text): restaurant logos,
// restaurant-category tiles and tall posters for the order terminal and the signage board, in the
// style of images.ts (a plate of the dish's colours on coloured bands).
import sharp from 'sharp';
import { dishImage, type Palette } from './images.ts';

/** A logo: a rounded card in the main colour with a noren curtain (three panels) and a plate. */
export async function logoImage(seed: string, palette: Palette, width: number, height: number): Promise<Buffer> {
  const main = palette.food[0] ?? '#c0392b';
  const panel = (width * 0.5) / 3;
  const top = height * 0.12;
  const panels = [0, 1, 2]
    .map((index) => {
      const x = width * 0.08 + index * (panel + 4);
      return `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${(panel - 2).toFixed(1)}" height="${(height * 0.62).toFixed(1)}" rx="4" fill="${main}"/>`;
    })
    .join('');
  const dishSize = Math.round(Math.min(width * 0.4, height * 0.76));
  const dish = await dishImage(seed, palette, dishSize, dishSize);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <rect x="3" y="3" width="${width - 6}" height="${height - 6}" rx="${Math.round(height * 0.12)}" fill="${palette.background}"/>
    <rect x="${(width * 0.06).toFixed(1)}" y="${(top - 8).toFixed(1)}" width="${(width * 0.56).toFixed(1)}" height="8" rx="4" fill="#f5f0e1"/>
    ${panels}
    <rect x="${(width * 0.08).toFixed(1)}" y="${(height * 0.8).toFixed(1)}" width="${(width * 0.5).toFixed(1)}" height="${(height * 0.07).toFixed(1)}" rx="3" fill="#ffffff" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .composite([
      {
        input: await sharp(dish)
          .composite([{ input: circleMask(dishSize), blend: 'dest-in' }])
          .png()
          .toBuffer(),
        left: Math.round(width * 0.94 - dishSize),
        top: Math.round((height - dishSize) / 2),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const circleMask = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="#fff"/></svg>`,
  );

/**
 * A tall poster (the terminal's top and closing screens, the signage board's vertical banner and
 * call screen): bands of the palette, a large plate and white "text" bars.
 */
export async function posterImage(
  seed: string,
  palette: Palette,
  width: number,
  height: number,
  mood: 'welcome' | 'closed' | 'called' = 'welcome',
): Promise<Buffer> {
  const main = palette.food[0] ?? '#c0392b';
  const accent = palette.food[1] ?? '#f5e6d3';
  const dishHeight = Math.round(width * 0.75);
  const dishTop = Math.round(height * 0.22);
  const bars = (y: number) =>
    [0.7, 0.5, 0.6]
      .map(
        (share, index) =>
          `<rect x="${(width * (1 - share) * 0.5).toFixed(1)}" y="${(y + index * height * 0.04).toFixed(1)}" width="${(width * share).toFixed(1)}" height="${(height * 0.018).toFixed(1)}" rx="${(height * 0.009).toFixed(1)}" fill="#ffffff" opacity="${index === 0 ? 0.95 : 0.7}"/>`,
      )
      .join('');
  const overlay =
    mood === 'closed'
      ? `<rect width="100%" height="100%" fill="#000000" opacity="0.45"/>`
      : mood === 'called'
        ? `<circle cx="${width / 2}" cy="${height * 0.14}" r="${width * 0.11}" fill="#ffffff" opacity="0.9"/><circle cx="${width / 2}" cy="${height * 0.14}" r="${width * 0.07}" fill="${main}"/>`
        : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${palette.background}"/>
    <rect x="0" y="0" width="${width}" height="${Math.round(height * 0.08)}" fill="${main}"/>
    <rect x="0" y="${Math.round(height * 0.08)}" width="${width}" height="${Math.round(height * 0.012)}" fill="${accent}"/>
    <rect x="0" y="${dishTop + dishHeight}" width="${width}" height="${height - dishTop - dishHeight}" fill="${main}" opacity="0.8"/>
    ${bars(dishTop + dishHeight + height * 0.06)}
    <rect x="${(width * 0.2).toFixed(1)}" y="${(height * 0.9).toFixed(1)}" width="${(width * 0.6).toFixed(1)}" height="${(height * 0.045).toFixed(1)}" rx="${(height * 0.0225).toFixed(1)}" fill="${accent}"/>
  </svg>`;
  const dish = await dishImage(seed, palette, width, dishHeight);
  const base = await sharp(Buffer.from(svg))
    .composite([{ input: dish, left: 0, top: dishTop }])
    .png()
    .toBuffer();
  const withOverlay = overlay
    ? sharp(base).composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${overlay}</svg>`,
          ),
        },
      ])
    : sharp(base);
  return withOverlay.jpeg({ quality: 80 }).toBuffer();
}
