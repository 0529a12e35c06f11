// Holiday calendar: Japanese month view with the holidays marked; a tap toggles the day (the PATCH
// body in YYYY/MM/DD), marks it at once and confirms with a toast; a refusal puts it back.
import { businessDate } from '@noren/domain/restaurant';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownerOf } from '../../testing/fixtures.ts';
import { fail, meHandler, mockApi, ok, pending } from '../../testing/mock-api.ts';
import { renderApp, setTestLanguage } from '../../testing/render-app.tsx';

const listPath = 'GET /api/restaurant/holiday';
const togglePath = 'PATCH /api/restaurant/holiday';
const today = businessDate(new Date());
const slash = today.replaceAll('-', '/');
const [year, month] = today.split('-').map(Number) as [number, number];

// The calendar's code loads on first use; give that first load time.
const dayCell = (date: string) => screen.findByTestId(`calendar-day-${date}`, {}, { timeout: 10_000 });

describe('holiday page', () => {
  it('shows the month in Japanese with the holidays marked', async () => {
    mockApi({ ...meHandler(ownerOf('delivery')), [listPath]: () => ok([{ date: slash }], 1) });
    renderApp('/order-time-frame/holiday');
    await dayCell(today);
    await waitFor(() => expect(screen.getByTestId(`calendar-day-${today}`).dataset.holiday).toBe('true'));
    expect(screen.getByRole('heading', { name: '休業日設定', level: 1 })).toBeTruthy();
    // The calendar speaks Japanese: its month heading and weekday initials.
    expect(screen.getByText(`${year}年${month}月`)).toBeTruthy();
    expect(screen.getAllByText('日').length).toBeGreaterThan(0);
    expect(screen.getByTestId('upcoming-holiday').dataset.date).toBe(today);
  });

  it('makes a tapped day a holiday: marked at once, PATCH with YYYY/MM/DD, a toast', async () => {
    let body: unknown = null;
    let holidays: { date: string }[] = [];
    mockApi({
      ...meHandler(ownerOf('delivery')),
      [listPath]: () => ok(holidays, holidays.length),
      [togglePath]: (sent) => {
        body = sent;
        holidays = [{ date: slash }];
        return ok({ date: slash, holiday: true, removed_frames: 17, kept_frames: 1 });
      },
    });
    renderApp('/order-time-frame/holiday');
    const cell = await dayCell(today);
    await waitFor(() => expect(cell.dataset.holiday).toBe('false'));
    fireEvent.click(cell);
    await waitFor(async () => expect((await dayCell(today)).dataset.holiday).toBe('true'));
    expect(body).toEqual({ id_restaurant: 7, date: slash });
    expect(await screen.findByText(/を休業日に設定しました 注文のある時間枠（1件）は残しました/)).toBeTruthy();
  });

  it('un-marks a holiday in English, and puts the mark back when the server refuses', async () => {
    await setTestLanguage('en');
    let refuse = false;
    const calls = mockApi({
      ...meHandler(ownerOf('delivery')),
      [listPath]: () => ok([{ date: slash }], 1),
      [togglePath]: () =>
        refuse
          ? fail(400, 'HOLIDAY_DATE_PAST', 'date')
          : ok({ date: slash, holiday: false, removed_frames: 0, kept_frames: 0 }),
    });
    renderApp('/order-time-frame/holiday', { language: 'en' });
    await dayCell(today);
    expect(screen.getByRole('heading', { name: 'Holidays', level: 1 })).toBeTruthy();
    const cell = () => screen.getByTestId(`calendar-day-${today}`);
    await waitFor(() => expect(cell().dataset.holiday).toBe('true'));
    refuse = true;
    fireEvent.click(cell());
    expect(await screen.findByText("A past date can't be changed")).toBeTruthy();
    await waitFor(() => expect(cell().dataset.holiday).toBe('true'));
    refuse = false;
    fireEvent.click(cell());
    expect(await screen.findByText(/is no longer a holiday$/)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
  });

  it('keeps the calendar usable while the holidays load', async () => {
    mockApi({ ...meHandler(ownerOf('delivery')), [listPath]: () => pending() });
    renderApp('/order-time-frame/holiday');
    expect(await screen.findByRole('heading', { name: '休業日設定', level: 1 })).toBeTruthy();
    expect(screen.getByTestId('holiday-back').getAttribute('href')).toBe('/order-time-frame');
  });
});
