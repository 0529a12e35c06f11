// The list table of every screen: columns described once, sortable headers, paging (by the server
// when totalCount is given, else over `rows` here), an optional select-all checkbox column, and the
// loading, error and empty rows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/api-client.ts';

export type RowId = string | number;

/**
 * A column cell's width and side padding: on a tablet (below 1200 px) the padding between columns
 * halves, so the columns keep room for their text; the table's outer edges keep theirs. Set on the
 * cell itself, so a screen's own `tableSx` (a descendant rule) still overrides it.
 */
function cellSx(width: DataColumn<unknown>['width'], first: boolean, last: boolean) {
  return { width, pl: first ? 2 : { xs: 1, lg: 2 }, pr: last ? 2 : { xs: 1, lg: 2 } };
}

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Makes the header sortable. */
  sortValue?: (row: T) => string | number;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
}

export interface DataTableSelection {
  selected: ReadonlySet<RowId>;
  onChange: (next: ReadonlySet<RowId>) => void;
}

export interface DataTableProps<T> {
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => RowId;
  loading?: boolean;
  /** A failed load: its (bilingual) text is shown in the table with a Retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  pageSizeOptions?: readonly number[];
  /** Given: the server pages (rows are the current page). Absent: this table pages and sorts `rows`. */
  totalCount?: number;
  /**
   * Sorting done elsewhere (the server, over all pages): the header shows `sort`, a click asks
   * `onSortChange` (ascending, descending, then none) and the rows are shown as they come.
   */
  sort?: { value: DataTableSort | null; onChange: (next: DataTableSort | null) => void };
  selection?: DataTableSelection;
  testId?: string;
}

export const defaultPageSizeOptions = [2, 10, 25, 50, 100] as const;

type Direction = 'asc' | 'desc';
export interface DataTableSort {
  columnId: string;
  direction: Direction;
}

const collator = new Intl.Collator('ja', { numeric: true, sensitivity: 'base' });

function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

export function DataTable<T>({
  columns,
  rows,
  getRowId,
  loading = false,
  error,
  onRetry,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizeOptions,
  totalCount,
  sort: sortElsewhere,
  selection,
  testId = 'data-table',
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [ownSort, setOwnSort] = useState<DataTableSort | null>(null);
  const sort = sortElsewhere ? sortElsewhere.value : ownSort;
  const serverPaging = totalCount !== undefined;
  const count = totalCount ?? rows.length;
  const lastPage = Math.max(0, Math.ceil(count / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);

  // A deletion can empty the last page: move back to the new last page instead of showing nothing.
  useEffect(() => {
    if (!loading && !error && page > lastPage) onPageChange(lastPage);
  }, [loading, error, page, lastPage, onPageChange]);

  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.id === sort.columnId) : undefined;
    if (sortElsewhere || !sort || !column?.sortValue) return rows;
    const value = column.sortValue;
    const factor = sort.direction === 'asc' ? 1 : -1;
    // Array.prototype.sort is stable: equal values keep the order the rows came in.
    return [...rows].sort((a, b) => factor * compareValues(value(a), value(b)));
  }, [rows, columns, sort, sortElsewhere]);

  const visible = serverPaging ? sorted : sorted.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  const visibleIds = visible.map(getRowId);
  const selectedOnPage = selection ? visibleIds.filter((id) => selection.selected.has(id)).length : 0;
  const columnCount = columns.length + (selection ? 1 : 0);

  function toggleSort(columnId: string) {
    // Ascending, descending, then back to the order the rows came in.
    const next = (current: DataTableSort | null): DataTableSort | null => {
      if (current?.columnId !== columnId) return { columnId, direction: 'asc' };
      return current.direction === 'asc' ? { columnId, direction: 'desc' } : null;
    };
    if (sortElsewhere) sortElsewhere.onChange(next(sortElsewhere.value));
    else setOwnSort(next);
    // A new order starts from its first page (a server-paged list's page is of the old order).
    if ((!serverPaging || sortElsewhere) && page !== 0) onPageChange(0);
  }

  function toggleAllOnPage() {
    if (!selection) return;
    const next = new Set(selection.selected);
    const allSelected = visibleIds.length > 0 && selectedOnPage === visibleIds.length;
    for (const id of visibleIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange(next);
  }

  function toggleRow(id: RowId) {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  }

  let body: ReactNode;
  if (error) {
    body = (
      <TableRow data-testid={`${testId}-error`}>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
          <Typography color="error" sx={{ mb: onRetry ? 1 : 0 }}>
            {errorText(error)}
          </Typography>
          {onRetry && (
            <Button variant="outlined" onClick={onRetry} data-testid={`${testId}-retry`}>
              {t('common.retry')}
            </Button>
          )}
        </TableCell>
      </TableRow>
    );
  } else if (loading && visible.length === 0) {
    body = Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key on.
      <TableRow key={index} data-testid={`${testId}-loading`} aria-busy="true">
        <TableCell colSpan={columnCount}>
          <Skeleton variant="text" aria-label={index === 0 ? t('common.loading') : undefined} />
        </TableCell>
      </TableRow>
    ));
  } else if (visible.length === 0) {
    body = (
      <TableRow data-testid={`${testId}-empty`}>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
          {t('common.noData')}
        </TableCell>
      </TableRow>
    );
  } else {
    body = visible.map((row, index) => {
      const id = getRowId(row);
      const isSelected = selection?.selected.has(id) ?? false;
      return (
        <TableRow key={id} hover selected={isSelected} data-testid={`${testId}-row`}>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={isSelected}
                onChange={() => toggleRow(id)}
                slotProps={{ input: { 'aria-label': t('common.selectRow') } }}
                data-testid={`${testId}-select-row`}
              />
            </TableCell>
          )}
          {columns.map((column, columnIndex) => (
            <TableCell
              key={column.id}
              align={column.align}
              sx={cellSx(column.width, !selection && columnIndex === 0, columnIndex === columns.length - 1)}
            >
              {column.cell(row, index)}
            </TableCell>
          ))}
        </TableRow>
      );
    });
  }

  return (
    <Paper variant="outlined" data-testid={testId} sx={{ width: '100%', overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading && visible.length > 0 && <LinearProgress />}</Box>
      <TableContainer>
        <Table size="small" aria-busy={loading}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={visibleIds.length > 0 && selectedOnPage === visibleIds.length}
                    indeterminate={selectedOnPage > 0 && selectedOnPage < visibleIds.length}
                    disabled={visibleIds.length === 0}
                    onChange={toggleAllOnPage}
                    slotProps={{ input: { 'aria-label': t('common.selectAll') } }}
                    data-testid={`${testId}-select-all`}
                  />
                </TableCell>
              )}
              {columns.map((column, columnIndex) => {
                const active = sort?.columnId === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={cellSx(column.width, !selection && columnIndex === 0, columnIndex === columns.length - 1)}
                    sortDirection={active && sort ? sort.direction : false}
                  >
                    {column.sortValue ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort ? sort.direction : 'asc'}
                        onClick={() => toggleSort(column.id)}
                        data-testid={`${testId}-sort-${column.id}`}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={count}
        page={shownPage}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizeOptions]}
        onPageChange={(_, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => {
          onPageSizeChange(Number(event.target.value));
          onPageChange(0);
        }}
        labelRowsPerPage={t('common.rowsPerPage')}
        labelDisplayedRows={({ from, to, count: total }) => t('common.displayedRows', { from, to, count: total })}
        getItemAriaLabel={(type) => t(`common.${type}Page`)}
        showFirstButton
        showLastButton
        data-testid={`${testId}-pagination`}
      />
    </Paper>
  );
}
