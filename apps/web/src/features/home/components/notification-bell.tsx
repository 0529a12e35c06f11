// The reservation bell (spec 3 §2.1, hidden for by_order restaurants): a badge with the number of
// unprocessed orders, the notification list behind it ('There's no notification' when empty), and
// the warning toast 'Please check the notification, there seems to be an unprocessed order' that
// stays until closed. It comes back only when the number of unprocessed orders grows.
import CloseIcon from '@mui/icons-material/Close';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent, useOpenedOnce } from '../../../lib/lazy-module.ts';
import { closeToast, enqueueToast } from '../../../lib/toast.ts';
import type { Notifications } from '../api/get-notifications.ts';
import type { DashboardOrder } from '../api/get-orders.ts';

const warningKey = 'home-unprocessed-orders';

// The list behind the bell loads at its first opening (MUI's popover, modal and focus trap with it).
const NotificationPopover = lazyComponent(() =>
  import('./notification-popover.tsx').then((module) => module.NotificationPopover),
);

export interface NotificationBellProps {
  notifications: Notifications | undefined;
  onOpenOrder: (order: DashboardOrder) => void;
}

export function NotificationBell({ notifications, onOpenOrder }: NotificationBellProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverMounted = useOpenedOnce(anchor !== null);
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
      {popoverMounted && (
        <Suspense fallback={null}>
          <NotificationPopover
            anchor={anchor}
            onClose={() => setAnchor(null)}
            orders={notifications?.orders ?? []}
            onOpenOrder={onOpenOrder}
          />
        </Suspense>
      )}
    </>
  );
}
