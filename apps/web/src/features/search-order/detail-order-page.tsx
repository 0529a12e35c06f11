// Detail Order (/detail-order, spec 3 §2.7): one order opened from the search, addressed by its four
// query parameters id_food_order, order_number, table_number and id_user. The number, table and
// customer show at once from the address; the lines and totals when the order has loaded.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { errorText } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatYen } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { type DetailOrder, useOrderDetail } from './api/get-order.ts';

function idOf(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export function DetailOrderPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id_food_order'));
  const order = useOrderDetail(id);
  const number = params.get('order_number') ?? order.data?.order_number ?? '';
  useDocumentTitle(t('menu.detailOrder'));
  const facts = [
    [t('search-order.columns.orderNumber'), number],
    [t('search-order.columns.table'), params.get('table_number') || '-'],
    [t('search-order.columns.user'), params.get('id_user') ?? order.data?.id_user ?? ''],
  ];

  return (
    <Box>
      <PageHeader
        title={t('menu.detailOrder')}
        actions={
          <Button component={RouterLink} to="/search-order" startIcon={<ArrowBackIcon />}>
            {t('search-order.back')}
          </Button>
        }
      />
      {id === null ? (
        <Alert severity="info">{t('search-order.noOrder')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ p: 3 }} data-testid="detail-order">
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, mb: 2 }}>
            {facts.map(([label, value]) => (
              <Box key={label}>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
              </Box>
            ))}
          </Box>
          {order.isLoading && <PageLoader />}
          {order.error && <ErrorState message={errorText(order.error)} onRetry={() => void order.refetch()} />}
          {order.data && <OrderLines order={order.data} />}
        </Paper>
      )}
    </Box>
  );
}

function OrderLines({ order }: { order: DetailOrder }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const detail = order.total_price_detail;
  const totals = [
    ['optionTotal', detail.option_total],
    ['serviceFee', detail.service_fee],
    ['shippingFee', detail.shipping_fee],
    ['total', order.total_price],
  ] as const;
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {order.order_date} {order.order_time.slice(0, 5)} · {order.receiving_method?.title ?? ''}
      </Typography>
      <Table size="small" data-testid="detail-order-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('search-order.line.name')}</TableCell>
            <TableCell>JAN</TableCell>
            <TableCell align="right">{t('search-order.line.qty')}</TableCell>
            <TableCell align="right">{t('search-order.line.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.order_detail.order_list.map((line) => (
            <TableRow key={line.id_food_cart}>
              <TableCell>{line.free_food_menu_name ?? line.food_menu_name}</TableCell>
              <TableCell>{line.jancode ?? ''}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{formatYen(line.total, language)}</TableCell>
            </TableRow>
          ))}
          {totals.map(([key, amount]) => (
            <TableRow key={key}>
              <TableCell colSpan={3} align="right">
                {t(`search-order.totals.${key}`)}
              </TableCell>
              <TableCell align="right">{formatYen(amount, language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {order.customer_note && (
        <Typography sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {t('search-order.note')}: {order.customer_note}
        </Typography>
      )}
    </>
  );
}
