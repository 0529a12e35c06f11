// The restaurant's invoice registration number (適格請求書発行事業者登録番号, issue 10), in its
// Profile's restaurant information: 'T' and 13 digits, printed on every slip so it serves as a
// simplified qualified invoice. Full-width typing is read as ASCII; empty removes it.
import TextField from '@mui/material/TextField';
import { normalizeRegistrationNumber, registrationNumberIssues } from '@noren/domain/platform/registration-number';
import { useTranslation } from 'react-i18next';
import { textFieldProps } from '../../lib/form-fields.ts';
import { useDomainForm } from '../../lib/use-domain-form.ts';
import { useUpdateRegistrationNumber } from './api/update-registration-number.ts';
import { SectionSave, sectionSaveHandlers } from './section-card.tsx';

interface Values {
  registration_number: string;
}

export function RegistrationNumberField({ idRestaurant, saved }: { idRestaurant: number; saved: string | null }) {
  const { t } = useTranslation();
  const update = useUpdateRegistrationNumber();
  const form = useDomainForm<Values>({
    initial: () => ({ registration_number: saved ?? '' }),
    rules: registrationNumberIssues,
    saving: update.isPending,
  });
  const typed = form.draft.registration_number;
  const unchanged = normalizeRegistrationNumber(typed) === (saved ?? null);

  function onSave() {
    if (!form.attemptSave()) return;
    update.mutate({ id_restaurant: idRestaurant, registration_number: typed }, sectionSaveHandlers(form));
  }

  return (
    <>
      <TextField
        label={t('profile.restaurant.registrationNumber')}
        {...textFieldProps(form, 'registration_number', { hint: t('profile.restaurant.registrationNumberHint') })}
        fullWidth
        sx={{ mt: 3 }}
        slotProps={{ htmlInput: { 'data-testid': 'profile-registration-number', maxLength: 40 } }}
      />
      <SectionSave
        label={t('common.save')}
        onClick={onSave}
        disabled={!form.canSave || unchanged}
        saving={update.isPending}
        testId="profile-registration-number-save"
      />
    </>
  );
}
