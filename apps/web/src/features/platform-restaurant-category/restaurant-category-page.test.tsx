// Restaurant Category (superadmin): the list (image 75 px wide), the empty text, the add form's
// required fields and numeric code, an edit keeping its image, and deletion behind a confirmation.
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superadmin } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation, openAdd, openRow, renderEmptyList } from '../../testing/list-screen.ts';
import { callMade, fail, ok } from '../../testing/mock-api.ts';
import { renderScreen } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/category';
const options = { user: superadmin() };

const washoku: RestaurantCategory = {
  id_category: 1,
  title: '和食',
  code_category: 10,
  display_order: 1,
  search_keyword: '寿司,天ぷら',
  image_data: 'platform/washoku.jpg',
  image_name: 'platform/washoku.jpg',
  image_url: '/api/files/platform/washoku.jpg',
};

describe('restaurant category page', { timeout: 20_000 }, () => {
  it('lists the categories with the image 75 px wide, the code, the order and the keywords', async () => {
    renderScreen('/restaurant-category', { [listPath]: () => ok([washoku]) }, options);
    const [row] = await screen.findAllByTestId('restaurant-category-table-row', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: 'レストランカテゴリー' })).toBeTruthy();
    const image = within(row as HTMLElement).getByRole('img', { name: '和食の画像' });
    expect(image.getAttribute('width')).toBe('75');
    expect(row?.textContent).toContain('10');
    expect(row?.textContent).toContain('寿司、天ぷら');
  });

  it("says there's no data, and keeps Save off for a new category until title, code and image are there", async () => {
    await renderEmptyList('/restaurant-category', { [listPath]: () => ok([]) }, options);
    const { dialog, save } = await openAdd('restaurant-category', 'Add Restaurant Category');
    const title = within(dialog).getByTestId('restaurant-category-title');
    fireEvent.change(title, { target: { value: 'Sushi' } });
    fireEvent.change(title, { target: { value: '' } });
    expect(within(dialog).getByText('Required')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('restaurant-category-code'), { target: { value: '1a' } });
    expect(within(dialog).getByText('Please enter digits only')).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('restaurant-category-code'), { target: { value: '12' } });
    fireEvent.change(title, { target: { value: 'Sushi' } });
    // Still no image.
    expect(save.disabled).toBe(true);
  });

  it('edits a category with PUT, keeping its image and sending the code as a number', async () => {
    const { calls } = renderScreen(
      '/restaurant-category',
      { [listPath]: () => ok([washoku]), 'PUT /api/restaurant/category': () => ok(washoku) },
      options,
    );
    const dialog = await openRow('和食を編集', 'レストランカテゴリー編集');
    fireEvent.change(within(dialog).getByTestId('restaurant-category-code'), { target: { value: '11' } });
    fireEvent.click(within(dialog).getByTestId('restaurant-category-form-submit'));
    expect((await callMade(calls, 'PUT', '/api/restaurant/category')).body).toEqual({
      id_category: 1,
      title: '和食',
      code_category: 11,
      display_order: 1,
      search_keyword: '寿司,天ぷら',
    });
  });

  it('deletes after confirmation, and says why when a restaurant still uses it', async () => {
    let inUse = true;
    const { calls } = renderScreen(
      '/restaurant-category',
      {
        [listPath]: () => ok([washoku]),
        'DELETE /api/restaurant/category': () =>
          inUse ? fail(400, 'RESTAURANT_CATEGORY_IN_USE', 'id_category') : ok(null),
      },
      options,
    );
    const call = await deleteAfterConfirmation(calls, '/api/restaurant/category', {
      button: await screen.findByRole('button', { name: '和食を削除' }, { timeout: 5000 }),
      question: 'このカテゴリーを削除しますか？',
      confirm: 'restaurant-category-delete-confirm',
    });
    expect(call.body).toEqual({ id_category: 1 });
    expect(await screen.findByText(/削除できません。このカテゴリーを使用しているレストランが/)).toBeTruthy();
    inUse = false;
    fireEvent.click(await screen.findByRole('button', { name: '和食を削除' }));
    fireEvent.click(await screen.findByTestId('restaurant-category-delete-confirm'));
    expect(await screen.findByText('成功しました。')).toBeTruthy();
  });
});
