// The reservation bell (spec 3 §2.1, hidden for by_order restaurants): a badge with the number of
// unprocessed orders, the notification list behind it ('There's no notification' when empty), and
// the warning toast 'Please check the notification, there seems to be an unprocessed order' that
// stays until closed. It comes back only when the number of unprocessed orders grows.
import CloseIcon from '@mui/icons-material/Close';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStoredLanguage } from '../../../lib/language.ts';
import { closeToast, enqueueToast } from '../../../lib/toast.ts';
import type { Notifications } from '../api/get-notifications.ts';
import type { DashboardOrder } from '../api/get-orders.ts';
import { formatDate, shortTime } from '../format.ts';

const warningKey = 'home-unprocessed-orders';

export interface NotificationBellProps {
  notifications: Notifications | undefined;
  onOpenOrder: (order: DashboardOrder) => void;
}

export function NotificationBell({ notifications, onOpenOrder }: NotificationBellProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = notifications?.count ?? 0;
  const warnedAt = useRef(0);

  useEffect(() => {
    if (count > warnedAt.current) {
      enqueueToast(t('home.unprocessedWarning'), {
        key: warningKey,
        variant: 'warning',
        persist: true,
        preventDuplicate: true,
        action: (key) => (
          <IconButton
            color="inherit"
            size="small"
            aria-label={t('home.close')}
            onClick={() => closeToast(key)}
            data-testid="unprocessed-warning-close"
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ),
      });
    }
    if (count === 0) closeToast(warningKey);
    warnedAt.current = count;
  }, [count, t]);

  useEffect(() => () => closeToast(warningKey), []);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('home.notifications')}
        data-testid="notification-bell"
        sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Badge badgeContent={count} color="secondary" data-testid="notification-count">
          <NotificationsOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 340, maxHeight: 420 } } }}
      >
        <Box data-testid="notification-list">
          <Typography sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 0.5 }}>{t('home.notifications')}</Typography>
          {(notifications?.orders.length ?? 0) === 0 ? (
            <Typography sx={{ px: 2, pb: 2, pt: 1, color: 'text.secondary' }} data-testid="notification-empty">
              {t('home.noNotification')}
            </Typography>
          ) : (
            <List dense>
              {notifications?.orders.map((order) => (
                <ListItemButton
                  key={order.id_food_order}
                  onClick={() => {
                    setAnchor(null);
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
    </>
  );
}
