// The order list's pager: the range it shows, the page buttons at the ends, orders per page, in both
// languages.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../app/provider.tsx';
import type { StoredLanguage } from '../../../lib/language.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setTestLanguage } from '../../../testing/render-app.tsx';
import { OrderPager, type OrderPagerProps, pageRange } from './order-pager.tsx';

async function renderPager(props: Partial<OrderPagerProps>, language: StoredLanguage = 'jp') {
  await setTestLanguage(language);
  const handlers = { onPageChange: vi.fn(), onLimitChange: vi.fn() };
  render(
    <AppProvider queryClient={createQueryClient()} language={language}>
      <OrderPager page={0} limit={10} total={35} limitOptions={[6, 10, 25]} {...handlers} {...props} />
    </AppProvider>,
  );
  return handlers;
}

describe('pageRange', () => {
  it('gives the first and last row of a page, the last page short, nothing as 0–0', () => {
    expect(pageRange(0, 10, 35)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 35)).toEqual({ from: 31, to: 35 });
    expect(pageRange(0, 6, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('OrderPager', () => {
  it('shows the range in Japanese, and on the first page only the next button works', async () => {
    const { onPageChange } = await renderPager({});
    expect(screen.getByTestId('order-pagination-range').textContent).toBe('1～10 / 35件');
    const previous = screen.getByRole('button', { name: '前のページへ' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: '次のページへ' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    fireEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('on the last page only the previous button works; digits are grouped; English texts', async () => {
    const { onPageChange } = await renderPager({ page: 120, limit: 10, total: 1205 }, 'en');
    expect(screen.getByTestId('order-pagination-range').textContent).toBe('1,201–1,205 of 1,205');
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenCalledWith(119);
  });

  it('changes the orders per page with the labelled select', async () => {
    const { onLimitChange } = await renderPager({});
    const select = screen.getByLabelText('1ページの注文数') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['6', '10', '25']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '25' } });
    expect(onLimitChange).toHaveBeenCalledWith(25);
  });

  it('with no orders shows 0–0 and neither button works', async () => {
    await renderPager({ total: 0 });
    expect(screen.getByTestId('order-pagination-range').textContent).toBe('0～0 / 0件');
    for (const button of screen.getAllByRole('button')) expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
