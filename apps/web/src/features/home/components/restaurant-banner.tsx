// The top band of the dashboard: the restaurant's name (spec 3 §2.1 "restaurant name banner"), the
// two cards — Order List (waiting_list) and Total Item (total_qty_cooking) — and the current time.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RestaurantType } from '@noren/domain/restaurant';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { CurrentTime } from './clocks.tsx';

export interface RestaurantBannerProps {
  name: string;
  type: RestaurantType;
  active: boolean;
  waitingList: number | null;
  totalQty: number | null;
}

// Memoised: the dashboard re-renders on every tap; the banner only when its figures change.
export const RestaurantBanner = memo(function RestaurantBanner({
  name,
  type,
  active,
  waitingList,
  totalQty,
}: RestaurantBannerProps) {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="restaurant-banner"
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        gap: 1.5,
        flexWrap: 'wrap',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 3,
        px: 2,
        py: 1.25,
      }}
    >
      {/* The screen's name for screen readers; the app bar shows it on screen. In px: in sx a width of
          1 is 100 %, which made this absolute heading 1,356 px wide at 1024 px (sideways scrolling). */}
      <Typography component="h1" sx={visuallyHidden}>
        {t('menu.home')}
      </Typography>
      <Box sx={{ flex: '1 1 160px', minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        <Typography
          component="h2"
          data-testid="restaurant-name"
          sx={{ fontSize: '1.5rem', fontWeight: 800, lineHeight: 1.2 }}
          noWrap
        >
          {name}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.85 }}>
          {t(`home.restaurantTypes.${type}`)}
          {!active && (
            <Box component="span" sx={{ ml: 1, px: 0.75, borderRadius: 1, bgcolor: 'secondary.main', fontWeight: 700 }}>
              {t('home.restaurantInactive')}
            </Box>
          )}
        </Typography>
      </Box>
      <Stat label={t('home.orderList')} value={waitingList} testId="card-order-list" />
      <Stat label={t('home.totalItem')} value={totalQty} testId="card-total-item" />
      <Box sx={{ ...statBox, minWidth: 150 }}>
        <Typography variant="caption" sx={{ opacity: 0.85, fontWeight: 600 }}>
          {t('home.currentTime')}
        </Typography>
        <CurrentTime testId="current-time" sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1 }} />
      </Box>
    </Box>
  );
});

const statBox = {
  bgcolor: 'rgba(255, 255, 255, 0.12)',
  borderRadius: 2,
  px: 1.75,
  py: 0.5,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 120,
} as const;

function Stat({ label, value, testId }: { label: string; value: number | null; testId: string }) {
  return (
    <Box sx={statBox} data-testid={testId}>
      <Typography variant="caption" sx={{ opacity: 0.85, fontWeight: 600 }} noWrap>
        {label}
      </Typography>
      <Typography
        data-testid={`${testId}-value`}
        sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
      >
        {value ?? '–'}
      </Typography>
    </Box>
  );
}
