// The notification list behind the reservation bell (notification-bell.tsx), in its own chunk: loaded
// when the bell is first pressed. A tap on an order closes the list and opens the order.
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage } from '../../../lib/language.ts';
import type { DashboardOrder } from '../api/get-orders.ts';
import { formatDate, shortTime } from '../format.ts';

export interface NotificationPopoverProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  orders: readonly DashboardOrder[];
  onOpenOrder: (order: DashboardOrder) => void;
}

export function NotificationPopover({ anchor, onClose, orders, onOpenOrder }: NotificationPopoverProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}
    >
      <Box data-testid="notification-list">
        <Typography sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 0.5 }}>{t('home.notifications')}</Typography>
        {orders.length === 0 ? (
          <Typography sx={{ px: 2, pb: 2, pt: 1, color: 'text.secondary' }} data-testid="notification-empty">
            {t('home.noNotification')}
          </Typography>
        ) : (
          <List dense>
            {orders.map((order) => (
              <ListItemButton
                key={order.id_food_order}
                onClick={() => {
                  onClose();
                  onOpenOrder(order);
                }}
                data-testid="notification-item"
              >
                <ListItemText
                  primary={order.order_number}
                  secondary={
                    order.date_reservation
                      ? `${formatDate(order.date_reservation, language)} ${shortTime(order.delivery_time)}`
                      : `${formatDate(order.order_date, language)} ${shortTime(order.order_time)}`
                  }
                  slotProps={{ primary: { sx: { fontWeight: 800, fontSize: '1.1rem' } } }}
                />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
    </Popover>
  );
}
