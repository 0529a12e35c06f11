// Basic information (spec 1 §2 Profile): the signed-in user's first and last name, saved with
// PUT restaurant/users/update/bio; the email is shown, not edited.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuthUser } from '@noren/domain/users';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage, toast } from '../../lib/toast.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useUpdateBio } from './api/update-bio.ts';
import { requiredCode, requiredIssues } from './required-rule.ts';
import { SectionCard } from './section-card.tsx';

interface Values {
  first_name: string;
  last_name: string;
}

export function BasicInfoSection({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const updateBio = useUpdateBio();
  const rules = useCallback((draft: Values) => requiredIssues(draft, ['first_name', 'last_name']), []);
  const form = useDomainForm<Values>({
    initial: () => ({ first_name: user.first_name, last_name: user.last_name }),
    rules,
    message: (issue) => (issue.code === requiredCode ? t('common.required') : t(issue.code)),
    saving: updateBio.isPending,
  });
  const values = form.draft;
  const unchanged = values.first_name === user.first_name && values.last_name === user.last_name;

  function onSave() {
    if (!form.attemptSave()) return;
    updateBio.mutate(
      {
        id_restaurant_user: user.id_restaurant_user,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      },
      {
        onSuccess: (envelope) => toast(serverMessage(envelope), 'success'),
        onError: (error) => form.failed(error),
      },
    );
  }

  return (
    <SectionCard
      title={t('profile.basic.title')}
      testId="profile-basic"
      save={{
        label: t('common.save'),
        onClick: onSave,
        disabled: !form.canSave || unchanged,
        saving: updateBio.isPending,
        testId: 'profile-basic-save',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('profile.basic.lastName')}
          value={values.last_name}
          onChange={(event) => form.set('last_name', event.target.value)}
          onBlur={() => form.touch('last_name')}
          error={Boolean(form.error('last_name'))}
          helperText={form.error('last_name')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'profile-last-name', maxLength: 100 } }}
        />
        <TextField
          label={t('profile.basic.firstName')}
          value={values.first_name}
          onChange={(event) => form.set('first_name', event.target.value)}
          onBlur={() => form.touch('first_name')}
          error={Boolean(form.error('first_name'))}
          helperText={form.error('first_name')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'profile-first-name', maxLength: 100 } }}
        />
      </Stack>
      <TextField
        label={t('profile.basic.email')}
        value={user.email}
        fullWidth
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'profile-email' } }}
      />
    </SectionCard>
  );
}
