// The demo's order-terminal settings (each store-1001 restaurant: main colour, logo 200×120,
// header banner 1080×300, top and closing screens 1080×1920) and store 1001's signage settings
// (vertical banner 295×1080, call screen 1080×1920, the generated chime as the ring sound).
// Terminal pictures are the restaurant's own uploads (`r<id>/`), so an owner re-saves them as they
// are; the signage files are the platform's (`platform/`), shared by the store's restaurants.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { chimeMp3 } from './chime.ts';
import { bannerImage } from './images.ts';
import { storeSeedPicture } from './pictures.ts';
import { platformPalettes, restaurantProfiles } from './platform-data.ts';
import { logoImage, posterImage } from './screen-images.ts';

/** Terminal main colours ('#RRGGBB', upper case as stored). */
const mainColors: Record<string, string> = {
  'Sushi Kaede': '#B03A2E',
  'Ramen Tsubaki': '#7B3F00',
  'Bento Hinata': '#2E7D32',
};

export const screenSizes = {
  restaurant_logo: [200, 120],
  header_banner: [1080, 300],
  top_screen: [1080, 1920],
  closing_screen: [1080, 1920],
  vertical_banner: [295, 1080],
  order_completion_screen: [1080, 1920],
} as const;

export async function seedScreenSettings(
  trx: Transaction<Database>,
  storage: Storage,
  codeStore: number,
  restaurants: Record<string, number>,
): Promise<void> {
  for (const [name, id] of Object.entries(restaurants)) {
    const palette = platformPalettes[restaurantProfiles[name]?.look ?? 'platform'];
    const key = (field: string) => `r${id}/seed-terminal-${field.replaceAll('_', '-')}.jpg`;
    const files = {
      restaurant_logo: await logoImage(`terminal-logo-${name}`, palette, ...screenSizes.restaurant_logo),
      header_banner: await bannerImage(`terminal-header-${name}`, palette),
      top_screen: await posterImage(`terminal-top-${name}`, palette, ...screenSizes.top_screen, 'welcome'),
      closing_screen: await posterImage(`terminal-closing-${name}`, palette, ...screenSizes.closing_screen, 'closed'),
    };
    for (const [field, bytes] of Object.entries(files)) await storeSeedPicture(trx, storage, id, key(field), bytes);
    await trx
      .insertInto('order_terminal_settings')
      .values({
        id_restaurant: id,
        main_color: mainColors[name] ?? '#0D3B66',
        restaurant_logo: key('restaurant_logo'),
        header_banner: key('header_banner'),
        top_screen: key('top_screen'),
        closing_screen: key('closing_screen'),
      })
      .execute();
  }

  const signage = {
    vertical_banner: `platform/seed-signage-${codeStore}-vertical-banner.jpg`,
    order_completion_screen: `platform/seed-signage-${codeStore}-call-screen.jpg`,
    ring_sound: `platform/seed-signage-${codeStore}-chime.mp3`,
  };
  const palette = platformPalettes.platform;
  await storeSeedPicture(
    trx,
    storage,
    null,
    signage.vertical_banner,
    await posterImage(`signage-vertical-${codeStore}`, palette, ...screenSizes.vertical_banner),
  );
  await storeSeedPicture(
    trx,
    storage,
    null,
    signage.order_completion_screen,
    await posterImage(`signage-call-${codeStore}`, palette, ...screenSizes.order_completion_screen, 'called'),
  );
  await storeSeedPicture(trx, storage, null, signage.ring_sound, chimeMp3());
  await trx
    .insertInto('signage_settings')
    .values({ code_store: codeStore, ...signage, is_show_qr: true })
    .execute();
}
