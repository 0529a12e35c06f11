// Add/Edit wait time (spec 3 §5): a receiving method and a whole number of minutes are required (a
// lone minus sign is refused), the description is optional; Save is off until both are valid.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { parseWaitTimeText, type WaitTime } from '@noren/domain/wait-times';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/fields/number-field.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import type { ReceivingMethodOption } from '../../resources/receiving-methods.ts';
import { useSaveWaitTime } from './api/save-wait-time.ts';
import { MethodLabel } from './method-label.tsx';

export interface WaitTimeFormModalProps {
  open: boolean;
  idRestaurant: number;
  methods: readonly ReceivingMethodOption[];
  /** The wait time to edit; null for a new one. */
  waitTime: WaitTime | null;
  /** The method a new wait time starts with (the list's filter), if any. */
  initialMethod: number | null;
  onClose: () => void;
}

export function WaitTimeFormModal({
  open,
  idRestaurant,
  methods,
  waitTime,
  initialMethod,
  onClose,
}: WaitTimeFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveWaitTime();
  const [method, setMethod] = useState<number | null>(waitTime?.id_restaurant_receiving_method ?? initialMethod);
  const [minutes, setMinutes] = useState(waitTime ? String(waitTime.wait_time) : '');
  const [description, setDescription] = useState(waitTime?.description ?? '');
  const [touched, setTouched] = useState<{ method: boolean; minutes: boolean }>({ method: false, minutes: false });
  const [serverError, setServerError] = useState<{ field: string; text: string } | null>(null);

  const value = parseWaitTimeText(minutes);
  const submittable = method !== null && value !== null && !save.isPending;
  const minutesMessage =
    serverError?.field === 'wait_time'
      ? serverError.text
      : touched.minutes && value === null
        ? minutes.trim() === ''
          ? t('common.required')
          : t('wait-time.form.waitTimeError')
        : null;
  const methodMessage =
    serverError?.field === 'id_restaurant_receiving_method'
      ? serverError.text
      : touched.method && method === null
        ? t('common.required')
        : null;

  function submit() {
    if (method === null || value === null) return;
    save.mutate(
      {
        idRestaurant,
        id_restaurant_receiving_method: method,
        wait_time: value,
        description,
        id_wait_time: waitTime?.id_wait_time,
      },
      {
        onSuccess: () => {
          toast(t(waitTime ? 'wait-time.updated' : 'wait-time.created'), 'success');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field) setServerError({ field: error.field, text: errorText(error) });
        },
      },
    );
  }

  return (
    <FormModal
      open={open}
      title={t(waitTime ? 'wait-time.form.editTitle' : 'wait-time.form.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={!submittable}
      submitting={save.isPending}
      submitLabel={t('wait-time.form.save')}
      maxWidth="xs"
      testId="wait-time-form"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField
          select
          required
          fullWidth
          label={t('wait-time.form.method')}
          value={method ?? ''}
          onChange={(event) => {
            setMethod(Number(event.target.value));
            setTouched((current) => ({ ...current, method: true }));
            setServerError(null);
          }}
          onBlur={() => setTouched((current) => ({ ...current, method: true }))}
          error={Boolean(methodMessage)}
          helperText={methodMessage ?? undefined}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'wait-time-method' } as object } }}
        >
          {methods.map((option) => (
            <MenuItem
              key={option.id_restaurant_receiving_method}
              value={option.id_restaurant_receiving_method}
              data-testid={`wait-time-method-option-${option.id_restaurant_receiving_method}`}
            >
              <MethodLabel title={option.title} types={option.types} inactive={!option.active} />
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          required
          fullWidth
          kind="number"
          label={t('wait-time.form.waitTime')}
          value={minutes}
          onChange={(next) => {
            setMinutes(next);
            setTouched((current) => ({ ...current, minutes: true }));
            setServerError(null);
          }}
          onBlur={() => setTouched((current) => ({ ...current, minutes: true }))}
          error={Boolean(minutesMessage)}
          helperText={minutesMessage ?? undefined}
          testId="wait-time-minutes"
          slotProps={{ htmlInput: { maxLength: 4 } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={t('wait-time.form.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'wait-time-description' } }}
        />
      </Stack>
    </FormModal>
  );
}
