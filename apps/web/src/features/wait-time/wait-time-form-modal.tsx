// Add/Edit wait time (spec 3 §5): a receiving method and a whole number of minutes are required (a
// lone minus sign is refused), the description is optional; Save is off until both are valid.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { parseWaitTimeText, type WaitTime, waitTimeFormIssues } from '@noren/domain/wait-times';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/fields/number-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { fieldState } from '../../lib/form-fields.ts';
import { saveHandlers, useDomainForm } from '../../lib/use-domain-form.ts';
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
  const form = useDomainForm({
    initial: () => ({
      id_restaurant_receiving_method: waitTime?.id_restaurant_receiving_method ?? initialMethod,
      wait_time: waitTime ? String(waitTime.wait_time) : '',
      description: waitTime?.description ?? '',
    }),
    rules: waitTimeFormIssues,
    message: (issue) =>
      issue.code === 'WAIT_TIME_NOT_A_NUMBER' ? t('wait-time.form.waitTimeError') : t('common.required'),
    // Minutes are judged once the user has been in the field (a lone '-' on the way to a number is fine).
    isMissing: () => true,
    saving: save.isPending,
  });
  const method = form.draft.id_restaurant_receiving_method;
  const minutes = form.draft.wait_time;
  const value = parseWaitTimeText(minutes);

  function submit() {
    if (!form.attemptSave() || method === null || value === null) return;
    save.mutate(
      {
        idRestaurant,
        id_restaurant_receiving_method: method,
        wait_time: value,
        description: form.draft.description,
        id_wait_time: waitTime?.id_wait_time,
      },
      saveHandlers(form, onClose, t(waitTime ? 'wait-time.updated' : 'wait-time.created')),
    );
  }

  return (
    <AreaFormModal
      open={open}
      texts="wait-time.form"
      editing={Boolean(waitTime)}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
      testId="wait-time-form"
      spacing={2.5}
    >
      <TextField
        select
        required
        fullWidth
        label={t('wait-time.form.method')}
        value={method ?? ''}
        onChange={(event) => {
          form.set('id_restaurant_receiving_method', Number(event.target.value));
          // A refusal (e.g. this wait time exists for the method) concerns both fields.
          form.clearServerError();
        }}
        {...fieldState(form, 'id_restaurant_receiving_method')}
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
          form.set('wait_time', next);
          form.clearServerError();
        }}
        {...fieldState(form, 'wait_time')}
        testId="wait-time-minutes"
        slotProps={{ htmlInput: { maxLength: 4 } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        label={t('wait-time.form.description')}
        value={form.draft.description}
        onChange={(event) => form.set('description', event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'wait-time-description' } }}
      />
    </AreaFormModal>
  );
}
