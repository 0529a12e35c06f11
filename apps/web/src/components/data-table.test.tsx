// DataTable: paging (its own and the server's), sorting, selection, and the empty, loading and
// error rows, as a user sees them in both languages.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { setTestLanguage } from '../testing/render-app.tsx';
import { type DataColumn, DataTable, type DataTableProps, type RowId } from './data-table.tsx';

interface Dish {
  id: number;
  name: string;
  price: number;
}

const dishes: Dish[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  name: `Dish ${String(index + 1).padStart(2, '0')}`,
  price: ((index * 7) % 12) * 100,
}));

const columns: DataColumn<Dish>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'price', header: 'Price', cell: (row) => `¥${row.price}`, sortValue: (row) => row.price, align: 'right' },
  { id: 'actions', header: 'Actions', cell: () => 'edit' },
];

type HarnessProps = Partial<DataTableProps<Dish>> & { initialPageSize?: number; withSelection?: boolean };

function Harness({ initialPageSize = 10, withSelection = false, ...props }: HarnessProps) {
  const [page, setPage] = useState(props.page ?? 0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [selected, setSelected] = useState<ReadonlySet<RowId>>(new Set());
  return (
    <>
      <DataTable
        columns={columns}
        rows={dishes}
        getRowId={(row) => row.id}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
        testId="dishes"
        {...(withSelection ? { selection: { selected, onChange: setSelected } } : {})}
        {...props}
      />
      <output data-testid="selected">{[...selected].join(',')}</output>
      <output data-testid="page">{page}</output>
    </>
  );
}

const rowNames = () => screen.getAllByTestId('dishes-row').map((row) => row.querySelector('td')?.textContent);

describe('DataTable', () => {
  it('pages its own rows: 10 per page, the rest on the next page, labels in Japanese', () => {
    render(<Harness />);
    expect(screen.getAllByTestId('dishes-row')).toHaveLength(10);
    expect(screen.getByText('1～10 / 12')).toBeTruthy();
    expect(screen.getByText('ページあたりの行数:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    expect(rowNames()).toEqual(['Dish 11', 'Dish 12']);
    expect(screen.getByText('11～12 / 12')).toBeTruthy();
  });

  it('changes the page size from the spec options and goes back to the first page', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['2', '10', '25', '50', '100']);
    fireEvent.click(screen.getByRole('option', { name: '2' }));
    expect(rowNames()).toEqual(['Dish 01', 'Dish 02']);
    expect(screen.getByTestId('page').textContent).toBe('0');
  });

  it('sorts by a header: ascending, descending, then the original order', async () => {
    await setTestLanguage('en');
    render(<Harness initialPageSize={25} />);
    const byPrice = () => screen.getAllByTestId('dishes-row').map((row) => row.querySelectorAll('td')[1]?.textContent);
    const original = byPrice();
    fireEvent.click(screen.getByTestId('dishes-sort-price'));
    const ascending = byPrice();
    expect(ascending).toEqual([...original].sort((a, b) => Number(a?.slice(1)) - Number(b?.slice(1))));
    fireEvent.click(screen.getByTestId('dishes-sort-price'));
    expect(byPrice()).toEqual([...ascending].reverse());
    fireEvent.click(screen.getByTestId('dishes-sort-price'));
    expect(byPrice()).toEqual(original);
    // A column without sortValue has no sort control.
    expect(screen.queryByTestId('dishes-sort-actions')).toBeNull();
  });

  it('sorts across all pages of its own rows, not just the visible one', () => {
    render(<Harness />);
    fireEvent.click(screen.getByTestId('dishes-sort-name'));
    fireEvent.click(screen.getByTestId('dishes-sort-name'));
    expect(rowNames()[0]).toBe('Dish 12');
  });

  it('shows the server page as given and asks the server for the next one', () => {
    const onPageChange = vi.fn();
    render(
      <DataTable
        columns={columns}
        rows={dishes.slice(0, 10)}
        getRowId={(row) => row.id}
        page={0}
        pageSize={10}
        totalCount={45}
        onPageChange={onPageChange}
        onPageSizeChange={() => {}}
        testId="dishes"
      />,
    );
    expect(screen.getAllByTestId('dishes-row')).toHaveLength(10);
    expect(screen.getByText('1～10 / 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('moves back to the last page when its rows are gone (after a delete)', () => {
    render(<Harness page={5} />);
    expect(screen.getByTestId('page').textContent).toBe('1');
    expect(rowNames()).toEqual(['Dish 11', 'Dish 12']);
  });

  it('says there is no data, in both languages', async () => {
    const { unmount } = render(<Harness rows={[]} />);
    expect(screen.getByTestId('dishes-empty').textContent).toBe('表示するデータがありません');
    unmount();
    await setTestLanguage('en');
    render(<Harness rows={[]} />);
    expect(screen.getByTestId('dishes-empty').textContent).toBe("There's no data to display");
  });

  it('shows placeholder rows while loading, not the empty text', () => {
    render(<Harness rows={[]} loading />);
    expect(screen.getAllByTestId('dishes-loading').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('dishes-empty')).toBeNull();
  });

  it('shows a failed load with the server text and a Retry button', () => {
    const onRetry = vi.fn();
    const error = new ApiError({ status: 500, message: 'Something went wrong', message_jp: 'エラーが発生しました' });
    render(<Harness error={error} onRetry={onRetry} />);
    const row = screen.getByTestId('dishes-error');
    expect(row.textContent).toContain('エラーが発生しました');
    expect(screen.queryAllByTestId('dishes-row')).toHaveLength(0);
    fireEvent.click(within(row).getByRole('button', { name: '再試行' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('selects rows one by one and all rows of the page at once', () => {
    render(<Harness withSelection />);
    const selectAll = screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }) as HTMLInputElement;
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: '行を選択' }) as HTMLInputElement[];

    fireEvent.click(rowBoxes()[1] as HTMLInputElement);
    expect(screen.getByTestId('selected').textContent).toBe('2');
    expect(selectAll.dataset.indeterminate).toBe('true');

    fireEvent.click(selectAll);
    expect(screen.getByTestId('selected').textContent).toBe('2,1,3,4,5,6,7,8,9,10');
    expect(selectAll.checked).toBe(true);

    // The selection survives paging; select-all works on the visible page.
    fireEvent.click(screen.getByRole('button', { name: '次のページへ' }));
    expect(rowBoxes().every((box) => !box.checked)).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }));
    expect(screen.getByTestId('selected').textContent?.split(',')).toHaveLength(12);

    fireEvent.click(screen.getByRole('checkbox', { name: 'このページの行をすべて選択' }));
    expect(screen.getByTestId('selected').textContent?.split(',')).toHaveLength(10);
  });
});
