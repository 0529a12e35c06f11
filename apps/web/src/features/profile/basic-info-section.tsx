// Basic information (spec 1 §2 Profile): the signed-in user's first and last name, saved with
// PUT restaurant/users/update/bio; the email is shown, not edited.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AuthUser } from '@noren/domain/users';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../lib/form-fields.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useUpdateBio } from './api/update-bio.ts';
import { requiredCode, requiredIssues } from './required-rule.ts';
import { SectionCard, sectionSaveHandlers } from './section-card.tsx';

interface Values {
  first_name: string;
  last_name: string;
}

/** The two name fields, the last name first (as a Japanese name is written). */
const names = [
  { field: 'last_name', label: 'profile.basic.lastName', testId: 'profile-last-name' },
  { field: 'first_name', label: 'profile.basic.firstName', testId: 'profile-first-name' },
] as const;

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
      sectionSaveHandlers(form),
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
        {names.map(({ field, label, testId }) => (
          <TextField
            key={field}
            label={t(label)}
            {...textFieldProps(form, field)}
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': testId, maxLength: 100 } }}
          />
        ))}
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
