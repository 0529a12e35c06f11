// Menu detail: image, category, prices (discount only in its window), keywords comma separated,
// tax in percent, the status switch, Link price SG, and the add-on groups with their options.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menuAdditionalOf, menuOf, menuOptionOf } from '../../testing/catalogue.ts';
import { fail, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';
import { catalogueHandlers, discountWindow } from './menu-test-data.ts';

const menu = menuOf({
  ...discountWindow(true),
  price_link_SG: true,
  tax: 10,
  search_keyword: '醤油,ラーメン,人気',
  additional: [
    menuAdditionalOf({
      options: [
        menuOptionOf({ image_name: 'r7/egg.jpg', image_url: '/api/files/r7/egg.jpg' }),
        menuOptionOf({
          id_food_menu_additional_option: 82,
          additional_name: 'チャーシュー',
          additional_cost: 250,
          jancode: '2000000000035',
        }),
      ],
    }),
  ],
});

describe('menu detail page', { timeout: 20_000 }, () => {
  it('shows the menu with its add-ons', async () => {
    let status = menu.status;
    renderScreen('/food/food/31', {
      ...catalogueHandlers(),
      'GET /api/restaurant/food/menu/detail/31': () => ok({ ...menu, status }),
      'PATCH /api/restaurant/food/menu/update/status': (body) => {
        status = (body as { status: 'active' | 'inactive' }).status;
        return ok({ ...menu, status });
      },
    });
    expect((await screen.findByTestId('menu-detail-name', {}, { timeout: 15_000 })).textContent).toBe('醤油らーめん');
    expect(screen.getByTestId('menu-detail-category').textContent).toContain('麺類');
    expect(screen.getByTestId('menu-detail-price').textContent).toBe('1,200円');
    expect(screen.getByTestId('menu-detail-discount').textContent).toContain('980円');
    expect(screen.getByTestId('menu-detail-keywords').textContent).toBe('醤油, ラーメン, 人気');
    expect(screen.getByTestId('menu-detail-tax').textContent).toBe('10%');
    expect((screen.getByTestId('menu-detail-link-price') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('menu-detail-image') as HTMLImageElement).getAttribute('src')).toBe(
      '/api/files/r7/ramen.jpg',
    );
    const options = within(screen.getByTestId('menu-detail-group')).getAllByTestId('menu-detail-option');
    expect(options.map((row) => row.textContent)).toEqual([
      expect.stringContaining('味玉'),
      expect.stringContaining('チャーシュー'),
    ]);
    expect(options[0]?.textContent).toContain('100円');
    expect(within(options[0] as HTMLElement).getByRole('img', { name: '味玉' })).toBeTruthy();

    const toggle = screen.getByRole('switch', { name: '醤油らーめんのステータス' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(status).toBe('inactive'));
    await waitFor(() => expect(screen.getByText('無効')).toBeTruthy());
  });

  it('shows a dash for a discount outside its window, in English too', async () => {
    await setTestLanguage('en');
    renderScreen(
      '/food/food/31',
      { 'GET /api/restaurant/food/menu/detail/31': () => ok(menuOf({ ...discountWindow(false) })) },
      { language: 'en' },
    );
    const discount = await screen.findByTestId('menu-detail-discount', {}, { timeout: 15_000 });
    expect(discount.textContent?.startsWith('-')).toBe(true);
    expect(discount.textContent).toContain('not running now');
    expect(screen.getByTestId('menu-detail-price').textContent).toBe('¥1,200');
  });

  it("says so for a menu that does not exist or is another restaurant's", async () => {
    renderScreen('/food/food/99', { 'GET /api/restaurant/food/menu/detail/99': () => fail(404, 'NOT_FOUND') });
    expect((await screen.findByTestId('menu-detail-not-found', {}, { timeout: 15_000 })).textContent).toContain(
      'このメニューは見つかりません。',
    );
  });
});
