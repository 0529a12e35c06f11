// The wait-time list per receiving method (spec 3 §2.1): each method with the wait time it announces
// now, changed in place (PATCH receiving-method/{id} {id_wait_time, active}).
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WaitTime } from '@noren/domain/wait-times';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceivingMethodOption } from '../../../resources/receiving-methods.ts';
import { useUpdateMethodWaitTime } from '../api/update-method-wait-time.ts';

export interface MethodWaitTimesProps {
  idRestaurant: number;
  methods: readonly ReceivingMethodOption[];
  waitTimes: readonly WaitTime[];
}

const none = 'none';

// Memoised: the dashboard re-renders on every tap; the selects only when methods or wait times change.
export const MethodWaitTimes = memo(function MethodWaitTimes({
  idRestaurant,
  methods,
  waitTimes,
}: MethodWaitTimesProps) {
  const { t } = useTranslation();
  const update = useUpdateMethodWaitTime();
  const shown = methods.filter((method) =>
    waitTimes.some((waitTime) => waitTime.id_restaurant_receiving_method === method.id_restaurant_receiving_method),
  );
  if (shown.length === 0) return null;
  return (
    <Box
      data-testid="method-wait-times"
      role="group"
      aria-label={t('home.waitTimes')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.25, flexWrap: 'wrap' }}
    >
      <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>{t('home.waitTimes')}</Typography>
      {shown.map((method) => {
        const options = waitTimes.filter(
          (waitTime) => waitTime.id_restaurant_receiving_method === method.id_restaurant_receiving_method,
        );
        const current = options.some((option) => option.id_wait_time === method.id_wait_time)
          ? String(method.id_wait_time)
          : none;
        return (
          <TextField
            key={method.id_restaurant_receiving_method}
            select
            size="small"
            label={method.title}
            value={current}
            disabled={!method.active}
            onChange={(event) => {
              const chosen = options.find((option) => String(option.id_wait_time) === event.target.value);
              if (chosen) {
                update.mutate({
                  idRestaurant,
                  method,
                  id_wait_time: chosen.id_wait_time,
                  wait_time: chosen.wait_time,
                });
              }
            }}
            sx={{ minWidth: 140 }}
            slotProps={{
              select: {
                SelectDisplayProps: {
                  'data-testid': `method-wait-time-${method.id_restaurant_receiving_method}`,
                  'aria-label': t('home.methodWaitTime', { method: method.title }),
                } as object,
              },
            }}
          >
            {current === none && (
              <MenuItem value={none} disabled>
                {t('home.noWaitTime')}
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem
                key={option.id_wait_time}
                value={String(option.id_wait_time)}
                data-testid={`method-wait-time-option-${option.id_wait_time}`}
              >
                {t('home.minutes', { value: option.wait_time })}
              </MenuItem>
            ))}
          </TextField>
        );
      })}
    </Box>
  );
});
