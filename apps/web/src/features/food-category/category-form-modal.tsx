import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CategoryStatus, FoodCategory } from '@noren/domain/catalogue/categories';
import { categoryFormIssues } from '@noren/domain/catalogue/form-issues';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { imageFieldProps, textFieldProps } from '../../lib/form-fields.ts';
import { imageBody, imageToCheck } from '../../lib/image-draft.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { useCreateCategory } from './api/create-category.ts';
import { useUpdateCategory } from './api/update-category.ts';

interface ImageValue {
  file_key: string | null;
  url: string | null;
}

interface Values {
  image: ImageValue;
  category_name: string;
  code_category: string;
  description: string;
  status: CategoryStatus;
}

function initialValues(category: FoodCategory | null): Values {
  return {
    image: { file_key: category?.banner_name ?? null, url: category?.banner_url ?? null },
    category_name: category?.category_name ?? '',
    code_category: category?.code_category ?? '',
    description: category?.description ?? '',
    status: category?.status ?? 'active',
  };
}

export interface CategoryFormModalProps {
  /** The category to edit, or null for a new one. */
  category: FoodCategory | null;
  onClose: () => void;
}

export function CategoryFormModal({ category, onClose }: CategoryFormModalProps) {
  const { t } = useTranslation();
  const mode = category ? 'edit' : 'new';
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const submitting = createCategory.isPending || updateCategory.isPending;
  const stored = category && { key: category.banner_name };
  const form = useDomainForm<Values>({
    initial: () => initialValues(category),
    rules: (values) =>
      categoryFormIssues(
        {
          ...payloadOf(values),
          ...(category ? { id_food_category: category.id_food_category } : {}),
          banner: imageToCheck(values.image.file_key, stored),
        },
        mode,
        { hadImage: Boolean(category?.banner_name) },
      ),
    saving: submitting,
  });
  const values = form.draft;
  const payload = payloadOf(values);

  function onSubmit() {
    if (!form.attemptSave()) return;
    // The server names the field it refused (a code already used): mark it there too.
    const handlers = saveHandlers(form, onClose, serverSaved);
    if (category) {
      const image = imageBody('banner', values.image.file_key, stored);
      updateCategory.mutate({ ...payload, id_food_category: category.id_food_category, ...image }, handlers);
    } else if (values.image.file_key) {
      createCategory.mutate({ ...payload, banner: values.image.file_key }, handlers);
    }
  }

  return (
    <AreaFormModal
      texts="food-category"
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="food-category-form"
      spacing={2.5}
    >
      <ImageField
        label={t('food-category.fields.image')}
        {...imageFieldProps(form, 'banner')}
        required={mode === 'new' || Boolean(category?.banner_name)}
        previewWidth={200}
        testId="food-category-image-field"
      />
      <TextField
        label={t('food-category.fields.name')}
        {...textFieldProps(form, 'category_name')}
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'food-category-name', maxLength: 100 } }}
      />
      <TextField
        label={t('food-category.fields.code')}
        {...textFieldProps(form, 'code_category', { hint: t('food-category.fields.codeHint') })}
        required
        fullWidth
        slotProps={{
          htmlInput: { 'data-testid': 'food-category-code', inputMode: 'numeric', maxLength: 18 },
        }}
      />
      <TextField
        label={t('food-category.fields.description')}
        {...textFieldProps(form, 'description')}
        required
        fullWidth
        multiline
        minRows={3}
        slotProps={{ htmlInput: { 'data-testid': 'food-category-description', maxLength: 1000 } }}
      />
      <div>
        <SwitchField
          checked={values.status === 'active'}
          onChange={(checked) => form.set('status', checked ? 'active' : 'inactive')}
          testId="food-category-status-input"
          label={`${t('food-category.fields.status')}: ${
            values.status === 'active' ? t('food-category.active') : t('food-category.inactive')
          }`}
        />
        {form.error('status') && (
          <Typography variant="caption" sx={{ color: 'error.main', display: 'block' }}>
            {form.error('status')}
          </Typography>
        )}
      </div>
    </AreaFormModal>
  );
}

function payloadOf(values: Values) {
  return {
    category_name: values.category_name,
    code_category: values.code_category,
    description: values.description,
    status: values.status,
  };
}
