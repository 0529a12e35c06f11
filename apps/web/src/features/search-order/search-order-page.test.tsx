// Search Order and Detail Order: the default search (all, -1), the table filter enabled only for the
// table method, the restaurants of the store with their company (only the own one can be chosen),
// server paging, the 1 s refresh guard, the Excel download as a file job, and Detail Order's four
// parameters.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { receivingMethodOf } from '../../testing/catalogue.ts';
import { type Handler, lastCall, ok } from '../../testing/mock-api.ts';
import { renderScreen, renderScreenInEnglish } from '../../testing/render-app.tsx';
import type { SearchRow } from './api/search-orders.ts';

const row = (id: number, extra: Partial<SearchRow> = {}): SearchRow => ({
  id_food_order: id,
  order_number: `A-${String(id).padStart(3, '0')}`,
  id_restaurant: 7,
  restaurant_name: 'Sushi Kaede',
  order_date: '2026-11-20',
  order_time: '12:30:00',
  id_receiving_method: 1,
  receiving_method_title: 'お持ち帰り',
  is_free_food_order: false,
  table_number: null,
  id_user: 'customer-1',
  cooking_status: 'receipt',
  total_qty: 2,
  total_price: 1200,
  ...extra,
});

const methods = (
  [
    [21, 1, 'お持ち帰り', 'take_out'],
    [23, 3, 'テーブル', 'table'],
  ] as const
).map(([id, type, title, types]) =>
  receivingMethodOf({ id_restaurant_receiving_method: id, id_receiving_method: type, title, types }),
);
const store = [
  {
    id_restaurant: 7,
    restaurant_name: 'Sushi Kaede',
    code_company: 100,
    code_store: 1001,
    store_name: 'Store',
    own: true,
  },
  {
    id_restaurant: 8,
    restaurant_name: 'Ramen Sora',
    code_company: 100,
    code_store: 1001,
    store_name: 'Store',
    own: false,
  },
];

const handlers = (extra: Record<string, Handler> = {}) => ({
  'GET /api/restaurant/receiving-method': () => ok(methods),
  'GET /api/restaurant/order/search/restaurants': () => ok(store),
  'POST /api/restaurant/list/table': () => ok([{ id_restaurant: 7, table_number: '5' }]),
  'POST /api/restaurant/order/search/1/10': () => ok([row(1), row(2)], 12),
  'POST /api/restaurant/order/search/2/10': () => ok([row(11)], 12),
  ...extra,
});

const slow = { timeout: 10_000 };
const rows = () => screen.findAllByTestId('search-order-table-row', {}, slow);
const all = ['-1'];

async function choose(trigger: HTMLElement, option: string) {
  fireEvent.mouseDown(trigger);
  fireEvent.click(await screen.findByTestId(option));
}

afterEach(() => vi.restoreAllMocks());

describe('search order', { timeout: 30_000 }, () => {
  it('searches everything by default and pages on the server', async () => {
    const { calls } = await renderScreenInEnglish('/search-order', handlers());
    expect(await screen.findByRole('heading', { name: 'Search Order' }, slow)).toBeTruthy();
    await waitFor(async () => expect(await rows()).toHaveLength(2), slow);
    expect(lastCall(calls, 'POST', '/api/restaurant/order/search/1/10')?.body).toEqual({
      list_restaurant: [-1],
      list_receiving_method: [-1],
      list_table_number: all,
    });
    expect((await rows())[0]?.textContent).toContain('A-001');
    expect(screen.getByText('1–10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(async () => expect((await rows())[0]?.textContent).toContain('A-011'), slow);
  });

  it('enables the table filter only for the table method, and sends the chosen filters', async () => {
    const { calls } = await renderScreenInEnglish('/search-order', handlers());
    await rows();
    const table = screen.getByTestId('search-order-filter-table');
    expect(table.getAttribute('aria-disabled')).toBe('true');
    await choose(screen.getByTestId('search-order-filter-method'), 'search-order-filter-method-option-3');
    await waitFor(() =>
      expect(screen.getByTestId('search-order-filter-table').getAttribute('aria-disabled')).toBeNull(),
    );
    await choose(screen.getByTestId('search-order-filter-table'), 'search-order-filter-table-option-5');
    fireEvent.change(screen.getByTestId('search-order-filter-from_date'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('search-order-search'));
    await waitFor(
      () =>
        expect(lastCall(calls, 'POST', '/api/restaurant/order/search/1/10')?.body).toEqual({
          from_date: '2026-11-01',
          list_restaurant: [-1],
          list_receiving_method: [3],
          list_table_number: ['5'],
        }),
      slow,
    );
    await choose(screen.getByTestId('search-order-filter-method'), 'search-order-filter-method-option-1');
    expect(screen.getByTestId('search-order-filter-table').textContent).toBe('All');
  });

  it("lists the store's restaurants with their company; another restaurant cannot be chosen", async () => {
    await renderScreenInEnglish('/search-order', handlers());
    await rows();
    fireEvent.mouseDown(screen.getByTestId('search-order-filter-restaurant'));
    const own = await screen.findByTestId('search-order-filter-restaurant-option-7');
    const other = screen.getByTestId('search-order-filter-restaurant-option-8');
    expect(own.textContent).toBe('Sushi Kaede (Company 100)');
    expect(other.textContent).toBe('Ramen Sora (Company 100)');
    expect(other.getAttribute('aria-disabled')).toBe('true');
    expect(own.getAttribute('aria-disabled')).toBeNull();
  });

  it('lets refresh be pressed again only after a second', async () => {
    const { calls } = renderScreen('/search-order', handlers());
    await rows();
    const refresh = screen.getByTestId('search-order-refresh') as HTMLButtonElement;
    const before = calls.filter((call) => call.path === '/api/restaurant/order/search/1/10').length;
    fireEvent.click(refresh);
    expect(refresh.disabled).toBe(true);
    await waitFor(
      () => expect(calls.filter((call) => call.path === '/api/restaurant/order/search/1/10').length).toBe(before + 1),
      slow,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(refresh.disabled).toBe(true);
    await waitFor(() => expect(refresh.disabled).toBe(false), { timeout: 2000 });
  });

  it('exports every matching order as a file job with its progress, then saves the Excel file', async () => {
    const created = vi.fn(() => 'blob:orders');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const job = { id_file_job: 9, kind: 'order-export', result: null, error: null };
    let state: object = { ...job, status: 'running', done: 30, total: 120 };
    const { calls } = renderScreen(
      '/search-order',
      handlers({
        'POST /api/restaurant/order/search/export': () => ok({ ...job, status: 'queued', done: 0, total: 120 }),
        'GET /api/restaurant/file-job/9': () => ok(state),
        'GET /api/restaurant/file-job/9/file': () => ok(null),
      }),
    );
    await rows();
    fireEvent.click(screen.getByTestId('search-order-export'));
    await waitFor(
      () => expect(screen.getByTestId('search-order-export-progress-percent').textContent).toBe('25%'),
      slow,
    );
    expect((screen.getByTestId('search-order-export') as HTMLButtonElement).disabled).toBe(true);
    const asked = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => new URL(String(url), 'http://localhost'))
      .find((url) => url.pathname === '/api/restaurant/order/search/export');
    expect(asked?.searchParams.get('job')).toBe('1');
    expect(lastCall(calls, 'POST', '/api/restaurant/order/search/export')?.body).toEqual({
      list_restaurant: [-1],
      list_receiving_method: [-1],
      list_table_number: all,
    });
    expect(clicks).toHaveLength(0);

    state = {
      ...job,
      status: 'done',
      done: 120,
      total: 120,
      result: {
        file_name: 'OE_20261124_130501.xlsx',
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        expires_at: '2026-11-24T05:05:01.000Z',
        download_path: '/api/restaurant/file-job/9/file',
        rows: 120,
      },
    };
    await waitFor(() => expect(clicks).toHaveLength(1), slow);
    expect(clicks[0]).toMatch(/^OE_\d{8}_\d{6}\.xlsx$/);
    expect(clicks[0]).toBe('OE_20261124_130501.xlsx');
    expect(created).toHaveBeenCalledOnce();
    expect(lastCall(calls, 'GET', '/api/restaurant/file-job/9/file')).toBeDefined();
    await waitFor(() => expect(screen.queryByTestId('search-order-export-progress')).toBeNull());
  });

  it('shows the bilingual error of a failed export', async () => {
    renderScreen(
      '/search-order',
      handlers({
        'POST /api/restaurant/order/search/export': () =>
          ok({ id_file_job: 9, kind: 'order-export', status: 'queued', done: 0, total: null }),
        'GET /api/restaurant/file-job/9': () =>
          ok({
            id_file_job: 9,
            kind: 'order-export',
            status: 'failed',
            done: 0,
            total: null,
            result: null,
            error: {
              status: 500,
              code: 'FILE_JOB_INTERRUPTED',
              data: null,
              message: 'Interrupted',
              message_jp: '中断されました',
            },
          }),
      }),
    );
    await rows();
    fireEvent.click(screen.getByTestId('search-order-export'));
    expect(await screen.findByText('中断されました', {}, slow)).toBeTruthy();
    expect((screen.getByTestId('search-order-export') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is in Japanese by default', async () => {
    renderScreen('/search-order', handlers());
    await rows();
    expect(screen.getByRole('columnheader', { name: '注文番号' })).toBeTruthy();
    expect(screen.getByTestId('search-order-export').textContent).toBe('Excelダウンロード');
  });
});

describe('detail order', { timeout: 30_000 }, () => {
  it('shows the order of its four query parameters with its lines and totals', async () => {
    const order = {
      id_food_order: 5,
      order_number: 'A-005',
      id_user: 'customer-1',
      order_date: '2026-11-20',
      order_time: '12:30:00',
      table_number: '5',
      customer_note: 'no wasabi',
      is_free_food_order: false,
      receiving_method: { title: 'テーブル', types: 'table', id_receiving_method: 3 },
      total_price: 1300,
      total_price_detail: {
        subtotal: 1000,
        option_total: 100,
        service_fee: 50,
        service_fee_rate: 5,
        tax: 150,
        tax_rate: 10,
        shipping_fee: 0,
        total: 1300,
      },
      order_detail: {
        order_list: [
          {
            id_food_cart: 1,
            food_menu_name: 'Maguro',
            free_food_menu_name: null,
            qty: 2,
            total: 1100,
            jancode: '4900000000001',
          },
        ],
      },
    };
    await renderScreenInEnglish('/detail-order?id_food_order=5&order_number=A-005&table_number=5&id_user=customer-1', {
      'GET /api/restaurant/order/detail/5': () => ok({ data: order }),
    });
    const detail = await screen.findByTestId('detail-order', {}, slow);
    expect(detail.textContent).toContain('A-005');
    expect(detail.textContent).toContain('customer-1');
    const lines = await within(detail).findByTestId('detail-order-lines', {}, slow);
    expect(lines.textContent).toContain('Maguro');
    expect(lines.textContent).toContain('4900000000001');
    expect(detail.textContent).toContain('no wasabi');
  });
});
