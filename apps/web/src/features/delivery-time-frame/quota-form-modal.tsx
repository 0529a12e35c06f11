// Edit a frame's quota (max_order). The rule of spec 3 §5 — never below the orders already
// received — is checked as the number is typed (the domain's rule, the server's words) and again by
// the server, whose refusal is shown beside the field too (the count may have grown meanwhile).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DeliveryTimeFrame, quotaEditIssue, timeFrameLimits } from '@noren/domain/delivery-time-frames';
import { formatMessage } from '@noren/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../components/fields/number-field.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast, toastError } from '../../lib/toast.ts';
import { useUpdateDeliveryTime } from './api/update-delivery-time.ts';

export interface QuotaFormModalProps {
  frame: DeliveryTimeFrame;
  /** '2026年4月1日(水) 11:00 – 11:30': which frame is being edited. */
  frameName: string;
  onClose: () => void;
}

export function QuotaFormModal({ frame, frameName, onClose }: QuotaFormModalProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const update = useUpdateDeliveryTime();
  const [value, setValue] = useState(String(frame.max_order));
  const [serverError, setServerError] = useState<string | null>(null);

  const parsed = value.trim() === '' ? null : Number(value);
  const issue = parsed === null ? null : quotaEditIssue(parsed, frame.count_order);
  const ruleText = issue ? formatMessage(issue.code, issue.params)[language === 'en' ? 'en' : 'jp'] : null;
  const tooLarge = parsed !== null && parsed > timeFrameLimits.maxOrder;
  const fieldError = parsed === null ? null : (ruleText ?? (tooLarge ? t('common.invalidData') : serverError));

  function submit() {
    if (parsed === null || issue || tooLarge) return;
    update.mutate(
      { id_delivery_time_frame: frame.id_delivery_time_frame, max_order: parsed },
      {
        onSuccess: () => {
          toast(t('delivery-time-frame.updated'), 'success');
          onClose();
        },
        onError: (error) => {
          // The rule's refusal belongs beside the field; anything else is a toast.
          if (error instanceof ApiError && error.field === 'max_order') setServerError(errorText(error, language));
          else toastError(error);
        },
      },
    );
  }

  return (
    <FormModal
      open
      title={t('delivery-time-frame.quotaTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={update.isPending}
      submitDisabled={parsed === null || issue !== null || tooLarge}
      maxWidth="xs"
      testId="quota-form"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography data-testid="quota-frame">{frameName}</Typography>
        <NumberField
          kind="number"
          label={t('delivery-time-frame.maxOrder')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setServerError(null);
          }}
          required
          autoFocus
          fullWidth
          error={parsed === null || fieldError !== null}
          helperText={parsed === null ? t('common.required') : (fieldError ?? ' ')}
          testId="quota-max-order"
          slotProps={{ formHelperText: { 'data-testid': 'quota-error' } as object }}
        />
        <Typography variant="body2" color="text.secondary" data-testid="quota-received">
          {t('delivery-time-frame.received', { count: frame.count_order })}
        </Typography>
      </Stack>
    </FormModal>
  );
}
