// Food Sub Category: the list with category and sales restriction, the status switch, and the
// weekly schedule editor's rules in the Add/Edit modal (a shift needs both ends or neither, start
// before end; the field is marked and Save stays off; a time is cleared with its close icon).
import type { FoodSubCategory } from '@noren/domain/catalogue/sub-categories';
import { emptyWeek } from '@noren/domain/schedule';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categoryOf } from '../../testing/catalogue.ts';
import { fail, type Handler, ok } from '../../testing/mock-api.ts';
import { type RenderScreenOptions, renderScreen, setTestLanguage } from '../../testing/render-app.tsx';
import { restrictionSummary } from './food-subcategory-page.tsx';

const listPath = 'GET /api/restaurant/food/sub-category/7';
const categoriesPath = 'GET /api/restaurant/food/category/7';

const noodles = categoryOf();
const drinks = categoryOf({ id_food_category: 2, category_name: 'ドリンク', code_category: '20' });

const ramen: FoodSubCategory = {
  id_food_sub_category: 5,
  id_restaurant: 7,
  id_food_category: 1,
  category_detail: { id_food_category: 1, category_name: '麺類' },
  sub_category_name: '醤油ラーメン',
  code_sub_category: 101,
  description: '定番',
  status: true,
  image: 'r7/ramen.jpg',
  image_name: 'r7/ramen.jpg',
  image_url: '/api/files/r7/ramen.jpg',
  inactive_data: emptyWeek().map((day) =>
    day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00:00', end_shift_1: '14:00:00' } : day,
  ),
  display_order: 0,
};

/** The screen on a server holding `ramen` under noodles and drinks, plus `extra` answers. */
function openScreen(extra: Record<string, Handler> = {}, options: RenderScreenOptions = {}) {
  return renderScreen(
    '/food/subcategory',
    { [listPath]: () => ok([ramen]), [categoriesPath]: () => ok([noodles, drinks]), ...extra },
    options,
  );
}

async function openEdit(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
  return screen.findByTestId('food-subcategory-form');
}

function typeTime(dialog: HTMLElement, testId: string, text: string) {
  const input = within(dialog).getByTestId(testId) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
}

describe('food sub-category page', { timeout: 20_000 }, () => {
  it('lists each sub-category with its category and its restriction, 火 11:00–14:00', async () => {
    openScreen();
    const [row] = await screen.findAllByTestId('food-subcategory-table-row', {}, { timeout: 5000 });
    expect(row?.textContent).toContain('醤油ラーメン');
    expect(row?.textContent).toContain('麺類');
    expect(row?.textContent).toContain('101');
    expect(within(row as HTMLElement).getByTestId('food-subcategory-restriction').textContent).toBe('火 11:00–14:00');
    expect((within(row as HTMLElement).getByRole('img') as HTMLImageElement).getAttribute('width')).toBe('75');
  });

  it('switches the status at once with PUT and a boolean', async () => {
    const { calls } = openScreen({ 'PUT /api/restaurant/food/sub-category': () => ok({ ...ramen, status: false }) });
    fireEvent.click(await screen.findByRole('switch', { name: '醤油ラーメンのステータス' }, { timeout: 5000 }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ id_food_sub_category: 5, status: false }),
    );
  });

  it('shows seven days Monday first, 月…日 in Japanese, with the stored restriction', async () => {
    openScreen();
    const dialog = await openEdit('醤油ラーメンを編集');
    const days = within(dialog)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(days).toEqual(['月', '火', '水', '木', '金', '土', '日']);
    expect((within(dialog).getByTestId('schedule-active-1') as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByTestId('schedule-1-start_shift_1') as HTMLInputElement).value).toBe('11:00');
    expect((within(dialog).getByTestId('schedule-1-end_shift_1') as HTMLInputElement).value).toBe('14:00');
  });

  it('marks a shift with only a start and keeps Save off until its end is there', async () => {
    const { calls } = openScreen({ 'PATCH /api/restaurant/food/sub-category': () => ok(ramen) });
    const dialog = await openEdit('醤油ラーメンを編集');
    const save = within(dialog).getByTestId('food-subcategory-form-submit') as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    typeTime(dialog, 'schedule-3-start_shift_2', '1800');
    expect(within(dialog).getByTestId('schedule-3-shift-2-error').textContent).toBe(
      'シフトの開始時刻と終了時刻を両方入力してください',
    );
    expect(save.disabled).toBe(true);
    const end = within(dialog).getByTestId('schedule-3-end_shift_2');
    expect(end.getAttribute('aria-invalid')).toBe('true');

    typeTime(dialog, 'schedule-3-end_shift_2', '2000');
    expect(within(dialog).queryByTestId('schedule-3-shift-2-error')).toBeNull();
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.method === 'PATCH')?.body as { inactive_data: unknown[] };
    expect(body.inactive_data[3]).toEqual({
      day_of_week: 3,
      active: false,
      start_shift_1: null,
      end_shift_1: null,
      start_shift_2: '18:00:00',
      end_shift_2: '20:00:00',
    });
    expect(body).not.toHaveProperty('image');
  });

  it('marks an end that is not after its start, in English, and clears a time with its close icon', async () => {
    await setTestLanguage('en');
    openScreen({}, { language: 'en' });
    const dialog = await openEdit('Edit 醤油ラーメン');
    expect(
      within(dialog)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const save = within(dialog).getByTestId('food-subcategory-form-submit') as HTMLButtonElement;

    typeTime(dialog, 'schedule-1-end_shift_1', '1000');
    expect(within(dialog).getByTestId('schedule-1-shift-1-error').textContent).toBe('The start must be before the end');
    expect(save.disabled).toBe(true);

    // Clearing the start leaves an end alone: still one end only.
    fireEvent.click(within(dialog).getByTestId('schedule-1-start_shift_1-clear'));
    expect((within(dialog).getByTestId('schedule-1-start_shift_1') as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByTestId('schedule-1-shift-1-error').textContent).toBe(
      'Enter both the start and the end of the shift',
    );
    expect(save.disabled).toBe(true);

    fireEvent.click(within(dialog).getByTestId('schedule-1-end_shift_1-clear'));
    expect(within(dialog).queryByTestId('schedule-1-shift-1-error')).toBeNull();
    expect(save.disabled).toBe(false);
  });

  it('offers the categories, requires the image of a new sub-category, and marks a taken code', async () => {
    openScreen({
      'PATCH /api/restaurant/food/sub-category': () => fail(409, 'SUB_CATEGORY_CODE_TAKEN', 'code_sub_category'),
    });
    fireEvent.click(await screen.findByTestId('food-subcategory-add', {}, { timeout: 5000 }));
    const created = await screen.findByTestId('food-subcategory-form');
    expect((within(created).getByTestId('food-subcategory-form-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(within(created).getByRole('combobox'));
    const options = await screen.findAllByTestId('food-subcategory-category-option');
    expect(options.map((option) => option.textContent)).toEqual(['麺類', 'ドリンク']);
    fireEvent.click(options[1] as HTMLElement);
    fireEvent.change(within(created).getByTestId('food-subcategory-code'), { target: { value: '12x' } });
    expect(within(created).getByText('半角数字で入力してください')).toBeTruthy();
    fireEvent.click(within(created).getByTestId('food-subcategory-form-cancel'));
    await waitFor(() => expect(screen.queryByTestId('food-subcategory-form')).toBeNull());

    const dialog = await openEdit('醤油ラーメンを編集');
    fireEvent.click(within(dialog).getByTestId('food-subcategory-form-submit'));
    expect(await within(dialog).findByText('このサブカテゴリーコードは既に使用されています')).toBeTruthy();
  });

  it('summarises only active days with shifts, runs of days with the same shifts together', () => {
    const names = {
      day: (day: number) => ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][day] ?? '',
      separator: ', ',
      through: (from: string, to: string) => `${from}–${to}`,
    };
    const closed = (start: string, end: string) => ({ active: true, start_shift_1: start, end_shift_1: end });
    const week = emptyWeek().map((day) => {
      if (day.day_of_week <= 4) return { ...day, ...closed('00:00:00', '17:00:00') };
      if (day.day_of_week === 5)
        return { ...day, ...closed('11:00:00', '14:00:00'), start_shift_2: '17:30:00', end_shift_2: '19:00:00' };
      return day;
    });
    expect(restrictionSummary(week, names)).toEqual(['Mon–Fri 00:00–17:00', 'Sat 11:00–14:00, 17:30–19:00']);

    // An inactive day keeps its times but restricts nothing; two days apart are listed, not a run.
    const apart = emptyWeek().map((day) =>
      day.day_of_week === 1 || day.day_of_week === 3
        ? { ...day, ...closed('11:00:00', '14:00:00') }
        : day.day_of_week === 2
          ? { ...day, start_shift_1: '11:00:00', end_shift_1: '14:00:00' }
          : day,
    );
    expect(restrictionSummary(apart, names)).toEqual(['Tue, Thu 11:00–14:00']);
    expect(restrictionSummary(emptyWeek(), names)).toEqual([]);
  });
});
