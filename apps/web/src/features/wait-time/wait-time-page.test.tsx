// Wait Time screen: the list with its method, the filter by receiving method kept in local storage
// (wait_time_filter), the modal (method and whole minutes required, a lone minus sign refused),
// edit, and delete with confirmation.
import type { WaitTime } from '@noren/domain/wait-times';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../lib/storage.ts';
import { receivingMethodOf } from '../../testing/catalogue.ts';
import { deleteAfterConfirmation } from '../../testing/list-screen.ts';
import { fail, type Handler, lastCall, ok } from '../../testing/mock-api.ts';
import { renderApp, renderScreen, setTestLanguage } from '../../testing/render-app.tsx';

const methods = [
  receivingMethodOf({
    id_restaurant_receiving_method: 21,
    id_receiving_method: 1,
    title: 'お持ち帰り',
    types: 'take_out',
  }),
  receivingMethodOf({
    id_restaurant_receiving_method: 22,
    id_receiving_method: 2,
    title: '店内',
    types: 'counter',
    method_name: 'Counter',
    method_name_jp: 'カウンター',
  }),
];
const waitTime = (id: number, method: (typeof methods)[number], minutes: number, description = ''): WaitTime => ({
  id_wait_time: id,
  id_restaurant: 7,
  wait_time: minutes,
  description,
  id_restaurant_receiving_method: method.id_restaurant_receiving_method,
  id_receiving_method: method.id_receiving_method,
  title: method.title,
  types: method.types,
});
const [takeOut, counter] = methods as [(typeof methods)[number], (typeof methods)[number]];
const list = [waitTime(1, takeOut, 5), waitTime(2, takeOut, 15, '混雑時'), waitTime(3, counter, 10)];

const handlers = (extra: Record<string, Handler> = {}) => ({
  'GET /api/restaurant/wait/time/7': () => ok(list),
  'GET /api/restaurant/receiving-method': () => ok(methods),
  ...extra,
});

const slow = { timeout: 10_000 };
const rows = () => screen.findAllByTestId('wait-time-table-row', {}, slow);

async function choose(trigger: HTMLElement, option: string) {
  fireEvent.mouseDown(trigger);
  fireEvent.click(await screen.findByTestId(option));
}

// Whole-app renders: generous limits, the suite runs beside many others on two cores.
describe('wait time list', { timeout: 30_000 }, () => {
  it('lists every wait time with its method, and filters by method, remembering the choice', async () => {
    await setTestLanguage('en');
    const { unmount } = renderScreen('/wait-time', handlers(), { language: 'en' });
    expect(await screen.findByRole('heading', { name: 'Wait Time' }, slow)).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(3), slow);
    const first = (await rows())[0] as HTMLElement;
    expect(first.textContent).toContain('お持ち帰り');
    expect(first.textContent).toContain('Take-out');
    expect(first.textContent).toContain('5 min');

    await choose(screen.getByTestId('wait-time-filter'), 'wait-time-filter-option-22');
    await waitFor(async () => expect(await rows()).toHaveLength(1), slow);
    expect((await rows())[0]?.textContent).toContain('10 min');
    expect(window.localStorage.getItem(storageKeys.waitTimeFilter)).toBe('22');
    unmount();

    renderApp('/wait-time', { language: 'en' });
    await waitFor(async () => expect(await rows()).toHaveLength(1), slow);
    await choose(screen.getByTestId('wait-time-filter'), 'wait-time-filter-option-all');
    await waitFor(async () => expect(await rows()).toHaveLength(3), slow);
    expect(window.localStorage.getItem(storageKeys.waitTimeFilter)).toBe('all');
  });

  it('shows all wait times when the remembered method no longer exists', async () => {
    window.localStorage.setItem(storageKeys.waitTimeFilter, '99');
    renderScreen('/wait-time', handlers());
    await waitFor(async () => expect(await rows()).toHaveLength(3), slow);
    expect(screen.getByTestId('wait-time-filter').textContent).toBe('すべての受取方法');
  });
});

describe('wait time modal', { timeout: 30_000 }, () => {
  it('needs a method and whole minutes: a lone minus sign is refused; then POSTs them', async () => {
    const { calls } = renderScreen(
      '/wait-time',
      handlers({ 'POST /api/restaurant/wait/time/7': () => ok(waitTime(4, counter, 20)) }),
    );
    await rows();
    fireEvent.click(screen.getByTestId('wait-time-add'));
    const dialog = await screen.findByTestId('wait-time-form');
    const save = within(dialog).getByTestId('wait-time-form-submit') as HTMLButtonElement;
    const minutes = within(dialog).getByTestId('wait-time-minutes') as HTMLInputElement;
    expect(save.disabled).toBe(true);

    await choose(within(dialog).getByTestId('wait-time-method'), 'wait-time-method-option-22');
    fireEvent.change(minutes, { target: { value: '-' } });
    expect(minutes.value).toBe('');
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByText('必須項目です')).toBeTruthy();

    fireEvent.change(minutes, { target: { value: '２０' } });
    expect(minutes.value).toBe('20');
    fireEvent.change(within(dialog).getByTestId('wait-time-description'), { target: { value: ' 平日 ' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(
      () =>
        expect(lastCall(calls, 'POST', '/api/restaurant/wait/time/7')?.body).toEqual({
          id_restaurant_receiving_method: 22,
          wait_time: 20,
          description: '平日',
        }),
      slow,
    );
    await waitFor(() => expect(screen.queryByTestId('wait-time-form')).toBeNull(), slow);
  });

  it('starts a new wait time on the filtered method, and shows a duplicate refused by the server', async () => {
    window.localStorage.setItem(storageKeys.waitTimeFilter, '21');
    renderScreen(
      '/wait-time',
      handlers({ 'POST /api/restaurant/wait/time/7': () => fail(409, 'WAIT_TIME_DUPLICATE', 'wait_time') }),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(2), slow);
    fireEvent.click(screen.getByTestId('wait-time-add'));
    const dialog = await screen.findByTestId('wait-time-form');
    expect(within(dialog).getByTestId('wait-time-method').textContent).toContain('お持ち帰り');
    fireEvent.change(within(dialog).getByTestId('wait-time-minutes'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByTestId('wait-time-form-submit'));
    expect(await within(dialog).findByText('この受取方法には同じ待ち時間が既にあります')).toBeTruthy();
  });

  it('edits with PUT and the id, and deletes only after confirmation', async () => {
    const { calls } = renderScreen(
      '/wait-time',
      handlers({
        'PUT /api/restaurant/wait/time/7': () => ok(waitTime(2, takeOut, 25, '混雑時')),
        'DELETE /api/restaurant/wait/time/7': () => ok(null),
      }),
    );
    const second = (await rows())[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: '15分（お持ち帰り） を編集' }));
    const dialog = await screen.findByTestId('wait-time-form');
    fireEvent.change(within(dialog).getByTestId('wait-time-minutes'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByTestId('wait-time-form-submit'));
    await waitFor(
      () =>
        expect(lastCall(calls, 'PUT', '/api/restaurant/wait/time/7')?.body).toEqual({
          id_wait_time: 2,
          id_restaurant_receiving_method: 21,
          wait_time: 25,
          description: '混雑時',
        }),
      slow,
    );
    await waitFor(() => expect(screen.queryByTestId('wait-time-form')).toBeNull(), slow);

    const third = (await rows())[2] as HTMLElement;
    const button = within(third).getByRole('button', { name: '10分（店内） を削除' });
    const steps = { button, question: 'この待ち時間を削除しますか？', confirm: 'wait-time-delete-confirm' };
    const deleted = await deleteAfterConfirmation(calls, '/api/restaurant/wait/time/7', steps);
    expect(deleted.body).toEqual({
      id_wait_time: 3,
      id_restaurant_receiving_method: 22,
      wait_time: 10,
      description: '',
    });
  });
});
