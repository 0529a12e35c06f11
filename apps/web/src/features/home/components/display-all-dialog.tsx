// The Display All dialog (spec 3 §2.1): the ticked orders side by side as compact cards, so the
// kitchen reads several orders at once — number, status, method, time, each line with its quantity
// and options, the customer's request and the total. Each order is read by id (its list row shows
// at once when a list holds it), so an order ticked on another page, date or filter still shows,
// kept live by the realtime stream like the detail panel.
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderLine } from '@noren/domain/orders/schemas';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage, type StoredLanguage } from '../../../lib/language.ts';
import { useOrdersById } from '../api/get-order.ts';
import type { DashboardOrder } from '../api/get-orders.ts';
import { formatDate, formatYen, shortTime } from '../format.ts';
import { methodLabel, statusView } from '../order-status.ts';
import { OrderNumber } from './order-number.tsx';
import { StatusChip } from './status-chip.tsx';

export interface DisplayAllDialogProps {
  open: boolean;
  /** The ticked orders, in the order they were ticked. */
  ids: readonly number[];
  onUntick: (id: number) => void;
  onClear: () => void;
  onClose: () => void;
}

/** A card column: narrow enough for four side by side on a 1280 px tablet. */
const cardWidth = 286;
const gap = 16;

export function DisplayAllDialog({ open, ids, onUntick, onClear, onClose }: DisplayAllDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // As wide as the cards need (up to four columns, and the screen): two orders do not float in a
  // wide empty dialog.
  const columns = Math.min(Math.max(ids.length, 1), 4);
  const width = Math.max(360, columns * (cardWidth + gap) + gap);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width } } }}
      aria-labelledby="display-all-title"
      data-testid="display-all"
    >
      <DialogTitle id="display-all-title" sx={{ fontWeight: 800 }}>
        {t('home.displayAll.title', { count: ids.length })}
      </DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'background.default', p: { xs: 1.5, sm: 2 } }}>
        <OrderCards ids={ids} onUntick={onUntick} />
      </DialogContent>
      <DialogActions sx={{ px: 2, py: 1.5, gap: 1 }}>
        <Button onClick={onClear} color="inherit" data-testid="display-all-clear" sx={{ mr: 'auto' }}>
          {t('home.displayAll.clear')}
        </Button>
        <Button variant="contained" onClick={onClose} data-testid="display-all-close" sx={{ minWidth: 120 }}>
          {t('home.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The cards; the dialog mounts them only while it is open, so the ticked orders are read only then. */
function OrderCards({ ids, onUntick }: { ids: readonly number[]; onUntick: (id: number) => void }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const queries = useOrdersById(ids);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardWidth - gap}px), 1fr))`,
        gap: `${gap}px`,
        alignItems: 'start',
      }}
    >
      {ids.map((id, index) => {
        const query = queries[index];
        const order = query?.data;
        if (order) return <OrderCard key={id} order={order} language={language} onUntick={() => onUntick(id)} />;
        return (
          <Paper key={id} variant="outlined" data-testid="display-all-card" sx={{ p: 1.5 }}>
            {query?.isError ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flexGrow: 1, color: 'text.secondary' }}>{t('home.detail.notFound')}</Typography>
                <UntickButton label={t('home.displayAll.untick', { number: `#${id}` })} onClick={() => onUntick(id)} />
              </Box>
            ) : (
              <>
                <Skeleton width="45%" height={36} />
                <Skeleton width="80%" />
                <Skeleton width="60%" />
              </>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

function UntickButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton
      onClick={onClick}
      aria-label={label}
      data-testid="display-all-untick"
      sx={{ flexShrink: 0, mt: -0.5, mr: -0.5 }}
    >
      <CloseIcon />
    </IconButton>
  );
}

function OrderCard({
  order,
  language,
  onUntick,
}: {
  order: DashboardOrder;
  language: StoredLanguage;
  onUntick: () => void;
}) {
  const { t } = useTranslation();
  const note = order.customer_note.trim();
  const answers = order.response_list.filter((entry) => entry.answer.trim() !== '');
  const reservation = order.date_reservation ?? null;
  return (
    <Paper
      variant="outlined"
      data-testid="display-all-card"
      data-order-number={order.order_number}
      sx={{ p: 1.5, borderTop: `6px solid ${statusView(order).color}`, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <OrderNumber number={order.order_number} size="medium" testId="display-all-number" />
            <StatusChip order={order} />
            {order.table_number && (
              <Typography component="span" sx={{ fontWeight: 700 }}>
                {t('home.list.table', { number: order.table_number })}
              </Typography>
            )}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {methodLabel(order, t)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {t('home.detail.orderTime')} {shortTime(order.order_time)}
            {reservation
              ? ` · ${t('home.list.reservation', {
                  date: formatDate(reservation, language),
                  time: shortTime(order.delivery_time),
                })}`
              : ''}
          </Typography>
        </Box>
        <UntickButton label={t('home.displayAll.untick', { number: order.order_number })} onClick={onUntick} />
      </Box>

      <Box
        component="ul"
        data-testid="display-all-lines"
        sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, borderTop: 1, borderColor: 'divider' }}
      >
        {order.order_detail.order_list.map((line) => (
          <CardLine key={line.id_food_cart} line={line} />
        ))}
      </Box>

      {(note !== '' || answers.length > 0) && (
        <Box
          data-testid="display-all-note"
          sx={{ mt: 1, px: 1, py: 0.75, borderRadius: 1.5, bgcolor: 'rgba(196, 85, 59, 0.10)' }}
        >
          <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block' }}>
            {t('home.request.title')}
          </Typography>
          {note !== '' && <Typography sx={{ whiteSpace: 'pre-wrap', fontWeight: 600 }}>{note}</Typography>}
          {answers.map((entry) => (
            <Typography key={`${entry.question}\n${entry.answer}`} variant="body2">
              {entry.question}: <strong>{entry.answer}</strong>
            </Typography>
          ))}
        </Box>
      )}

      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'baseline',
          mt: 1,
          pt: 0.75,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {order.is_free_food_order ? (
          <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>{t('home.detail.free')}</Typography>
        ) : (
          <>
            <Typography sx={{ fontWeight: 700 }}>{t('home.detail.total')}</Typography>
            <Typography sx={{ fontWeight: 800, fontSize: '1.2rem' }} data-testid="display-all-total">
              {formatYen(order.total_price, language)}
            </Typography>
          </>
        )}
      </Box>
    </Paper>
  );
}

function CardLine({ line }: { line: OrderLine }) {
  const { t } = useTranslation();
  const name = line.is_free_food_menu ? (line.free_food_menu_name ?? line.food_menu_name) : line.food_menu_name;
  const options = line.additional.flatMap((group) =>
    group.additional.filter((choice) => choice.active).map((choice) => `${group.item_name}: ${choice.additional_name}`),
  );
  return (
    <Box
      component="li"
      data-testid="display-all-line"
      sx={{
        py: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
        opacity: line.checked_detail_order ? 0.6 : 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography
          sx={{
            flexGrow: 1,
            minWidth: 0,
            fontWeight: 700,
            lineHeight: 1.3,
            textDecoration: line.checked_detail_order ? 'line-through' : 'none',
          }}
        >
          {name}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', flexShrink: 0, whiteSpace: 'nowrap' }}>
          {t('home.detail.qty', { qty: line.qty })}
        </Typography>
      </Box>
      {options.length > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {options.join(' / ')}
        </Typography>
      )}
    </Box>
  );
}
