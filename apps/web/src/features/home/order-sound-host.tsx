// The new-order sound on every signed-in screen (spec 3 §6): mounted once in the shell for restaurant
// users, it keeps the realtime order stream and today's unconfirmed orders (the dashboard's inputs:
// today's business date, the 'Order to display' categories) live, so the chime loops while an order
// waits for its OK whatever screen is open — menus, wait times, search. A level-2 user without an
// active 'home' permission never hears it (nothing is fetched for them). While it rings, a speaker
// mark shows in the app bar.
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { isPathPermitted } from '@noren/domain/permissions';
import { businessDate } from '@noren/domain/restaurant';
import type { AuthUser } from '@noren/domain/users';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toMenuViewer } from '../../lib/auth.ts';
import { useOrderStream } from '../../lib/realtime.ts';
import { useUnconfirmedOrders } from './api/get-orders.ts';
import { readCategoryChoice } from './category-choice.ts';
import { useOrderSound } from './use-order-sound.tsx';

export function OrderSoundHost({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const idRestaurant = user.id_restaurant;
  const enabled = idRestaurant !== null && !user.is_superadmin && isPathPermitted(toMenuViewer(user), '/home');
  // The shell stays mounted past midnight; the midnight reload starts the new business day.
  const today = businessDate(new Date());
  // The filter modal saves the choice and reloads the page, so reading it once is enough.
  const categories = useMemo(readCategoryChoice, []);

  useOrderStream(enabled ? idRestaurant : null);
  const unconfirmed = useUnconfirmedOrders(idRestaurant ?? 0, today, categories, enabled);
  const sound = useOrderSound(enabled && (unconfirmed.data?.length ?? 0) > 0);

  if (sound !== 'playing') return null;
  return (
    <Tooltip title={t('home.soundOn')}>
      <Box
        role="img"
        aria-label={t('home.soundOn')}
        data-testid="sound-on"
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'secondary.main',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <VolumeUpIcon />
      </Box>
    </Tooltip>
  );
}
