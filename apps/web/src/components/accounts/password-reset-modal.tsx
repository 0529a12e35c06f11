// Edit Staff's Password / Reset Password (PUT restaurant/users/reset with the account's email and
// the new password). The button is enabled only when both passwords are typed (spec 1 §5); the
// domain's rules (length, the two must match) show on a press. Success: the server's message
// ('Successfully changed password'); the account's sessions end on the server.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  isPasswordResetFilled,
  maxPasswordLength,
  type PasswordResetDraft,
  passwordResetIssues,
} from '@noren/domain/account-form';
import type { RestaurantUser } from '@noren/domain/users';
import { useTranslation } from 'react-i18next';
import { serverMessage, toast } from '../../lib/toast.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useResetAccountPassword } from '../../resources/accounts.ts';
import { FormModal } from '../form-modal.tsx';
import { accountIssueText } from './account-texts.ts';

export interface PasswordResetModalProps {
  area: string;
  account: RestaurantUser;
  onClose: () => void;
  testId: string;
}

export function PasswordResetModal({ area, account, onClose, testId }: PasswordResetModalProps) {
  const { t } = useTranslation();
  const reset = useResetAccountPassword();
  const form = useDomainForm<PasswordResetDraft>({
    initial: { password: '', password_confirm: '' },
    rules: passwordResetIssues,
    message: (issue) => accountIssueText(t, area, issue),
    saving: reset.isPending,
  });
  const values = form.draft;

  function onSubmit() {
    if (!form.attemptSave()) return;
    reset.mutate(
      { email: account.email, password: values.password },
      {
        onSuccess: (envelope) => {
          toast(serverMessage(envelope), 'success');
          onClose();
        },
        onError: (error) => {
          form.failed(error);
        },
      },
    );
  }

  const field = (name: keyof PasswordResetDraft, label: string) => (
    <TextField
      label={label}
      type="password"
      value={values[name]}
      onChange={(event) => form.set(name, event.target.value)}
      onBlur={() => form.touch(name)}
      error={Boolean(form.error(name))}
      helperText={form.error(name) ?? (name === 'password' ? t(`${area}.fields.passwordHint`) : undefined)}
      required
      fullWidth
      autoComplete="new-password"
      slotProps={{ htmlInput: { 'data-testid': `${testId}-${name.replace('_', '-')}`, maxLength: maxPasswordLength } }}
    />
  );

  return (
    <FormModal
      open
      title={t(`${area}.passwordTitle`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitDisabled={!isPasswordResetFilled(values) || form.busy}
      submitting={reset.isPending}
      submitLabel={t(`${area}.passwordSubmit`)}
      maxWidth="sm"
      testId={testId}
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <TextField label={t(`${area}.fields.email`)} value={account.email} disabled fullWidth />
        {field('password', t(`${area}.fields.newPassword`))}
        {field('password_confirm', t(`${area}.fields.confirmPassword`))}
      </Stack>
    </FormModal>
  );
}
