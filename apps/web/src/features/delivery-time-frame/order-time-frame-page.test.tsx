// Order Time Frame screen: frames grouped under dates written per language, today's rows active and
// the other dates' inactive, holidays said so, the quota edit refusing a value below the orders
// received (the rule's words beside the field, Save off) and showing the server's refusal too.
import { addDays, type DeliveryTimeDateGroup } from '@noren/domain/delivery-time-frames';
import { businessDate } from '@noren/domain/restaurant';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { fail, meHandler, mockApi, ok, type Reply } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/delivery-time';
const today = businessDate(new Date());
const tomorrow = addDays(today, 1);

const frame = (id: number, date: string, start: string, end: string, count_order = 0) => ({
  id_delivery_time_frame: id,
  date,
  start_time: `${start}:00`,
  end_time: `${end}:00`,
  max_order: 10,
  count_order,
  closing_time: 30,
});

const groups: DeliveryTimeDateGroup[] = [
  {
    date: today,
    holiday: false,
    list: [frame(1, today, '11:00', '11:30'), frame(2, today, '11:30', '12:00', 3)],
  },
  { date: tomorrow, holiday: false, list: [frame(3, tomorrow, '11:00', '11:30')] },
  { date: addDays(today, 2), holiday: true, list: [] },
];

function japaneseDate(iso: string) {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = '日月火水木金土'[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  return `${year}年${month}月${day}日(${weekday})`;
}

function rowOf(time: string, date = today) {
  const group = screen.getAllByTestId('frame-date-group').find((element) => element.dataset.date === date)!;
  return within(group)
    .getAllByTestId('frame-row')
    .find((row) => within(row).getByTestId('frame-time').textContent === time)!;
}

describe('order time frame page', () => {
  it('groups the frames under Japanese dates, greys the days other than today, and names a holiday', async () => {
    const calls = mockApi({ ...meHandler(ownerOf('delivery')), [listPath]: () => ok(groups, 3) });
    renderApp('/order-time-frame');
    // The screen's code loads on first use; give that first load time.
    expect(await screen.findByRole('heading', { name: '注文受付時間枠', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('frame-date-group')).toHaveLength(3));
    const dates = screen.getAllByTestId('frame-date').map((element) => element.textContent);
    expect(dates).toEqual([japaneseDate(today), japaneseDate(tomorrow), japaneseDate(addDays(today, 2))]);
    expect(within(screen.getAllByTestId('frame-date-group')[0]!).getByText('本日')).toBeTruthy();

    const busy = rowOf('11:30 – 12:00');
    expect(within(busy).getByTestId('frame-orders').textContent).toBe('3 / 10');
    expect(busy.dataset.inactive).toBe('false');
    expect(rowOf('11:00 – 11:30', tomorrow).dataset.inactive).toBe('true');
    expect(getComputedStyle(within(rowOf('11:00 – 11:30', tomorrow)).getByTestId('frame-time')).color).not.toBe(
      getComputedStyle(within(busy).getByTestId('frame-time')).color,
    );

    const holiday = screen.getAllByTestId('frame-date-group')[2]!;
    expect(within(holiday).getByText('休業日')).toBeTruthy();
    expect(within(holiday).getByText('休業日のため、この日の時間枠はありません。')).toBeTruthy();
    expect(within(holiday).queryAllByTestId('frame-row')).toHaveLength(0);

    expect(screen.getByTestId('set-holiday').getAttribute('href')).toBe('/order-time-frame/holiday');
    expect(calls.find((call) => call.path === '/api/restaurant/delivery-time')).toBeTruthy();
  });

  it('writes the dates in English', async () => {
    await setTestLanguage('en');
    mockApi({ ...meHandler(ownerOf('delivery')), [listPath]: () => ok(groups, 3) });
    renderApp('/order-time-frame', { language: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('frame-date-group')).toHaveLength(3));
    const expected = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      weekday: 'short',
    }).format(new Date(`${today}T00:00:00Z`));
    expect(screen.getAllByTestId('frame-date')[0]?.textContent).toBe(expected);
    expect(screen.getByText('Today')).toBeTruthy();
    expect(screen.getByTestId('set-holiday').textContent).toBe('Set Holiday');
  });

  it('refuses a quota below the orders received with the count, and saves one at or above it', async () => {
    let saved: unknown = null;
    mockApi({
      ...meHandler(ownerOf('delivery')),
      [listPath]: () => ok(groups, 3),
      'PATCH /api/restaurant/delivery-time/2': (body) => {
        saved = body;
        return ok({ ...frame(2, today, '11:30', '12:00', 3), max_order: 5 });
      },
    });
    renderApp('/order-time-frame');
    await waitFor(() => expect(screen.getAllByTestId('frame-row')).toHaveLength(3));
    fireEvent.click(within(rowOf('11:30 – 12:00')).getByTestId('frame-edit'));
    const dialog = await screen.findByTestId('quota-form');
    expect(within(dialog).getByTestId('quota-received').textContent).toBe('受付済み注文数：3件');
    const input = within(dialog).getByTestId('quota-max-order') as HTMLInputElement;
    expect(input.value).toBe('10');

    fireEvent.change(input, { target: { value: '2' } });
    expect(within(dialog).getByTestId('quota-error').textContent).toBe(
      '最大注文数は、現在の受付済み注文数（3件）より少なくできません',
    );
    expect((within(dialog).getByTestId('quota-form-submit') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, { target: { value: '5' } });
    expect(within(dialog).getByTestId('quota-error').textContent).not.toContain('最大注文数');
    fireEvent.click(within(dialog).getByTestId('quota-form-submit'));
    await waitFor(() => expect(saved).toEqual({ max_order: 5 }));
    expect(await screen.findByText('最大注文数を更新しました')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('quota-form')).toBeNull());
  });

  it("shows the server's refusal beside the field when orders came in meanwhile", async () => {
    await setTestLanguage('en');
    mockApi({
      ...meHandler(ownerOf('delivery')),
      [listPath]: () => ok(groups, 3),
      'PATCH /api/restaurant/delivery-time/1': (): Reply => ({
        status: 400,
        body: {
          status: 400,
          data: null,
          code: 'DELIVERY_MAX_ORDER_BELOW_COUNT',
          field: 'max_order',
          message: "The maximal order can't be less than the received order in the current time (4)",
          message_jp: '最大注文数は、現在の受付済み注文数（4件）より少なくできません',
        },
      }),
    });
    renderApp('/order-time-frame', { language: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('frame-row')).toHaveLength(3));
    fireEvent.click(within(rowOf('11:00 – 11:30')).getByTestId('frame-edit'));
    const dialog = await screen.findByTestId('quota-form');
    fireEvent.change(within(dialog).getByTestId('quota-max-order'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByTestId('quota-form-submit'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('quota-error').textContent).toBe(
        "The maximal order can't be less than the received order in the current time (4)",
      ),
    );
    expect(screen.getByTestId('quota-form')).toBeTruthy();
    // Beside the field only: no toast repeats it.
    expect(screen.getAllByText(/can't be less than the received order/)).toHaveLength(1);
  });

  it('says so when there are no frames yet, and shows a failed load with a retry', async () => {
    let failing = true;
    mockApi({
      ...meHandler(ownerOf('delivery')),
      [listPath]: () => (failing ? fail(500, 'SOMETHING_WENT_WRONG') : ok([], 0)),
    });
    renderApp('/order-time-frame');
    expect(await screen.findByText('エラーが発生しました', {}, { timeout: 5000 })).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('no-frames')).toBeTruthy();
  });
});
