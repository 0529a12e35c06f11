// The list screen scaffold: every list screen is this plus its columns and its modal. It holds the
// page / page-size state, the head (breadcrumb, title, intro, the Add button and any filters
// beside it), the table with its loading, error and retry rows, and the delete confirmation.
// EditableListScreen is the whole of a screen that adds, edits and deletes its rows: the page
// declares its texts' area, its query, columns, delete and modal, and the scaffold does the rest.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TFunction } from 'i18next';
import { Fragment, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../lib/document-title.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';
import { type DataColumn, DataTable, type DataTableProps, type RowId } from './data-table.tsx';
import { type ActionsColumnOptions, actionsColumn, rowNumberColumn } from './list-columns.tsx';
import { PageHeader, type PageHeaderProps } from './page-header.tsx';
import { type DeleteConfirmationOptions, deleteWith, useDeleteConfirmation } from './use-delete-confirmation.ts';

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

export type FormModalState<T> = ReturnType<typeof useFormModalState<T>>;

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
function areaActions<T>(
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

/** What a list's query holds: all its rows, or (paged by the server) one page of them and the total. */
type ListData<T> = readonly T[] | { rows: readonly T[]; total: number };

interface DeleteMutation<V, R> {
  mutateAsync: (variables: V) => Promise<R>;
  isPending: boolean;
}

/**
 * The delete of a row behind its confirmation, whose head and buttons are the area's texts. It
 * sends the row's id (`byId`) or the whole row (`byRow`). `description` is the dialog's text of a
 * row, or the name of the area's key saying it with `rowParams`; `successText`, the name of the
 * area's key toasted once deleted (without it, the server's own message).
 */
export type EditableListDeletion<T, Id, R> = Pick<
  DeleteConfirmationOptions<T, R>,
  'keepOpenOnFailure' | 'onDeleted'
> & {
  description: string | ((row: T) => string | undefined);
  successText?: string;
} & ({ byId: DeleteMutation<Id, R> } | { byRow: DeleteMutation<T, R> });

export interface EditableListScreenProps<T, Id extends RowId, R>
  extends Pick<
    ListScreenProps<T>,
    'title' | 'breadcrumb' | 'titleAdornment' | 'intro' | 'headerTools' | 'gap' | 'beforeTable' | 'tableSx'
  > {
  /**
   * The i18n area of the screen's texts: `<area>.add`, `<area>.columns.actions` (and `.columns.no`),
   * `<area>.edit` / `<area>.delete` naming the row, `<area>.deleteTitle` / `<area>.deleteConfirm`.
   */
  area: string;
  /**
   * Test ids: `<testIdPrefix>-add`, `-edit`, `-delete`, `-delete-confirm`, `-table`, and the
   * screen's `<testIdPrefix>-page` unless `testId` says otherwise. Default: the area.
   */
  testIdPrefix?: string;
  testId?: string;
  query: ListQuery & { data?: ListData<T> };
  /** The rows shown when not all of the query's (a filter). */
  rows?: readonly T[];
  /** The page state, when the screen needs it before the scaffold (the server pages, a filter). */
  list?: ListPage;
  /** The query holds one page of `{ rows, total }`: the table pages through the server. */
  pagedByServer?: boolean;
  /** The server sorts (over all pages): the sort the query asks for, and how a header click changes it. */
  sort?: DataTableProps<T>['sort'];
  pageSizeOptions?: readonly number[];
  /** A first column numbering the rows over all pages (`<area>.columns.no`), of the given width. */
  numbered?: true | { width: number };
  columns: readonly DataColumn<T>[];
  getRowId: (row: T) => Id;
  /** The placeholders naming a row in its edit / delete buttons' labels. */
  rowParams: (row: T) => Record<string, unknown>;
  /** The edit / delete column: its width, and what wraps its header (kept on one line). */
  actionsColumn?: { width?: number; header?: (text: string) => ReactNode };
  addDisabled?: boolean;
  deletion: EditableListDeletion<T, Id, R>;
  /** The Add / Edit modal, given which row it shows and whether it is open; each opening starts it afresh. */
  modal: (form: FormModalState<T>) => ReactNode;
}

export function EditableListScreen<T, Id extends RowId, R>({
  area,
  testIdPrefix = area,
  testId = `${testIdPrefix}-page`,
  query,
  rows,
  list: givenList,
  pagedByServer = false,
  sort,
  pageSizeOptions,
  numbered,
  columns,
  getRowId,
  rowParams,
  actionsColumn,
  addDisabled,
  deletion,
  modal,
  ...head
}: EditableListScreenProps<T, Id, R>) {
  const { t } = useTranslation();
  const ownList = useListPage();
  const list = givenList ?? ownList;
  const form = useFormModalState<T>();
  const { description, successText, keepOpenOnFailure, onDeleted } = deletion;
  const confirmation = useDeleteConfirmation<T, R>({
    ...('byId' in deletion ? deleteWith(deletion.byId, getRowId) : deleteWith(deletion.byRow, (row: T) => row)),
    description: typeof description === 'string' ? (row) => t(`${area}.${description}`, rowParams(row)) : description,
    ...(successText === undefined ? {} : { successText: () => t(`${area}.${successText}`) }),
    keepOpenOnFailure,
    onDeleted,
    area,
    testId: `${testIdPrefix}-delete-confirm`,
  });
  const actions = areaActions(t, area, { testIdPrefix, form, params: rowParams, ...actionsColumn });
  const data = query.data;
  const numberColumn =
    numbered &&
    rowNumberColumn<T>(t(`${area}.columns.no`), list.rowNumber, numbered === true ? undefined : numbered.width);
  return (
    <ListScreen
      {...head}
      testId={testId}
      add={{ ...actions.add, disabled: addDisabled }}
      query={query}
      list={list}
      table={{
        columns: numberColumn ? [numberColumn, ...columns] : columns,
        rows: rows ?? (data && 'rows' in data ? data.rows : data) ?? [],
        getRowId,
        ...(pagedByServer ? { totalCount: data && 'total' in data ? data.total : 0 } : {}),
        ...(pageSizeOptions ? { pageSizeOptions } : {}),
        ...(sort ? { sort } : {}),
        testId: `${testIdPrefix}-table`,
      }}
      rowActions={actions.rowActions}
      deletion={confirmation}
    >
      <Fragment key={form.key}>{modal(form)}</Fragment>
    </ListScreen>
  );
}
