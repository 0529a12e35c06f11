// Food Category: the list (image 75 px wide, code, status), the immediate status switch, the
// edit modal and its field rules, and deletion with its confirmation and refusal.
import type { FoodCategory } from '@noren/domain/catalogue/categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../testing/catalogue.ts';
import { fail, ok } from '../../testing/mock-api.ts';
import { renderScreen, setTestLanguage } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/food/category/7';

const noodles = categoryOf({
  description: 'ラーメンとうどん',
  banner: 'r7/noodles.jpg',
  banner_name: 'r7/noodles.jpg',
  banner_url: '/api/files/r7/noodles.jpg',
});
const drinks: FoodCategory = {
  ...noodles,
  id_food_category: 2,
  category_name: 'ドリンク',
  code_category: '20',
  description: '冷たい飲み物',
  status: 'inactive',
  banner: null,
  banner_name: null,
  banner_url: null,
  display_order: 1,
};

function rows() {
  return screen.getAllByTestId('food-category-table-row');
}

describe('food category page', { timeout: 20_000 }, () => {
  it('lists the categories with the image 75 px wide, the code and the status', async () => {
    renderScreen('/food/category', { [listPath]: () => ok([noodles, drinks]) });
    expect(await screen.findAllByTestId('food-category-table-row', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'フードカテゴリー' })).toBeTruthy();
    const first = rows()[0] as HTMLElement;
    const image = within(first).getByRole('img', { name: '麺類の画像' }) as HTMLImageElement;
    expect(image.getAttribute('width')).toBe('75');
    expect(image.getAttribute('src')).toBe('/api/files/r7/noodles.jpg');
    expect(first.textContent).toContain('10');
    expect(first.textContent).toContain('ラーメンとうどん');
    expect((within(first).getByRole('switch', { name: '麺類のステータス' }) as HTMLInputElement).checked).toBe(true);
    expect((within(rows()[1] as HTMLElement).getByRole('switch') as HTMLInputElement).checked).toBe(false);
    expect(within(rows()[1] as HTMLElement).getByText('画像なし')).toBeTruthy();
  });

  it('switches the status at once with PUT, and rolls it back when the server refuses', async () => {
    let refuse = false;
    let stored = noodles;
    const { calls } = renderScreen('/food/category', {
      [listPath]: () => ok([stored]),
      'PUT /api/restaurant/food/category': (body) => {
        if (refuse) return fail(404, 'NOT_FOUND');
        stored = { ...stored, ...(body as Partial<FoodCategory>) };
        return ok(stored);
      },
    });
    const toggle = () => screen.getByRole('switch', { name: '麺類のステータス' }) as HTMLInputElement;
    await screen.findByRole('switch', { name: '麺類のステータス' }, { timeout: 5000 });
    fireEvent.click(toggle());
    expect(toggle().checked).toBe(false);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id_food_category: 1, status: 'inactive' });
    await waitFor(() => expect(toggle().disabled).toBe(false));
    expect(toggle().checked).toBe(false);

    refuse = true;
    fireEvent.click(toggle());
    expect(await screen.findByText('データが見つかりません')).toBeTruthy();
    await waitFor(() => expect(toggle().checked).toBe(false));
  });

  it('edits a category with PATCH, keeping its image, and shows the fields problems in English', async () => {
    await setTestLanguage('en');
    const { calls } = renderScreen(
      '/food/category',
      {
        [listPath]: () => ok([noodles]),
        'PATCH /api/restaurant/food/category': () => ok({ ...noodles, category_name: 'Noodles' }),
      },
      { language: 'en' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 麺類' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category Food' });
    const save = within(dialog).getByTestId('food-category-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    const name = within(dialog).getByTestId('food-category-name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  ' } });
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(save.disabled).toBe(true);

    const code = within(dialog).getByTestId('food-category-code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '1a' } });
    expect(within(dialog).getByText('Please enter digits only')).toBeTruthy();
    fireEvent.change(code, { target: { value: '11' } });
    fireEvent.change(name, { target: { value: 'Noodles' } });
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Category Food' })).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      id_food_category: 1,
      category_name: 'Noodles',
      code_category: '11',
      description: 'ラーメンとうどん',
      status: 'active',
    });
  });

  it('marks a code the server says is taken beside the field, in Japanese', async () => {
    renderScreen('/food/category', {
      [listPath]: () => ok([noodles]),
      'PATCH /api/restaurant/food/category': () => fail(409, 'CATEGORY_CODE_TAKEN', 'code_category'),
    });
    fireEvent.click(await screen.findByRole('button', { name: '麺類を編集' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'カテゴリー編集' });
    fireEvent.click(within(dialog).getByTestId('food-category-form-submit'));
    expect(await within(dialog).findByText('このカテゴリーコードは既に使用されています')).toBeTruthy();
  });

  it('keeps Save off for a new category until the image is there, and marks what is missing', async () => {
    renderScreen('/food/category', { [listPath]: () => ok([]) });
    expect(await screen.findByText('表示するデータがありません', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('food-category-add'));
    const dialog = await screen.findByRole('dialog', { name: 'カテゴリー追加' });
    const save = within(dialog).getByTestId('food-category-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('food-category-name'), { target: { value: '丼もの' } });
    fireEvent.change(within(dialog).getByTestId('food-category-code'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('food-category-description'), { target: { value: '丼' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('food-category-description'), { target: { value: '' } });
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();
  });

  it('deletes after confirmation, and says so when the category is still in use', async () => {
    let inUse = true;
    const { calls } = renderScreen('/food/category', {
      [listPath]: () => ok([noodles]),
      'DELETE /api/restaurant/food/category': () =>
        inUse ? fail(409, 'CATEGORY_IN_USE', 'id_food_category') : ok(null),
    });
    fireEvent.click(await screen.findByRole('button', { name: '麺類を削除' }, { timeout: 5000 }));
    expect(await screen.findByText('このカテゴリーを削除しますか？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('food-category-delete-confirm'));
    expect(
      await screen.findByText('削除できません。このカテゴリーを使用しているサブカテゴリーまたはメニューがあります'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ id_food_category: 1 });

    inUse = false;
    fireEvent.click(await screen.findByRole('button', { name: '麺類を削除' }, { timeout: 3000 }));
    fireEvent.click(await screen.findByTestId('food-category-delete-confirm'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2));
  });
});
