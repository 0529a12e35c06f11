// Add/Edit Receiving Method (spec 3 §3, §5): every field of a method in one large modal — type,
// texts, tax and service fee, images, order amounts, order number initials, fee tiers and weekday
// inactive hours, on the form toolkit (useDomainForm). Each issue shows beside its field; Save
// stays off while there is any.
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isDeliveryMethod, type ReceivingMethod, type ReceivingMethodMaster } from '@noren/domain/receiving-methods';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField, type NumberKind } from '../../components/fields/number-field.tsx';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { saveHandlers, useDomainForm, weekProblems } from '../../lib/use-domain-form.ts';
import { useSaveReceivingMethod } from './api/save-receiving-method.ts';
import { FeeTiersEditor } from './fee-tiers-editor.tsx';
import {
  bodyFromDraft,
  draftFromMethod,
  draftIssues,
  emptyDraft,
  type MethodDraft,
  wholeNumber,
} from './form-state.ts';
import { isRequiredIssue, useIssueText } from './problem-text.ts';
import { WeekdayShiftsEditor } from './weekday-shifts-editor.tsx';

export interface ReceivingMethodFormModalProps {
  open: boolean;
  idRestaurant: number;
  codeCompany: number | null;
  /** The method to edit; null for a new one. */
  method: ReceivingMethod | null;
  master: readonly ReceivingMethodMaster[];
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h4" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The required texts of the basics, each `method-<key>` with its label `receiving-method.form.<key>`. */
const textFields = [
  { key: 'title', maxLength: 100, minRows: undefined },
  { key: 'text', maxLength: 1000, minRows: 2 },
  { key: 'detail', maxLength: 4000, minRows: 2 },
] as const;

type AmountKey = 'tax' | 'service_fee' | 'min_order_fee' | 'orderable_distance';

const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, rowGap: 2 };

export function ReceivingMethodFormModal({
  open,
  idRestaurant,
  codeCompany,
  method,
  master,
  onClose,
}: ReceivingMethodFormModalProps) {
  const { t, i18n } = useTranslation();
  const issueText = useIssueText();
  const save = useSaveReceivingMethod();
  const isNew = method === null;
  const rules = useCallback((draft: MethodDraft) => draftIssues(draft, { isNew, codeCompany }), [isNew, codeCompany]);
  const form = useDomainForm<MethodDraft>({
    initial: () => (method ? draftFromMethod(method) : emptyDraft()),
    rules,
    message: issueText,
    isMissing: isRequiredIssue,
    saving: save.isPending,
  });
  const { draft } = form;
  const delivery = isDeliveryMethod(draft.id_receiving_method);

  /** A change of the draft: `paths` count as visited; any server remark goes (it may concern several fields). */
  function change(next: Partial<MethodDraft>, ...paths: string[]) {
    form.update((current) => ({ ...current, ...next }), ...paths);
    form.clearServerError();
  }

  const fieldState = (path: string, hint?: string) => {
    const message = form.error(path);
    return {
      error: Boolean(message),
      helperText: message ?? hint,
      onBlur: () => form.touch(path),
      slotProps: { formHelperText: { 'data-testid': `method-${path}-error` } as object },
    };
  };

  /** A required amount: its test id is its field's, dashed (`method-service-fee`). */
  const amountField = (key: AmountKey, kind: NumberKind, label: string) => (
    <NumberField
      required
      kind={kind}
      label={label}
      value={draft[key]}
      onChange={(value) => change({ [key]: value })}
      testId={`method-${key.replaceAll('_', '-')}`}
      {...fieldState(key)}
    />
  );

  function submit() {
    if (!form.attemptSave()) return;
    save.mutate(
      { body: bodyFromDraft(draft, idRestaurant, method), editing: !isNew },
      saveHandlers(form, onClose, t(isNew ? 'receiving-method.created' : 'receiving-method.updated')),
    );
  }

  const serverErrors: Record<string, string> = form.serverError
    ? { [form.serverError.field]: form.serverError.text }
    : {};
  // Shift issues show at once; the server's answer about a shift field wins.
  const { serverError } = form;
  const shiftProblems = {
    ...weekProblems(form.issues, issueText),
    ...(serverError ? weekProblems([{ field: serverError.field, code: '', params: {} }], () => serverError.text) : {}),
  };

  const typeLabel = (entry: ReceivingMethodMaster) =>
    t(`receiving-method.types.${entry.types}`, {
      defaultValue: i18n.language === 'en' ? entry.method_name : entry.method_name_jp,
    });

  return (
    <AreaFormModal
      open={open}
      texts="receiving-method.form"
      editing={!isNew}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="lg"
      testId="method-form"
    >
      <Stack spacing={3} divider={<Divider flexItem />} sx={{ pt: 1 }}>
        <Section title={t('receiving-method.form.basics')}>
          <Box sx={twoColumns}>
            <TextField
              select
              required
              label={t('receiving-method.form.type')}
              value={draft.id_receiving_method ?? ''}
              onChange={(event) => change({ id_receiving_method: Number(event.target.value) }, 'id_receiving_method')}
              {...fieldState('id_receiving_method')}
              slotProps={{
                ...fieldState('id_receiving_method').slotProps,
                htmlInput: { 'data-testid': 'method-type-input' },
                select: { SelectDisplayProps: { 'data-testid': 'method-type' } as object },
              }}
            >
              {master.map((entry) => (
                <MenuItem
                  key={entry.id_receiving_method}
                  value={entry.id_receiving_method}
                  data-testid={`method-type-option-${entry.id_receiving_method}`}
                >
                  {typeLabel(entry)}
                </MenuItem>
              ))}
            </TextField>
            {textFields.map(({ key, maxLength, minRows }) => (
              <TextField
                key={key}
                required
                multiline={minRows !== undefined}
                minRows={minRows}
                label={t(`receiving-method.form.${key}`)}
                value={draft[key]}
                onChange={(event) => change({ [key]: event.target.value })}
                {...fieldState(key)}
                slotProps={{
                  ...fieldState(key).slotProps,
                  htmlInput: { 'data-testid': `method-${key}`, maxLength },
                }}
              />
            ))}
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
              {amountField('tax', 'float', t('receiving-method.form.tax'))}
              {amountField('service_fee', 'float', t('receiving-method.form.serviceFee'))}
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, alignItems: 'start' }}>
              <TextField
                label={t('receiving-method.form.initials')}
                value={draft.order_number_initials}
                onChange={(event) => change({ order_number_initials: event.target.value.toUpperCase() })}
                {...fieldState('order_number_initials', t('receiving-method.form.initialsHint'))}
                slotProps={{
                  ...fieldState('order_number_initials').slotProps,
                  htmlInput: { 'data-testid': 'method-initials', maxLength: 3 },
                }}
              />
              <SwitchField
                sx={{ mt: 1 }}
                checked={draft.active}
                onChange={(active) => change({ active })}
                testId="method-active"
                label={t('receiving-method.form.active')}
              />
            </Box>
          </Box>
        </Section>

        <Section title={t('receiving-method.form.images')}>
          <Box sx={twoColumns}>
            <ImageField
              label={t('receiving-method.form.methodImage')}
              value={draft.method_image}
              onChange={(method_image) => change({ method_image })}
              onBusyChange={(busy) => form.setBusy('method_image', busy)}
              error={form.error('method_image_name')}
              previewWidth={120}
              testId="method-image"
            />
            <ImageField
              label={t('receiving-method.form.serviceImage')}
              value={draft.service_image}
              onChange={(service_image) => change({ service_image }, 'service_image_name')}
              onBusyChange={(busy) => form.setBusy('service_image', busy)}
              required={isNew}
              error={form.error('service_image_name')}
              previewWidth={120}
              testId="method-service-image"
            />
          </Box>
        </Section>

        <Section title={t('receiving-method.form.amounts')}>
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2, rowGap: 2 }}
          >
            {amountField('min_order_fee', 'number', t('receiving-method.form.minOrderFee'))}
            <NumberField
              kind="number"
              label={t(delivery ? 'receiving-method.form.minFreeShipping' : 'receiving-method.form.minFreeService')}
              value={draft.min_free_order_fee}
              onChange={(min_free_order_fee) => change({ min_free_order_fee }, 'min_free_order_fee')}
              testId="method-min-free-order-fee"
              {...fieldState('min_free_order_fee', t('receiving-method.form.freeHint'))}
            />
            {amountField('orderable_distance', 'number', t('receiving-method.form.orderableDistance'))}
          </Box>
        </Section>

        <FeeTiersEditor
          tiers={draft.tiers}
          onChange={(tiers) => change({ tiers })}
          minOrderFee={wholeNumber(draft.min_order_fee)}
          freeThreshold={wholeNumber(draft.min_free_order_fee)}
          codeCompany={codeCompany}
          idReceivingMethod={draft.id_receiving_method}
          serverErrors={serverErrors}
        />

        <WeekdayShiftsEditor
          value={draft.inactive_data}
          onChange={(inactive_data) => change({ inactive_data })}
          problems={shiftProblems}
        />
      </Stack>
    </AreaFormModal>
  );
}
