// The right side of the dashboard (spec 3 §2.2): the selected order — number, table, method, status,
// clocks, the lifecycle button, the wait-time circles, 'On Request' / 'With OD order', the lines with
// their done checkboxes, fees and total, the delivery block and the user rank.
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LinkIcon from '@mui/icons-material/Link';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { canSetWaitingTime, isDeliveryOrder, nextOrderAction } from '@noren/domain/orders/lifecycle';
import type { OrderLine } from '@noren/domain/orders/schemas';
import type { WaitTime } from '@noren/domain/wait-times';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage, type StoredLanguage } from '../../../lib/language.ts';
import { lazyComponent, useOpenedOnce } from '../../../lib/lazy-module.ts';
import { BarcodeRedisplay } from '../../counter-order/components/barcode-redisplay.tsx';
import { OrderPrintPreviewButton } from '../../printer/components/order-print-preview-button.tsx';
import type { DashboardOrder } from '../api/get-orders.ts';
import { formatDate, formatYen, shortTime } from '../format.ts';
import { detailKey, methodLabel, waitTimeChoices } from '../order-status.ts';
import { Elapsed, TimeLeft } from './clocks.tsx';
import { DeliveryBlock } from './delivery-block.tsx';
import { hasRequest } from './order-list.tsx';
import { OrderNumber } from './order-number.tsx';
import { StatusChip } from './status-chip.tsx';
import { WaitTimeCircles } from './wait-time-circles.tsx';

export interface OrderDetailProps {
  order: DashboardOrder;
  /** The restaurant's wait times (the order's method's are shown). */
  waitTimes: readonly WaitTime[];
  onAction: (order: DashboardOrder) => void;
  onWaitTime: (order: DashboardOrder, minutes: number) => void;
  onCheckLine: (order: DashboardOrder, line: OrderLine, checked: boolean) => void;
}

// The request and OD order modals load at the first one opened (MUI's dialog, modal and focus trap).
const RequestModal = lazyComponent(() => import('./order-modals.tsx').then((module) => module.RequestModal));
const OdOrderModal = lazyComponent(() => import('./order-modals.tsx').then((module) => module.OdOrderModal));

export function OrderDetail({ order, waitTimes, onAction, onWaitTime, onCheckLine }: OrderDetailProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const [modal, setModal] = useState<'request' | 'od' | null>(null);
  const modalsMounted = useOpenedOnce(modal !== null);
  const type = order.order_restaurant_type;
  const next = nextOrderAction(order, type);
  const delivery = isDeliveryOrder(order, type);
  const detail = detailKey(order.cooking_status_detail);
  const circles = waitTimeChoices(order, waitTimes);
  const showCircles = circles !== null;
  const dueDate = order.date_reservation ?? (order.delivery_time ? order.order_date : null);
  const lines = order.order_detail.order_list;

  return (
    <Paper variant="outlined" data-testid="order-detail" sx={{ p: { xs: 1.5, md: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {t('home.detail.orderNumber')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}>
            <OrderNumber number={order.order_number} size="large" testId="detail-order-number" />
            <StatusChip order={order} size="large" />
            {order.table_number && (
              <Box
                component="span"
                data-testid="detail-table"
                sx={{ px: 1.25, py: 0.25, border: 2, borderColor: 'text.primary', borderRadius: 1.5, fontWeight: 800 }}
              >
                {t('home.detail.tableNumber', { number: order.table_number })}
              </Box>
            )}
            <BarcodeRedisplay order={order} />
            <OrderPrintPreviewButton order={order} />
          </Box>
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>
            {methodLabel(order, t)}
            {detail ? ` · ${t(detail)}` : ''}
          </Typography>
        </Box>
        <LifecycleButton
          label={next ? t(`home.buttons.${next.button}`) : t('home.buttons.completed')}
          disabled={next === null}
          onClick={() => onAction(order)}
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
          gap: 1,
          mt: 1.5,
        }}
      >
        <Fact label={t('home.detail.orderTime')}>
          {formatDate(order.order_date, language)} {shortTime(order.order_time)}
        </Fact>
        {order.cooking_status !== 'receipt' && (
          <Fact label={t('home.elapsed')}>
            <Elapsed date={order.order_date} time={order.order_time} testId="detail-elapsed" />
          </Fact>
        )}
        {dueDate && order.delivery_time && (
          <Fact label={delivery ? t('home.detail.deliveryTime') : t('home.detail.reservedFor')}>
            {formatDate(dueDate, language)} {shortTime(order.delivery_time)}
          </Fact>
        )}
        {dueDate && order.delivery_time && order.cooking_status !== 'receipt' && (
          <Fact label={t('home.deliveryLeft')}>
            <TimeLeft date={dueDate} time={order.delivery_time} testId="detail-time-left" />
          </Fact>
        )}
        {order.rank_name && (
          <Fact label={t('home.detail.rank')}>
            <span data-testid="detail-rank">{order.rank_name}</span>
          </Fact>
        )}
      </Box>

      {(showCircles || hasRequest(order) || order.od_order_number) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          {showCircles && (
            <Box sx={{ flexGrow: 1 }}>
              <WaitTimeCircles
                minutes={circles ?? []}
                value={order.waiting_time}
                disabled={!canSetWaitingTime(order, type)}
                onChoose={(minutes) => onWaitTime(order, minutes)}
              />
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {hasRequest(order) && (
              <Button
                variant="outlined"
                color="secondary"
                startIcon={<ChatBubbleOutlineIcon />}
                onClick={() => setModal('request')}
                data-testid="detail-on-request"
              >
                {t('home.detail.onRequest')}
              </Button>
            )}
            {order.od_order_number && (
              <Button
                variant="outlined"
                startIcon={<LinkIcon />}
                onClick={() => setModal('od')}
                data-testid="detail-with-od"
              >
                {t('home.detail.withOd')}
              </Button>
            )}
          </Box>
        </Box>
      )}

      <Divider sx={{ my: 2 }} />
      <Box component="ul" data-testid="detail-lines" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {lines.map((line) => (
          <LineRow
            key={line.id_food_cart}
            line={line}
            free={order.is_free_food_order}
            language={language}
            onCheck={(checked) => onCheckLine(order, line, checked)}
          />
        ))}
      </Box>

      <Divider sx={{ my: 1.5 }} />
      <Totals order={order} language={language} />

      {order.delivery_address_detail && delivery && (
        <Box sx={{ mt: 2 }}>
          <DeliveryBlock address={order.delivery_address_detail} language={language} />
        </Box>
      )}

      {modalsMounted && (
        <Suspense fallback={null}>
          <RequestModal order={order} open={modal === 'request'} onClose={() => setModal(null)} />
          {order.od_order_number && <OdOrderModal order={order} open={modal === 'od'} onClose={() => setModal(null)} />}
        </Suspense>
      )}
    </Paper>
  );
}

function LifecycleButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      variant="contained"
      size="large"
      disabled={disabled}
      onClick={onClick}
      data-testid="lifecycle-button"
      sx={{ minHeight: 64, minWidth: 200, flexShrink: 0, fontSize: '1.2rem', fontWeight: 800, borderRadius: 2 }}
    >
      {label}
    </Button>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'background.default', borderRadius: 1.5, px: 1.25, py: 0.75, minWidth: 0 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600, display: 'block' }} noWrap>
        {label}
      </Typography>
      {/* Wraps rather than cuts: a date and time in a narrow column (a 1024 px tablet) stays whole. */}
      <Typography component="div" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {children}
      </Typography>
    </Box>
  );
}

function LineRow({
  line,
  free,
  language,
  onCheck,
}: {
  line: OrderLine;
  free: boolean;
  language: StoredLanguage;
  onCheck: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = line.is_free_food_menu ? (line.free_food_menu_name ?? line.food_menu_name) : line.food_menu_name;
  const options = line.additional.flatMap((group) =>
    group.additional
      .filter((choice) => choice.active)
      .map((choice) => ({
        key: `${group.id_food_menu_additional}-${choice.id_food_menu_additional_option}`,
        text: `${group.item_name}: ${choice.additional_name}`,
        cost: choice.additional_cost,
      })),
  );
  return (
    <Box
      component="li"
      data-testid="detail-line"
      data-checked={line.checked_detail_order}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: line.checked_detail_order ? 0.6 : 1,
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: 1.5,
          overflow: 'hidden',
          flexShrink: 0,
          bgcolor: 'background.default',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {line.image_url ? (
          <Box
            component="img"
            src={line.image_url}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <RestaurantIcon sx={{ color: 'text.disabled' }} aria-hidden="true" />
        )}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          sx={{
            fontWeight: 700,
            fontSize: '1.1rem',
            lineHeight: 1.3,
            textDecoration: line.checked_detail_order ? 'line-through' : 'none',
          }}
          data-testid="detail-line-name"
        >
          {name}
        </Typography>
        {line.jancode && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('home.detail.jan', { code: line.jancode })}
          </Typography>
        )}
        {options.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.25 }} data-testid="detail-line-options">
            {options.map((option) => (
              <Box
                key={option.key}
                component="span"
                sx={{ fontSize: '0.85rem', px: 0.75, borderRadius: 1, bgcolor: 'rgba(196, 85, 59, 0.10)' }}
              >
                {option.text}
                {option.cost > 0 ? ` (+${formatYen(option.cost, language)})` : ''}
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 800, fontSize: '1.35rem', lineHeight: 1.1 }} data-testid="detail-line-qty">
          {t('home.detail.qty', { qty: line.qty })}
        </Typography>
        {!free && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatYen(line.total, language)}
          </Typography>
        )}
      </Box>
      <Checkbox
        checked={line.checked_detail_order}
        onChange={(event) => onCheck(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('home.detail.lineDone', { name }) } }}
        data-testid="detail-line-done"
        sx={{ flexShrink: 0, '& .MuiSvgIcon-root': { fontSize: 34 } }}
      />
    </Box>
  );
}

function Totals({ order, language }: { order: DashboardOrder; language: StoredLanguage }) {
  const { t } = useTranslation();
  if (order.is_free_food_order) {
    return <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>{t('home.detail.free')}</Typography>;
  }
  const price = order.total_price_detail;
  const shippingName = order.order_detail.extra_charge?.name;
  const rows: { key: string; label: string; value: number }[] = [
    { key: 'subtotal', label: t('home.detail.subtotal'), value: price.subtotal },
  ];
  if (price.service_fee > 0) {
    rows.push({
      key: 'service',
      label: `${t('home.detail.serviceFee')} (${price.service_fee_rate}%)`,
      value: price.service_fee,
    });
  }
  if (price.shipping_fee > 0) {
    const label = t('home.detail.shippingFee');
    rows.push({
      key: 'shipping',
      label: shippingName ? `${label} · ${shippingName}` : label,
      value: price.shipping_fee,
    });
  }
  if (price.tax > 0) rows.push({ key: 'tax', label: `${t('home.detail.tax')} (${price.tax_rate}%)`, value: price.tax });
  return (
    <Box data-testid="detail-totals">
      {rows.map(({ key, label, value }) => (
        <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary', py: 0.25 }}>
          <span>{label}</span>
          <span>{formatYen(value, language)}</span>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mt: 0.5 }}>
        <Typography sx={{ fontWeight: 800 }}>{t('home.detail.total')}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.5rem' }} data-testid="detail-total">
          {formatYen(order.total_price, language)}
        </Typography>
      </Box>
    </Box>
  );
}
