// Receiving Method screen: the list (types translated, tax, service fee, wait time), the active
// switch saved at once and rolled back on failure, delete with confirmation, and the edit modal —
// 1000 m when the distance is empty, Save off while a tier rule is broken, the PUT body, and a
// server answer shown beside the field it names.
import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { emptyWeek } from '@noren/domain/schedule';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { deleteAfterConfirmation } from '../../testing/list-screen.ts';
import { callMade, fail, lastCall, meHandler, mockApi, ok } from '../../testing/mock-api.ts';
import { renderScreen, renderScreenInEnglish } from '../../testing/render-app.tsx';

const master = [
  { id_receiving_method: 1, method_name: 'Take-out', method_name_jp: 'テイクアウト', types: 'take_out' },
  { id_receiving_method: 2, method_name: 'Counter', method_name_jp: 'カウンター', types: 'counter' },
  { id_receiving_method: 3, method_name: 'Table', method_name_jp: 'テーブル', types: 'table' },
  { id_receiving_method: 4, method_name: 'Delivery', method_name_jp: 'デリバリー', types: 'delivery' },
];

const base: ReceivingMethod = {
  id_restaurant_receiving_method: 21,
  id_restaurant: 7,
  id_receiving_method: 1,
  types: 'take_out',
  method_name: 'Take-out',
  method_name_jp: 'テイクアウト',
  title: 'お持ち帰り',
  text: '容器代がかかります',
  detail: '店頭でお渡しします',
  active: true,
  tax: 8,
  service_fee: 5,
  method_image_name: 'r7/method.jpg',
  method_image_url: '/api/files/r7/method.jpg',
  service_image_name: 'r7/service.jpg',
  service_image: '/api/files/r7/service.jpg',
  id_wait_time: 3,
  wait_time: 10,
  min_order_fee: 500,
  min_free_order_fee: 3000,
  orderable_distance: null,
  order_number_initials: 'T',
  inactive_data: emptyWeek(),
  service_shipping_fees: [
    { id_service_shipping_fee: 1, name: '容器代 A', min_order_fee: 500, max_order_fee: 1499, cost: 100, jancode: null },
    { id_service_shipping_fee: 2, name: '容器代 B', min_order_fee: 1500, max_order_fee: 2999, cost: 50, jancode: null },
  ],
};
const counter: ReceivingMethod = {
  ...base,
  id_restaurant_receiving_method: 22,
  id_receiving_method: 2,
  types: 'counter',
  title: '店内',
  active: false,
  method_image_name: null,
  method_image_url: null,
  id_wait_time: null,
  wait_time: null,
  service_shipping_fees: [],
};

const handlers = (extra: Record<string, (body: unknown) => ReturnType<typeof ok>> = {}) => ({
  ...meHandler(ownerOf()),
  'GET /api/restaurant/receiving-method': () => ok([base, counter]),
  'GET /api/restaurant/receiving-method-master': () => ok(master),
  ...extra,
});

const slow = { timeout: 10_000 };
const rows = () => screen.findAllByTestId('method-table-row', {}, slow);

// Whole-app renders: generous limits, the suite runs beside many others on two cores.
describe('receiving method list', { timeout: 30_000 }, () => {
  it('shows each method with its translated type, tax, service fee and wait time', async () => {
    await renderScreenInEnglish('/receiving-method', handlers());
    expect(await screen.findByRole('heading', { name: 'Receiving Method' }, slow)).toBeTruthy();
    const [first, second] = await rows();
    expect(within(first as HTMLElement).getByTestId('method-type-cell').textContent).toBe('Take-out');
    expect(first?.textContent).toContain('8%');
    expect(first?.textContent).toContain('5%');
    expect(first?.textContent).toContain('10 min');
    expect(within(second as HTMLElement).getByTestId('method-type-cell').textContent).toBe('Counter');
    expect(second?.textContent).toContain('Not set');
  });

  it('translates the types in Japanese', async () => {
    renderScreen('/receiving-method', handlers());
    const [first, second] = await rows();
    expect(within(first as HTMLElement).getByTestId('method-type-cell').textContent).toBe('テイクアウト');
    expect(within(second as HTMLElement).getByTestId('method-type-cell').textContent).toBe('カウンター');
    expect(first?.textContent).toContain('10分');
  });

  it('saves the active switch at once with PATCH {active}, and rolls it back when that fails', async () => {
    const { calls } = renderScreen(
      '/receiving-method',
      handlers({ 'PATCH /api/restaurant/receiving-method/21': () => ok({ ...base, active: false }) }),
    );
    const first = (await rows())[0] as HTMLElement;
    const active = within(first).getByRole('switch', { name: '有効：お持ち帰り' }) as HTMLInputElement;
    fireEvent.click(active);
    await waitFor(
      () => expect(lastCall(calls, 'PATCH', '/api/restaurant/receiving-method/21')?.body).toEqual({ active: false }),
      slow,
    );

    const second = (await rows())[1] as HTMLElement;
    const counterSwitch = within(second).getByRole('switch', { name: '有効：店内' }) as HTMLInputElement;
    expect(counterSwitch.checked).toBe(false);
    mockApi(handlers({ 'PATCH /api/restaurant/receiving-method/22': () => fail(500, 'SOMETHING_WENT_WRONG') }));
    fireEvent.click(counterSwitch);
    expect(counterSwitch.checked).toBe(true);
    await waitFor(() => expect(counterSwitch.checked).toBe(false), slow);
    expect(await screen.findByText('エラーが発生しました')).toBeTruthy();
  });

  it('deletes only after confirmation, naming the method by restaurant, type and row', async () => {
    const { calls } = renderScreen(
      '/receiving-method',
      handlers({ 'DELETE /api/restaurant/receiving-method': () => ok(null) }),
    );
    const button = within((await rows())[0] as HTMLElement).getByRole('button', { name: 'お持ち帰り を削除' });
    const steps = { button, question: 'この受取方法を削除しますか？', confirm: 'method-delete-confirm' };
    const deleted = await deleteAfterConfirmation(calls, '/api/restaurant/receiving-method', steps);
    expect(deleted.body).toEqual({ id_restaurant: 7, id_receiving_method: 1, id_restaurant_receiving_method: 21 });
  });
});

// The large modal renders some 60 fields: jsdom needs a few seconds per test.
describe('edit receiving method', { timeout: 30_000 }, () => {
  it('starts an empty distance at 1000 m, keeps Save off while a tier is broken, and sends every field', async () => {
    const { calls } = await renderScreenInEnglish(
      '/receiving-method',
      handlers({ 'PUT /api/restaurant/receiving-method': () => ok(base) }),
    );
    const first = (await rows())[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Edit お持ち帰り' }));
    const dialog = await screen.findByTestId('method-form');
    const field = (testId: string) => within(dialog).getByTestId(testId) as HTMLInputElement;
    const save = within(dialog).getByTestId('method-form-submit') as HTMLButtonElement;

    expect(field('method-orderable-distance').value).toBe('1000');
    expect(save.disabled).toBe(false);

    fireEvent.change(field('fee-tier-1-min_order_fee'), { target: { value: '1400' } });
    expect(within(dialog).getByTestId('fee-tier-1-min_order_fee-error').textContent).toBe(
      "Must be the previous tier's maximum plus 1 (1,500)",
    );
    expect(save.disabled).toBe(true);

    fireEvent.change(field('fee-tier-1-min_order_fee'), { target: { value: '1500' } });
    fireEvent.change(field('method-min-order-fee'), { target: { value: '4000' } });
    expect(within(dialog).getByTestId('method-min_order_fee-error').textContent).toBe(
      'Error min order fee greater than min free service fee',
    );
    expect(save.disabled).toBe(true);
    fireEvent.change(field('method-min-order-fee'), { target: { value: '500' } });
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    expect((await callMade(calls, 'PUT', '/api/restaurant/receiving-method', slow)).body).toMatchObject({
      id_restaurant_receiving_method: 21,
      id_restaurant: 7,
      id_receiving_method: 1,
      title: 'お持ち帰り',
      tax: 8,
      service_fee: 5,
      min_order_fee: 500,
      min_free_order_fee: 3000,
      orderable_distance: 1000,
      order_number_initials: 'T',
      method_image_name: 'r7/method.jpg',
      service_image_name: 'r7/service.jpg',
      // The tiers as they were: the broken minimum was put back before saving.
      service_shipping_fees: base.service_shipping_fees,
    });
    await waitFor(() => expect(screen.queryByTestId('method-form')).toBeNull(), slow);
  });

  it('shows a weekday shift error and the server answer beside the field it names', async () => {
    renderScreen(
      '/receiving-method',
      handlers({
        'PUT /api/restaurant/receiving-method': () => ({
          status: 400,
          body: {
            status: 400,
            data: null,
            message: 'Must be below the free threshold (3000)',
            message_jp: '無料になる金額（3000）未満にしてください',
            code: 'FEE_TIER_MAX_NOT_BELOW_FREE_THRESHOLD',
            field: 'service_shipping_fees.1.max_order_fee',
          },
        }),
      }),
    );
    const first = (await rows())[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'お持ち帰り を編集' }));
    const dialog = await screen.findByTestId('method-form');
    const save = within(dialog).getByTestId('method-form-submit') as HTMLButtonElement;

    fireEvent.change(within(dialog).getByTestId('shifts-2-start_shift_1'), { target: { value: '1500' } });
    fireEvent.change(within(dialog).getByTestId('shifts-2-end_shift_1'), { target: { value: '1400' } });
    expect(within(dialog).getByTestId('shifts-2-shift-1-error').textContent).toBe(
      '開始時刻は終了時刻より前にしてください',
    );
    expect(save.disabled).toBe(true);
    fireEvent.click(within(dialog).getByTestId('shifts-2-end_shift_1-clear'));
    fireEvent.click(within(dialog).getByTestId('shifts-2-start_shift_1-clear'));
    expect(save.disabled).toBe(false);

    fireEvent.click(save);
    expect(await within(dialog).findByText('無料になる金額（3000）未満にしてください')).toBeTruthy();
    expect(within(dialog).getByTestId('fee-tier-1-max_order_fee-error').textContent).toBe(
      '無料になる金額（3000）未満にしてください',
    );
  });
});
