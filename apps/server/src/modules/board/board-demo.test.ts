// The demo's board (issue 11 "Demo"): store 1001 shows its three restaurants, the seeded orders
// that a board shows, slides for every restaurant and the store's signage media.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/harness.ts';
import { seedDemo } from '../../seed/demo.ts';

const ctx = await setupTestApp();
await seedDemo(ctx.db, ctx.storage);
const get = async (url: string, payload?: object) =>
  (await ctx.app.inject({ method: payload ? 'POST' : 'GET', url: `/api${url}`, payload })).json().data;

describe("store 1001's board on the demo seed", () => {
  it('shows three restaurants, with orders in the board columns', async () => {
    const restaurants = await get('/restaurant/board/1001/restaurants');
    expect(restaurants.map((r: { restaurant_name: string }) => r.restaurant_name)).toEqual([
      'Sushi Kaede',
      'Ramen Tsubaki',
      'Bento Hinata',
    ]);
    const groups = await get('/restaurant/order/code-store/1001/1/8', {});
    expect(groups).toHaveLength(3);
    const shown = groups.flatMap((group: { data_list: unknown[] }) => group.data_list);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((order: { cooking_status: string }) => order.cooking_status === 'done')).toBe(true);
  });

  it('has slides for every restaurant and the signage media', async () => {
    const slides = await get('/restaurant/food/menu/list-slideshow-by-code-store', { code_store: 1001 });
    for (const restaurant of slides) {
      expect(restaurant.food_menu.length, restaurant.restaurant_name).toBeGreaterThan(0);
      expect(restaurant.banner.length, restaurant.restaurant_name).toBeGreaterThan(0);
    }
    expect(await get('/restaurant/board/1001/signage-setting')).toMatchObject({
      is_show_qr: true,
      vertical_banner_url: expect.any(String),
      order_completion_screen_url: expect.any(String),
      ring_sound_url: expect.any(String),
    });
    const badges = await get('/restaurant/board/1001/wait-time');
    expect(badges.length).toBeGreaterThan(0);
  });
});
