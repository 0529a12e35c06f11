// The browser print views (spec 3 §2.3, §9): the order print preview shows the order's slip (the
// issuer, 再発行 / REPRINT once printed, only the chosen slip categories) and the print list one row
// per order (no total for a free order), in both languages; Print prints through the browser, and
// the page prints landscape for the slip, A4 portrait for the list.
import type { Order } from '@noren/domain/orders/schemas';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import type { StoredLanguage } from '../../lib/language.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { storageKeys, writeJson } from '../../lib/storage.ts';
import { mockApi, ok } from '../../testing/mock-api.ts';
import { setTestLanguage } from '../../testing/render-app.tsx';
import { lineOf, orderOf } from '../home/home-test-data.ts';
import { OrderPrintPreview } from './components/order-print-preview.tsx';
import { PrintListModal } from './components/print-list-modal.tsx';

const issuer = { name: '麺屋のれん', registration_number: 'T1234567890123', company: null };

async function show(view: ReactNode, language: StoredLanguage = 'jp') {
  await setTestLanguage(language);
  mockApi({ 'GET /api/restaurant/order/print/issuer/7': () => ok(issuer) });
  return render(
    <AppProvider queryClient={createQueryClient()} language={language}>
      {view}
    </AppProvider>,
  );
}

/** The slip's text as the SVG draws it, one string. */
async function slipText(): Promise<string> {
  const slip = await screen.findByTestId('slip-preview');
  return [...slip.querySelectorAll('text')].map((text) => text.textContent).join('\n');
}

/** The print stylesheet in force. */
function printStyles(): string {
  return [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
}

const twoStations: Order = orderOf({
  id_food_order: 120,
  order_detail: {
    order_list: [
      lineOf({ id_food_cart: 1, id_food_category: 1, food_menu_name: '醤油らーめん' }),
      lineOf({ id_food_cart: 2, id_food_category: 2, food_menu_name: '餃子', additional: [], qty: 1, total: 400 }),
    ],
    extra_charge: null,
  },
});

describe('order print preview', { timeout: 20_000 }, () => {
  it('shows the slip with its issuer and prints it through the browser on landscape paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await show(<OrderPrintPreview order={orderOf()} onClose={() => {}} />);
    const text = await slipText();
    expect(text).toContain('麺屋のれん');
    expect(text).toContain('登録番号 T1234567890123');
    expect(text).toContain('醤油らーめん');
    expect(text).not.toContain('再発行');
    expect(screen.getByText('注文 T101 の印刷')).toBeTruthy();
    expect(printStyles()).toMatch(/@page{size:\s?landscape/);
    fireEvent.click(screen.getByTestId('order-print-preview-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says REPRINT once the order has printed, in English', async () => {
    await show(<OrderPrintPreview order={orderOf({ is_printed: true })} onClose={() => {}} />, 'en');
    expect(await slipText()).toContain('再発行 / REPRINT');
    expect(screen.getByText('Print order T101')).toBeTruthy();
    expect(screen.getByTestId('order-print-preview-print').textContent).toBe('Print');
  });

  it('prints only the lines of the slip categories, and nothing when none is chosen', async () => {
    writeJson(storageKeys.categoryIdList, [2]);
    const view = await show(<OrderPrintPreview order={twoStations} onClose={() => {}} />);
    const text = await slipText();
    expect(text).toContain('餃子');
    expect(text).not.toContain('醤油らーめん');
    view.unmount();
    writeJson(storageKeys.categoryIdList, [3]);
    await show(<OrderPrintPreview order={twoStations} onClose={() => {}} />);
    expect((await screen.findByTestId('order-print-preview-nothing')).textContent).toContain('印刷されません');
    expect(screen.getByTestId('order-print-preview-print').hasAttribute('disabled')).toBe(true);
  });

  it("says 'Printed failed' when the browser refuses to print", async () => {
    vi.stubGlobal('print', () => {
      throw new Error('blocked');
    });
    await show(<OrderPrintPreview order={orderOf()} onClose={() => {}} />, 'en');
    await slipText();
    fireEvent.click(screen.getByTestId('order-print-preview-print'));
    expect(await screen.findByText('Printed failed')).toBeTruthy();
  });
});

const free: Order = orderOf({
  id_food_order: 130,
  is_free_food_order: true,
  receiving_method: null,
  id_receiving_method: null,
  total_price: 0,
  customer_note: '急ぎ',
  order_detail: {
    order_list: [lineOf({ id_food_cart: 3, is_free_food_menu: true, free_food_menu_name: '呼出', additional: [] })],
    extra_charge: null,
  },
});

describe('print list', { timeout: 20_000 }, () => {
  it('lists the orders with their lines, and no total for a free order, on A4 portrait paper', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await show(<PrintListModal date="2026-11-24" orders={[orderOf(), free]} onClose={() => {}} />);
    const rows = screen.getAllByTestId('print-list-row');
    expect(rows).toHaveLength(2);
    const [paid, ticket] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(paid).toEqual(['T101', '11:30', 'お持ち帰り', '醤油らーめん × 2 (硬め)', '2', '2,160円', '']);
    expect(ticket?.[2]).toBe('呼出番号');
    expect(ticket?.[5]).toBe('');
    expect(ticket?.[6]).toContain('急ぎ');
    expect(screen.getByText('印刷リスト・2026-11-24')).toBeTruthy();
    expect(screen.getByText('注文番号')).toBeTruthy();
    expect(printStyles()).toMatch(/@page{size:\s?A4 portrait/);
    fireEvent.click(screen.getByTestId('print-list-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('keeps to the slip categories, in English', async () => {
    writeJson(storageKeys.categoryIdList, [2]);
    await show(<PrintListModal date="2026-11-24" orders={[orderOf(), twoStations, free]} onClose={() => {}} />, 'en');
    const rows = screen.getAllByTestId('print-list-row');
    expect(rows).toHaveLength(1);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Only the 餃子 line of order 120: its subtotal, not the order's total.
    expect(cells).toEqual(['T120', '11:30', 'お持ち帰り', '餃子 × 1', '1', '400円', '']);
    expect(screen.getByText('Print list · 2026-11-24')).toBeTruthy();
    expect(screen.getByText('Order No.')).toBeTruthy();
    expect(screen.getByText('Orders: 1')).toBeTruthy();
  });

  it('says when nothing is to print', async () => {
    writeJson(storageKeys.categoryIdList, [9]);
    await show(<PrintListModal date="2026-11-24" orders={[orderOf()]} onClose={() => {}} />, 'en');
    expect(screen.getByTestId('print-list-empty').textContent).toContain('No order to print');
    expect(screen.getByTestId('print-list-print').hasAttribute('disabled')).toBe(true);
  });
});
