// Add/Edit free menu (spec 2 §5): one name, trimmed and required; Save is off while it is blank.
import TextField from '@mui/material/TextField';
import { type FreeMenu, freeMenuIssues, freeMenuNameMaxLength } from '@noren/domain/catalogue/free-menus';
import { useTranslation } from 'react-i18next';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { textFieldProps } from '../../lib/form-fields.ts';
import { saveHandlers, useDomainForm } from '../../lib/use-domain-form.ts';
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
  const save = useSaveFreeMenu();
  const form = useDomainForm({
    initial: { free_food_menu_name: menu?.free_food_menu_name ?? '' },
    rules: (draft) => freeMenuIssues(draft.free_food_menu_name),
    message: (issue) =>
      issue.code === 'FREE_MENU_NAME_TOO_LONG' ? t('free-menu.form.tooLong', issue.params) : t('common.required'),
    saving: save.isPending,
  });
  const name = form.draft.free_food_menu_name;

  function submit() {
    if (!form.attemptSave()) return;
    save.mutate(
      { idRestaurant, name, editing: menu ?? undefined },
      saveHandlers(form, onClose, t(menu ? 'free-menu.updated' : 'free-menu.created')),
    );
  }

  return (
    <AreaFormModal
      open={open}
      texts="free-menu.form"
      editing={Boolean(menu)}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      testId="free-menu-form"
    >
      <TextField
        autoFocus
        required
        fullWidth
        label={t('free-menu.form.name')}
        {...textFieldProps(form, 'free_food_menu_name', { hint: ' ' })}
        slotProps={{ htmlInput: { 'data-testid': 'free-menu-name', maxLength: freeMenuNameMaxLength + 20 } }}
        sx={{ mt: 1 }}
      />
    </AreaFormModal>
  );
}
