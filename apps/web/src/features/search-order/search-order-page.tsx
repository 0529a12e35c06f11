// Search Order (/search-order, spec 3 §2.7): the restaurant's orders by date range (empty: from
// 2020-01-01 to today), receiving method, table and restaurant, paged by the server; a refresh that
// waits a second before it may be pressed again; and the Excel download of every matching order.
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { freeMethodTitle, type OrderSearchBody, searchPageSizes } from '@noren/domain/orders/search';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatYen } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { restaurantScreen } from '../../resources/restaurant.ts';
import { type SearchRow, useOrderSearch } from './api/search-orders.ts';
import { ExportButton } from './export-button.tsx';
import { defaultFilters, type FilterValues, SearchFilters } from './search-filters.tsx';
import { useRefreshGuard } from './use-refresh-guard.ts';

/** The body of the search for the applied filters (-1: all). */
export function searchBody(values: FilterValues): OrderSearchBody {
  return {
    from_date: values.from_date || undefined,
    to_date: values.to_date || undefined,
    list_restaurant: [values.restaurant],
    list_receiving_method: [values.method],
    list_table_number: [values.table],
  };
}

/** Detail Order's address for a row (its four query parameters, spec 3 §2.7). */
export function detailPath(row: SearchRow): string {
  const query = new URLSearchParams({
    id_food_order: String(row.id_food_order),
    order_number: row.order_number,
    table_number: row.table_number ?? '',
    id_user: row.id_user,
  });
  return `/detail-order?${query}`;
}

export const SearchOrderPage = restaurantScreen(SearchOrderScreen);

function SearchOrderScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  useDocumentTitle(t('menu.searchOrder'));
  const [draft, setDraft] = useState(defaultFilters);
  const [applied, setApplied] = useState(() => searchBody(defaultFilters));
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<number>(searchPageSizes[0]);
  const search = useOrderSearch(applied, page, size);
  const { refresh, waiting } = useRefreshGuard(() => void search.refetch());

  function apply() {
    setApplied(searchBody(draft));
    setPage(0);
  }

  // Headers and cells keep their words whole (注文番号, テイクアウト, 1,698円): on a narrow screen
  // English headers wrap between words and the table scrolls sideways rather than breaking a word.
  const header = (key: string) => (
    <Box component="span" sx={{ wordBreak: 'keep-all' }}>
      {t(`search-order.columns.${key}`)}
    </Box>
  );
  const whole = (content: ReactNode) => <Box sx={{ whiteSpace: 'nowrap' }}>{content}</Box>;
  const columns: DataColumn<SearchRow>[] = [
    {
      id: 'orderNumber',
      header: header('orderNumber'),
      cell: (row) => (
        <Link component={RouterLink} to={detailPath(row)} data-testid="search-order-detail-link">
          {row.order_number}
        </Link>
      ),
    },
    {
      id: 'date',
      header: header('date'),
      cell: (row) => whole(`${row.order_date} ${row.order_time.slice(0, 5)}`),
    },
    {
      id: 'method',
      header: header('method'),
      cell: (row) => whole(row.is_free_food_order ? freeMethodTitle : (row.receiving_method_title ?? '')),
    },
    { id: 'table', header: header('table'), cell: (row) => row.table_number ?? '' },
    { id: 'user', header: header('user'), cell: (row) => row.id_user },
    {
      id: 'restaurant',
      header: header('restaurant'),
      cell: (row) => <Box sx={{ minWidth: 96 }}>{row.restaurant_name}</Box>,
    },
    { id: 'qty', header: header('qty'), align: 'right', cell: (row) => row.total_qty },
    {
      id: 'total',
      header: header('total'),
      align: 'right',
      cell: (row) => whole(formatYen(row.total_price, language)),
    },
  ];

  return (
    <Box>
      <PageHeader
        title={t('menu.searchOrder')}
        intro={t('search-order.intro')}
        actions={<ExportButton body={applied} idRestaurant={idRestaurant} />}
        // The outlined fields' labels stand above their box: room for them under the button.
        sx={{ mb: 3 }}
      />
      <SearchFilters idRestaurant={idRestaurant} values={draft} onChange={setDraft} />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2.5 }}>
        <Button variant="contained" startIcon={<SearchIcon />} onClick={apply} data-testid="search-order-search">
          {t('search-order.search')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={refresh}
          disabled={waiting || search.isFetching}
          data-testid="search-order-refresh"
        >
          {t('search-order.refresh')}
        </Button>
      </Box>
      <DataTable
        testId="search-order-table"
        columns={columns}
        rows={search.data?.rows ?? []}
        totalCount={search.data?.total ?? 0}
        getRowId={(row) => row.id_food_order}
        loading={search.isLoading}
        error={search.error}
        onRetry={() => void search.refetch()}
        page={page}
        pageSize={size}
        pageSizeOptions={searchPageSizes}
        onPageChange={setPage}
        onPageSizeChange={(next) => {
          setSize(next);
          setPage(0);
        }}
      />
    </Box>
  );
}
