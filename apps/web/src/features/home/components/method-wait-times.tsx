// The wait-time list per receiving method (spec 3 §2.1): each method with the wait time it announces
// now, changed in place (PATCH receiving-method/{id} {id_wait_time, active}). Native selects in
// outlined fields: on a tablet the system's own picker opens (large, quick to hit), and the
// dashboard's first load carries none of MUI's Select, Menu and Popover.
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
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
          <FormControl
            key={method.id_restaurant_receiving_method}
            size="small"
            disabled={!method.active}
            sx={{ minWidth: 140 }}
          >
            <InputLabel htmlFor={`method-wait-time-${method.id_restaurant_receiving_method}`} shrink>
              {method.title}
            </InputLabel>
            <NativeSelect
              value={current}
              input={<OutlinedInput label={method.title} notched />}
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
              inputProps={
                {
                  id: `method-wait-time-${method.id_restaurant_receiving_method}`,
                  'data-testid': `method-wait-time-${method.id_restaurant_receiving_method}`,
                  'aria-label': t('home.methodWaitTime', { method: method.title }),
                } as object
              }
            >
              {current === none && (
                <option value={none} disabled>
                  {t('home.noWaitTime')}
                </option>
              )}
              {options.map((option) => (
                <option key={option.id_wait_time} value={String(option.id_wait_time)}>
                  {t('home.minutes', { value: option.wait_time })}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        );
      })}
    </Box>
  );
});
