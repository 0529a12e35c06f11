// The left side of the dashboard: a dense list of orders readable at arm's length on a kitchen tablet.
// A row shows the number, method, status, time, elapsed clock, items, wait time and marks for a
// request or an OD order; a tap selects it; the OK button confirms an unconfirmed order (a dash once
// confirmed). The tick box at the left of a row (apart from the tap that selects) puts the order into
// Display All, whose button heads the list. Paged by the server (page sizes 6, 10, 25). Rows are
// memoised: a selection, a tick or a status change re-renders the rows it changed, not the page
// (a day of 500 orders and a page of up to 100 stay quick to touch — issue 14).
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LinkIcon from '@mui/icons-material/Link';
import ViewModuleIcon from '@mui/icons-material/ViewModuleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorText } from '../../../lib/api-client.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import type { DashboardOrder } from '../api/get-orders.ts';
import { formatDate, shortTime } from '../format.ts';
import { methodLabel, statusView } from '../order-status.ts';
import { Elapsed } from './clocks.tsx';
import { OrderPager } from './order-pager.tsx';
import { StatusChip } from './status-chip.tsx';

export const pageSizeOptions = [6, 10, 25] as const;

export interface OrderListProps {
  orders: readonly DashboardOrder[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (order: DashboardOrder) => void;
  onConfirm: (order: DashboardOrder) => void;
  /** Ticked orders (for Display All), by id_food_order; they may be on other pages. */
  ticked: ReadonlySet<number>;
  onTick: (order: DashboardOrder, ticked: boolean) => void;
  onDisplayAll: () => void;
  page: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
}

export function hasRequest(order: DashboardOrder): boolean {
  return order.customer_note.trim() !== '' || order.response_list.some((entry) => entry.answer.trim() !== '');
}

export function OrderList(props: OrderListProps) {
  const { t } = useTranslation();
  const { orders, loading, error } = props;
  // Callbacks that keep their identity across renders (and call the latest props), so a memoised
  // row is not re-rendered only because the page re-rendered.
  const latest = useRef(props);
  latest.current = props;
  const [rowActions] = useState<RowActions>(() => ({
    onSelect: (order) => latest.current.onSelect(order),
    onConfirm: (order) => latest.current.onConfirm(order),
    onTick: (order, ticked) => latest.current.onTick(order, ticked),
  }));
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h2" sx={{ fontWeight: 700, flexGrow: 1 }} noWrap>
          {t('home.list.title')}
        </Typography>
        <Button
          variant="contained"
          color="secondary"
          startIcon={<ViewModuleIcon />}
          disabled={props.ticked.size === 0}
          onClick={props.onDisplayAll}
          data-testid="display-all-open"
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          {props.ticked.size > 0
            ? t('home.displayAll.openCount', { count: props.ticked.size })
            : t('home.displayAll.open')}
        </Button>
      </Box>
      <Box component="ul" data-testid="order-list" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {loading && orders.length === 0
          ? ['a', 'b', 'c', 'd'].map((key) => (
              <Box component="li" key={key} sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Skeleton width="40%" height={28} />
                <Skeleton width="70%" />
              </Box>
            ))
          : orders.map((order) => (
              <OrderRow
                key={order.id_food_order}
                order={order}
                selected={order.id_food_order === props.selectedId}
                ticked={props.ticked.has(order.id_food_order)}
                actions={rowActions}
              />
            ))}
      </Box>
      {error !== undefined && error !== null && orders.length === 0 && (
        <Box sx={{ p: 2 }}>
          <ErrorState message={errorText(error)} onRetry={props.onRetry} />
        </Box>
      )}
      {!loading && !error && orders.length === 0 && (
        <Typography data-testid="order-list-empty" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          {t('home.list.empty')}
        </Typography>
      )}
      <OrderPager
        page={props.total === 0 ? 0 : props.page}
        limit={props.limit}
        total={props.total}
        limitOptions={[...new Set([...pageSizeOptions, props.limit])].sort((a, b) => a - b)}
        onPageChange={props.onPageChange}
        onLimitChange={props.onLimitChange}
      />
    </Paper>
  );
}

type RowActions = Pick<OrderListProps, 'onSelect' | 'onConfirm' | 'onTick'>;

const OrderRow = memo(function OrderRow({
  order,
  selected,
  ticked,
  actions,
}: {
  order: DashboardOrder;
  selected: boolean;
  ticked: boolean;
  actions: RowActions;
}) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const view = statusView(order);
  const items = order.order_detail.order_list.reduce((sum, line) => sum + line.qty, 0);
  const completed = order.cooking_status === 'receipt';
  const reservation = order.date_reservation ?? null;
  return (
    <Box
      component="li"
      data-testid="order-row"
      data-order-number={order.order_number}
      data-selected={selected}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        borderBottom: 1,
        borderColor: 'divider',
        borderLeft: `6px solid ${view.color}`,
        bgcolor: selected ? 'rgba(29, 53, 87, 0.10)' : 'background.paper',
        opacity: completed ? 0.72 : 1,
      }}
    >
      {/* Beside the select button, not inside it: a tick never selects, a tap on the row never ticks. */}
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Checkbox
          checked={ticked}
          onChange={(event) => actions.onTick(order, event.target.checked)}
          slotProps={{ input: { 'aria-label': t('home.list.tick', { number: order.order_number }) } }}
          data-testid="order-row-tick"
          sx={{ p: 1, '& .MuiSvgIcon-root': { fontSize: 28 } }}
        />
      </Box>
      <ButtonBase
        onClick={() => actions.onSelect(order)}
        aria-current={selected ? 'true' : undefined}
        aria-label={t('home.list.select', { number: order.order_number })}
        data-testid="order-row-select"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          textAlign: 'left',
          pl: 0.25,
          pr: 1,
          py: 1.25,
          display: 'block',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            component="span"
            data-testid="order-row-number"
            sx={{ fontWeight: 800, fontSize: '1.3rem', lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}
          >
            {order.order_number}
          </Typography>
          <StatusChip order={order} />
          <Typography component="span" sx={{ fontSize: '0.875rem', color: 'text.secondary' }} noWrap>
            {methodLabel(order, t)}
          </Typography>
          {order.table_number && (
            <Typography component="span" sx={{ fontSize: '0.875rem', fontWeight: 700 }}>
              {t('home.list.table', { number: order.table_number })}
            </Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 0.25,
            mt: 0.5,
            flexWrap: 'wrap',
            color: 'text.secondary',
            fontSize: '0.875rem',
          }}
        >
          <span>{shortTime(order.order_time)}</span>
          {!completed && (
            <Elapsed
              date={order.order_date}
              time={order.order_time}
              sx={{ fontWeight: 700, color: 'text.primary' }}
              testId="order-row-elapsed"
            />
          )}
          <span>{t('home.list.items', { count: items })}</span>
          {order.waiting_time !== null && <span>{t('home.minutes', { value: order.waiting_time })}</span>}
          {reservation && (
            <span>
              {t('home.list.reservation', {
                date: formatDate(reservation, language),
                time: shortTime(order.delivery_time),
              })}
            </span>
          )}
          {hasRequest(order) && (
            <ChatBubbleOutlineIcon
              titleAccess={t('home.list.note')}
              sx={{ fontSize: '1.1rem', color: 'secondary.main' }}
              data-testid="order-row-note"
            />
          )}
          {order.od_order_number && <LinkIcon titleAccess={t('home.list.od')} sx={{ fontSize: '1.1rem' }} />}
        </Box>
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'center', pr: 1.5, pl: 0.5 }}>
        {order.confirmed ? (
          <Box
            component="span"
            aria-label={t('home.confirmed')}
            data-testid="order-row-confirmed"
            sx={{ width: 64, textAlign: 'center', color: 'text.secondary', fontSize: '1.25rem' }}
          >
            -
          </Box>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => actions.onConfirm(order)}
            aria-label={t('home.confirmOrder', { number: order.order_number })}
            data-testid="order-row-confirm"
            sx={{ minWidth: 64, px: 1.5 }}
          >
            {t('home.confirm')}
          </Button>
        )}
      </Box>
    </Box>
  );
});
