// Private information (spec 1 §2, §4, §5): change one's own password. The button is on only when
// the old and the new password are both given; on success 'Successfully changed password', and
// the server signs this account's other sessions out (force_logout) while this one stays.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuthUser } from '@noren/domain/users';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, toast } from '../../lib/toast.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useChangePassword } from './api/change-password.ts';
import { requiredCode, requiredIssues } from './required-rule.ts';
import { SectionCard } from './section-card.tsx';

interface Values {
  old_password: string;
  password: string;
}

const empty: Values = { old_password: '', password: '' };

const passwords = [
  {
    field: 'old_password',
    label: 'profile.password.old',
    hint: undefined,
    autoComplete: 'current-password',
    testId: 'profile-old-password',
  },
  {
    field: 'password',
    label: 'profile.password.new',
    hint: 'profile.password.hint',
    autoComplete: 'new-password',
    testId: 'profile-new-password',
  },
] as const;

export function PasswordSection({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const rules = useCallback(
    (draft: Values) =>
      requiredIssues(
        // Passwords are taken as typed: spaces count.
        { old_password: draft.old_password === '' ? '' : 'x', password: draft.password === '' ? '' : 'x' },
        ['old_password', 'password'],
      ),
    [],
  );
  const form = useDomainForm<Values>({
    initial: empty,
    rules,
    message: (issue) => (issue.code === requiredCode ? t('common.required') : t(issue.code)),
    saving: changePassword.isPending,
  });
  const values = form.draft;

  function onSave() {
    if (!form.attemptSave()) return;
    changePassword.mutate(
      { ...values, id_restaurant_user: user.id_restaurant_user },
      {
        onSuccess: (envelope) => {
          toast(serverMessage(envelope), 'success');
          form.update(() => empty);
          form.untouch('old_password', 'password');
        },
        onError: (error) => form.failed(error),
      },
    );
  }

  return (
    <SectionCard
      title={t('profile.password.title')}
      description={t('profile.password.description')}
      testId="profile-password"
      save={{
        label: t('profile.password.change'),
        onClick: onSave,
        disabled: !form.canSave,
        saving: changePassword.isPending,
        testId: 'profile-password-save',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {passwords.map(({ field, label, hint, autoComplete, testId }) => {
          // Only the server judges a password (a wrong old one, a weak new one).
          const refusal = form.serverError?.field === field ? form.serverError.text : undefined;
          return (
            <TextField
              key={field}
              type="password"
              label={t(label)}
              value={values[field]}
              onChange={(event) => form.set(field, event.target.value)}
              error={refusal !== undefined}
              helperText={refusal ?? (hint ? t(hint) : undefined)}
              autoComplete={autoComplete}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 256 } }}
            />
          );
        })}
      </Stack>
    </SectionCard>
  );
}
