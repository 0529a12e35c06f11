// The list screen scaffold: every list screen is this plus its columns and its modal. It holds the
// page / page-size state, the head (breadcrumb, title, intro, the Add button and any filters
// beside it), the table with its loading, error and retry rows, and the delete confirmation.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../lib/document-title.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { type ActionsColumnOptions, actionsColumn } from './list-columns.tsx';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';

/** Page and page size of a list; a new page size starts again from the first page. */
export function useListPage(initialPageSize = 10) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    page,
    pageSize,
    setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
    /** The 1-based number of a row of the current page, counted over all pages. */
    rowNumber: (index: number) => page * pageSize + index + 1,
  };
}

export type ListPage = ReturnType<typeof useListPage>;

/**
 * Which row the Add / Edit modal shows (null: a new one) and a fresh key per opening, so the modal
 * starts from that row (or empty) every time.
 */
export function useFormModalState<T>() {
  const [state, setState] = useState<{ open: boolean; item: T | null; key: number }>({
    open: false,
    item: null,
    key: 0,
  });
  return {
    ...state,
    openWith: (item: T | null) => setState((current) => ({ open: true, item, key: current.key + 1 })),
    close: () => setState((current) => ({ ...current, open: false })),
  };
}

/** What the scaffold reads of the list's query (a TanStack Query result fits). */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

type TableOptions<T> = Omit<
  DataTableProps<T>,
  'page' | 'pageSize' | 'onPageChange' | 'onPageSizeChange' | 'error' | 'onRetry' | 'testId'
> & { testId: string };

export interface ListScreenProps<T> extends Pick<PageHeaderProps, 'breadcrumb' | 'titleAdornment' | 'intro'> {
  /** The heading, also the browser tab's title. */
  title: string;
  testId: string;
  add: { label: string; onClick: () => void; testId: string; disabled?: boolean };
  /** Beside the Add button, before it (a filter). */
  headerTools?: ReactNode;
  /** Space under the head (theme spacing). */
  gap?: number;
  /** Between the head and the table (filters, notices); spaces itself. */
  beforeTable?: ReactNode;
  query: ListQuery;
  list: ListPage;
  /** The table; `loading` defaults to the query's first load. */
  table: TableOptions<T>;
  /** Wraps the table (denser cells). */
  tableSx?: SxProps<Theme>;
  /** The edit / delete pair closing every row; delete asks through `deletion`. */
  rowActions?: Omit<ActionsColumnOptions<T>, 'onDelete'>;
  /** From useDeleteConfirmation: the rows' delete button asks it, and its dialog is shown. */
  deletion?: { ask: (row: T) => void; dialog: ConfirmDialogProps };
  /** The screen's modals. */
  children?: ReactNode;
}

export function ListScreen<T>({
  title,
  testId,
  breadcrumb,
  titleAdornment,
  intro,
  add,
  headerTools,
  gap = 2.5,
  beforeTable,
  query,
  list,
  table,
  tableSx,
  rowActions,
  deletion,
  children,
}: ListScreenProps<T>) {
  useDocumentTitle(title);
  const addButton = (
    <Button
      variant="contained"
      startIcon={<AddIcon />}
      onClick={add.onClick}
      disabled={add.disabled}
      data-testid={add.testId}
    >
      {add.label}
    </Button>
  );
  const dataTable = (
    <DataTable
      loading={query.isPending}
      {...table}
      columns={
        rowActions && deletion
          ? [...table.columns, actionsColumn({ ...rowActions, onDelete: deletion.ask })]
          : table.columns
      }
      error={query.isError ? query.error : undefined}
      onRetry={() => void query.refetch()}
      page={list.page}
      pageSize={list.pageSize}
      onPageChange={list.setPage}
      onPageSizeChange={list.onPageSizeChange}
    />
  );
  return (
    <Box data-testid={testId}>
      <PageHeader
        title={title}
        breadcrumb={breadcrumb}
        titleAdornment={titleAdornment}
        intro={intro}
        actions={
          headerTools ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              {headerTools}
              {addButton}
            </Box>
          ) : (
            addButton
          )
        }
        sx={{ mb: gap }}
      />
      {beforeTable}
      {tableSx ? <Box sx={tableSx}>{dataTable}</Box> : dataTable}
      {children}
      {deletion && <ConfirmDialog {...deletion.dialog} />}
    </Box>
  );
}

/**
 * The Add button and the rows' edit / delete pair of a screen whose texts follow its area's keys:
 * `<area>.add`, `<area>.columns.actions`, and `<area>.edit` / `<area>.delete` with the row's
 * placeholders (`params`). Test ids: `<testIdPrefix>-add`, `<testIdPrefix>-edit`, ...
 */
export function areaActions<T>(
  t: TFunction,
  area: string,
  options: {
    testIdPrefix: string;
    form: { openWith: (item: T | null) => void };
    params: (row: T) => Record<string, unknown>;
    width?: number;
    /** Wraps the column header (e.g. kept on one line). */
    header?: (text: string) => ReactNode;
  },
): Pick<ListScreenProps<T>, 'add'> & { rowActions: NonNullable<ListScreenProps<T>['rowActions']> } {
  const { testIdPrefix, form, params, width, header = (text) => text } = options;
  return {
    add: { label: t(`${area}.add`), onClick: () => form.openWith(null), testId: `${testIdPrefix}-add` },
    rowActions: {
      header: header(t(`${area}.columns.actions`)),
      ...(width === undefined ? {} : { width }),
      label: (action, row) => t(`${area}.${action}`, params(row)),
      onEdit: form.openWith,
      testIdPrefix,
    },
  };
}

/** The breadcrumb of a Food Menu screen: `<area>.breadcrumb`, under Food Menu, at `current`. */
export function foodMenuBreadcrumb(t: TFunction, area: string, current: string): PageHeaderProps['breadcrumb'] {
  return { label: t(`${area}.breadcrumb`), trail: [t('menu.foodMenu')], current };
}
