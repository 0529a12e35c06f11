// The barcode payment screen: one line per quantity unit, 3 a page, each JAN drawn as an EAN-13
// barcode (a JAN that is not one says so); the comment button rule; the order detail's re-display
// only for staff-created paid orders.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../app/provider.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { lineOf, orderOf } from '../home/home-test-data.ts';
import { barcodePages, orderBarcodeItems } from './barcode-pages.ts';
import { BarcodeRedisplay } from './components/barcode-redisplay.tsx';
import { BarcodeScreen } from './components/barcode-screen.tsx';
import { showsCommentButton } from './counter-rules.ts';

const withApp = (node: ReactNode) =>
  render(
    <AppProvider queryClient={createQueryClient()} language="jp">
      {node}
    </AppProvider>,
  );

const items = [
  {
    key: 'a',
    name: 'カフェラテ',
    jancode: '4900000000016',
    qty: 2,
    options: [{ name: 'サイズ: L', jancode: '4900000000030' }],
  },
  { key: 'b', name: 'チーズケーキ', jancode: '4900000000023', qty: 3, options: [] },
  { key: 'c', name: '手書きメニュー', jancode: 'ABC', qty: 1, options: [] },
];

describe('barcode pages', () => {
  it('gives one line per quantity unit, 3 a page', () => {
    const pages = barcodePages(items);
    expect(pages.map((page) => page.map((line) => `${line.name} ${line.unit}/${line.qty}`))).toEqual([
      ['カフェラテ 1/2', 'カフェラテ 2/2', 'チーズケーキ 1/3'],
      ['チーズケーキ 2/3', 'チーズケーキ 3/3', '手書きメニュー 1/1'],
    ]);
    expect(barcodePages([])).toEqual([]);
  });

  it("reads a created order's lines, chosen options and fee tier", () => {
    const order = orderOf({
      order_detail: {
        order_list: [lineOf({ qty: 2 })],
        extra_charge: { id_service_shipping_fee: 1, name: 'サービス料', cost: 100, jancode: '4900000000047' },
      },
    });
    expect(orderBarcodeItems(order)).toEqual([
      {
        key: expect.any(String),
        name: '醤油らーめん',
        jancode: '4901234567894',
        qty: 2,
        options: [{ name: '麺の硬さ: 硬め', jancode: null }],
      },
      { key: 'fee', name: 'サービス料', jancode: '4900000000047', qty: 1, options: [] },
    ]);
  });
});

describe('BarcodeScreen', () => {
  beforeEach(() => {
    // jsdom has no canvas: JsBarcode measures the digits under the bars with one.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => ({ font: '', measureText: (text: string) => ({ width: text.length * 9 }) }) as unknown as null,
    );
  });

  it('pages through the units and draws each JAN as an EAN-13 barcode', async () => {
    withApp(<BarcodeScreen title="バーコード決済" items={items} orderNumber="T042" onClose={() => undefined} />);
    const screenRoot = screen.getByTestId('barcode-screen');
    expect(within(screenRoot).getByTestId('barcode-order-number-value').textContent).toBe('T042');
    expect(within(screenRoot).getByTestId('barcode-page').textContent).toBe('1 / 2 ページ');
    const lines = within(screenRoot).getAllByTestId('barcode-line');
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => within(line).getByTestId('barcode-line-unit').textContent)).toEqual([
      '1 / 2個目',
      '2 / 2個目',
      '1 / 3個目',
    ]);
    // The latte's JAN and its option's, drawn as bars (EAN-13 is 95 modules: many rects).
    const first = lines[0] as HTMLElement;
    const menuCode = within(first).getByTestId('barcode-menu');
    await waitFor(() => expect(menuCode.getAttribute('data-state')).toBe('drawn'));
    expect(menuCode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(menuCode.textContent).toContain('4900000000016');
    await waitFor(() => expect(within(first).getByTestId('barcode-option').getAttribute('data-state')).toBe('drawn'));

    fireEvent.click(within(screenRoot).getByTestId('barcode-next'));
    const second = within(screenRoot).getAllByTestId('barcode-line');
    expect(second.map((line) => within(line).getByTestId('barcode-line-name').textContent)).toEqual([
      'チーズケーキ',
      'チーズケーキ',
      '手書きメニュー',
    ]);
    expect((within(screenRoot).getByTestId('barcode-next') as HTMLButtonElement).disabled).toBe(true);
    const invalid = within(second[2] as HTMLElement).getByTestId('barcode-menu');
    expect(invalid.getAttribute('data-state')).toBe('invalid');
    expect(invalid.textContent).toBe('JANコード ABC はバーコードにできません');
  });

  it('says so when a 13-digit JAN has a wrong check digit', async () => {
    withApp(
      <BarcodeScreen
        title="x"
        items={[{ key: 'x', name: 'x', jancode: '4900000000017', qty: 1, options: [] }]}
        onClose={() => undefined}
      />,
    );
    await waitFor(() => expect(screen.getByTestId('barcode-menu').getAttribute('data-state')).toBe('invalid'));
  });
});

describe('comment button rule', () => {
  it('needs questions or show_note, a new order, and the last page', () => {
    const base = { questionCount: 1, showNote: false, viewingExistingOrder: false, lastPage: true };
    expect(showsCommentButton(base)).toBe(true);
    expect(showsCommentButton({ ...base, questionCount: 0, showNote: true })).toBe(true);
    expect(showsCommentButton({ ...base, questionCount: 0 })).toBe(false);
    expect(showsCommentButton({ ...base, viewingExistingOrder: true })).toBe(false);
    expect(showsCommentButton({ ...base, lastPage: false })).toBe(false);
  });
});

describe('BarcodeRedisplay', () => {
  it('shows the barcodes again for a staff-created paid order, with its number', async () => {
    withApp(<BarcodeRedisplay order={orderOf({ id_user: 'T1a2b3c4d', order_number: 'T007' })} />);
    fireEvent.click(screen.getByTestId('detail-barcode'));
    const again = await screen.findByTestId('barcode-redisplay');
    expect(within(again).getByTestId('barcode-order-number-value').textContent).toBe('T007');
    expect(within(again).getAllByTestId('barcode-line')).toHaveLength(2);
    expect(within(again).queryByTestId('counter-comment-open')).toBeNull();
  });

  it('is not offered for a customer order or a free order', () => {
    withApp(
      <>
        <BarcodeRedisplay order={orderOf({ id_user: 'customer-1' })} />
        <BarcodeRedisplay order={orderOf({ id_user: 'T1a2b3c4d', is_free_food_order: true })} />
      </>,
    );
    expect(screen.queryByTestId('detail-barcode')).toBeNull();
  });
});
