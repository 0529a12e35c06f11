// Writes docs/samples/sushi-kaede-images.zip: pictures of a few Sushi Kaede menus named by their
// JAN codes, as an owner would zip them for "image-zip upload", plus one picture of a JAN code no
// menu has (the import lists it as not found). The JAN codes are the demo seed's: the same
// sequence as seed/catalogue.ts (prefix 4901; each menu, then each of its add-on groups and priced
// options, takes the next number, with the EAN-13 check digit).
//
//   npx tsx apps/server/src/tools/sample-image-zip.ts [out.zip]
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeZip } from '../modules/image-zips/zip-writer.ts';
import { ean13 } from '../seed/catalogue.ts';
import { type DemoCatalogue, sushiCatalogue } from '../seed/catalogue-data.ts';
import { dishImage } from '../seed/images.ts';

export const sushiKaedeJanPrefix = '4901';
/** A JAN code of the right shape that no demo menu has. */
export const unknownJan = ean13('490199999999');

/** Each menu's JAN code as the demo seed gives it, in catalogue order. */
export function menuJanCodes(
  catalogue: DemoCatalogue,
  prefix: string,
): { name: string; jancode: string; sub: number }[] {
  let sequence = 0;
  const next = () => ean13(`${prefix}${String(++sequence).padStart(12 - prefix.length, '0')}`);
  return catalogue.menus.map((menu) => {
    const jancode = next();
    for (const key of menu.addOns ?? []) {
      next();
      for (const option of catalogue.addOns[key]?.options ?? []) if (option.cost > 0) next();
    }
    return { name: menu.name, jancode, sub: menu.sub };
  });
}

/** The sample zip: `count` menu pictures and the unknown one, in an images/ folder. */
export async function sampleImageZip(count = 4): Promise<{ zip: Buffer; jancodes: string[] }> {
  const menus = menuJanCodes(sushiCatalogue, sushiKaedeJanPrefix).slice(0, count);
  const palette = (sub: number) =>
    sushiCatalogue.categories.find((category) => category.subCategories.some((item) => item.code === sub))?.palette ??
    sushiCatalogue.categories[0]?.palette;
  const entries = [];
  for (const menu of menus) {
    const colours = palette(menu.sub);
    if (!colours) throw new Error('the demo catalogue has no categories');
    // A different drawing from the seeded one, so the import visibly changes the pictures.
    entries.push({
      name: `images/${menu.jancode}.jpg`,
      data: await dishImage(`sample-${menu.name}`, colours, 800, 600),
    });
  }
  const anyPalette = sushiCatalogue.categories[0]?.palette;
  if (!anyPalette) throw new Error('the demo catalogue has no categories');
  entries.push({ name: `images/${unknownJan}.jpg`, data: await dishImage('sample-unknown', anyPalette, 800, 600) });
  return { zip: writeZip(entries), jancodes: menus.map((menu) => menu.jancode) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const out = process.argv[2] ?? path.join(root, 'docs/samples/sushi-kaede-images.zip');
  const { zip, jancodes } = await sampleImageZip();
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, zip);
  console.info(`${out}: ${jancodes.join(', ')} and the unknown ${unknownJan} (${zip.length} bytes)`);
}
