// The coloured status of an order (spec 3 §2.1: by restaurant type and cooking_status).
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { DashboardOrder } from '../api/get-orders.ts';
import { statusView } from '../order-status.ts';

export function StatusChip({ order, size = 'small' }: { order: DashboardOrder; size?: 'small' | 'large' }) {
  const { t } = useTranslation();
  const view = statusView(order);
  return (
    <Box
      component="span"
      data-testid="order-status"
      data-status={order.cooking_status}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        px: size === 'large' ? 1.5 : 1,
        py: size === 'large' ? 0.5 : 0.25,
        borderRadius: 99,
        bgcolor: view.color,
        color: '#ffffff',
        fontWeight: 700,
        fontSize: size === 'large' ? '0.95rem' : '0.8rem',
        lineHeight: 1.4,
        whiteSpace: 'nowrap',
      }}
    >
      {t(`home.status.${view.key}`)}
    </Box>
  );
}
