// Add/Edit free menu (spec 2 §5): one name, trimmed and required; Save is off while it is blank.
import TextField from '@mui/material/TextField';
import {
  canSubmitFreeMenu,
  type FreeMenu,
  freeMenuNameIssue,
  freeMenuNameMaxLength,
} from '@noren/domain/catalogue/free-menus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import { useSaveFreeMenu } from './api/save-free-menu.ts';

export interface FreeMenuFormModalProps {
  open: boolean;
  idRestaurant: number;
  /** The menu to edit; null for a new one. */
  menu: FreeMenu | null;
  onClose: () => void;
}

export function FreeMenuFormModal({ open, idRestaurant, menu, onClose }: FreeMenuFormModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(menu?.free_food_menu_name ?? '');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveFreeMenu();

  const issue = freeMenuNameIssue(name);
  const submittable = canSubmitFreeMenu(name, { saving: save.isPending });
  const issueText =
    issue === 'required'
      ? t('common.required')
      : issue === 'too_long'
        ? t('food-free.form.tooLong', { max: freeMenuNameMaxLength })
        : null;
  const message = serverError ?? (touched ? issueText : null);

  function submit() {
    if (!submittable) return;
    save.mutate(
      { idRestaurant, name, editing: menu ?? undefined },
      {
        onSuccess: () => {
          toast(t(menu ? 'food-free.updated' : 'food-free.created'), 'success');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.field === 'free_food_menu_name') setServerError(errorText(error));
        },
      },
    );
  }

  return (
    <FormModal
      open={open}
      title={t(menu ? 'food-free.form.editTitle' : 'food-free.form.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitDisabled={!submittable}
      submitting={save.isPending}
      submitLabel={t('food-free.form.save')}
      maxWidth="sm"
      testId="free-menu-form"
    >
      <TextField
        autoFocus
        required
        fullWidth
        label={t('food-free.form.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setTouched(true);
          setServerError(null);
        }}
        onBlur={() => setTouched(true)}
        error={Boolean(message)}
        helperText={message ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'free-menu-name', maxLength: freeMenuNameMaxLength + 20 } }}
        sx={{ mt: 1 }}
      />
    </FormModal>
  );
}
