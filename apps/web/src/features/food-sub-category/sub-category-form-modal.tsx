// Add/Edit Food Sub Category (spec 2 §5 "Sub-category form"): category, code (number), name,
// description, status, image (required for a new one) and the weekly sales restriction, checked
// with the domain's schemas on every change (the form toolkit, useDomainForm). Save stays disabled until all is valid (a shift with
// one end, or a start not before its end, marks the field) and while the image uploads.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FoodSubCategory, subCategoryFormIssues, toFullWeek } from '@noren/domain/catalogue/sub-categories';
import { emptyWeek, type WeekdaySchedule } from '@noren/domain/schedule';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { imageFieldProps, optionalNumber, textFieldProps } from '../../lib/form-fields.ts';
import { imageBody, imageToCheck } from '../../lib/image-draft.ts';
import { saveHandlers, serverSaved, useDomainForm, weekProblems } from '../../lib/use-domain-form.ts';
import { useCategoryOptions } from '../../resources/categories.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useCreateSubCategory } from './api/create-sub-category.ts';
import { useUpdateSubCategory } from './api/update-sub-category.ts';
import { ScheduleEditor } from './schedule-editor.tsx';

type Field = 'id_food_category' | 'code_sub_category' | 'sub_category_name' | 'description' | 'status' | 'image';

interface Values {
  id_food_category: number | null;
  code_sub_category: string;
  sub_category_name: string;
  description: string;
  status: boolean;
  image: { file_key: string | null; url: string | null };
  inactive_data: WeekdaySchedule[];
}

function initialValues(subCategory: FoodSubCategory | null): Values {
  return {
    id_food_category: subCategory?.id_food_category ?? null,
    code_sub_category: subCategory ? String(subCategory.code_sub_category) : '',
    sub_category_name: subCategory?.sub_category_name ?? '',
    description: subCategory?.description ?? '',
    status: subCategory?.status ?? true,
    image: { file_key: subCategory?.image_name ?? null, url: subCategory?.image_url ?? null },
    inactive_data: subCategory ? toFullWeek(subCategory.inactive_data) : emptyWeek(),
  };
}

function payloadOf(values: Values) {
  return {
    id_food_category: values.id_food_category,
    code_sub_category: values.code_sub_category,
    sub_category_name: values.sub_category_name,
    description: values.description,
    status: values.status,
    inactive_data: values.inactive_data,
  };
}

export interface SubCategoryFormModalProps {
  /** The sub-category to edit, or null for a new one. */
  subCategory: FoodSubCategory | null;
  onClose: () => void;
}

export function SubCategoryFormModal({ subCategory, onClose }: SubCategoryFormModalProps) {
  const { t } = useTranslation();
  const categoryLabelId = useId();
  const mode = subCategory ? 'edit' : 'new';
  const categories = useCategoryOptions(useRestaurantId());
  const createSubCategory = useCreateSubCategory();
  const updateSubCategory = useUpdateSubCategory();
  const submitting = createSubCategory.isPending || updateSubCategory.isPending;
  const stored = subCategory && { key: subCategory.image_name };
  const form = useDomainForm<Values>({
    initial: () => initialValues(subCategory),
    rules: (values) =>
      subCategoryFormIssues(
        {
          ...payloadOf(values),
          ...(subCategory ? { id_food_sub_category: subCategory.id_food_sub_category } : {}),
          image: imageToCheck(values.image.file_key, stored),
        },
        mode,
        { hadImage: Boolean(subCategory?.image_name) },
      ),
    saving: submitting,
  });
  const values = form.draft;
  const payload = payloadOf(values);
  const messageOf = (field: Field) => form.error(field);

  // A schedule problem exists only once a time is entered, so it is shown at once.
  const scheduleProblems = weekProblems(form.issues, (issue) => form.error(issue.field));

  const touch = (field: Field) => form.touch(field);
  function edit<K extends keyof Values & string>(key: K, value: Values[K]) {
    if (key === 'inactive_data') form.update((current) => ({ ...current, [key]: value }));
    else form.set(key, value);
  }

  function onSubmit() {
    if (!form.attemptSave()) return;
    // The server names the field it refused (a code already used): mark it there too.
    const handlers = saveHandlers(form, onClose, serverSaved);
    const body = {
      ...payload,
      id_food_category: values.id_food_category ?? 0,
      code_sub_category: Number(values.code_sub_category),
      sub_category_name: values.sub_category_name.trim(),
      description: values.description.trim(),
    };
    if (subCategory) {
      const image = imageBody('image', values.image.file_key, stored);
      updateSubCategory.mutate({ ...body, id_food_sub_category: subCategory.id_food_sub_category, ...image }, handlers);
    } else if (values.image.file_key) {
      createSubCategory.mutate({ ...body, image: values.image.file_key }, handlers);
    }
  }

  const categoryMessage = messageOf('id_food_category');

  return (
    <AreaFormModal
      texts="food-sub-category"
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="md"
      testId="food-subcategory-form"
      spacing={2.5}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormControl fullWidth required error={Boolean(categoryMessage)}>
          <InputLabel id={categoryLabelId}>{t('food-sub-category.fields.category')}</InputLabel>
          <Select
            labelId={categoryLabelId}
            label={t('food-sub-category.fields.category')}
            value={values.id_food_category ?? ''}
            onChange={(event) => edit('id_food_category', optionalNumber(String(event.target.value)))}
            onClose={() => touch('id_food_category')}
            data-testid="food-subcategory-category"
          >
            {(categories.data ?? []).map((category) => (
              <MenuItem
                key={category.id_food_category}
                value={category.id_food_category}
                data-testid="food-subcategory-category-option"
              >
                {category.category_name}
              </MenuItem>
            ))}
          </Select>
          {categoryMessage && <FormHelperText>{categoryMessage}</FormHelperText>}
        </FormControl>
        <TextField
          label={t('food-sub-category.fields.code')}
          {...textFieldProps(form, 'code_sub_category', { hint: t('food-sub-category.fields.codeHint') })}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'food-subcategory-code', inputMode: 'numeric', maxLength: 10 } }}
        />
      </Stack>
      <TextField
        label={t('food-sub-category.fields.name')}
        {...textFieldProps(form, 'sub_category_name')}
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'food-subcategory-name', maxLength: 100 } }}
      />
      <TextField
        label={t('food-sub-category.fields.description')}
        {...textFieldProps(form, 'description')}
        required
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { 'data-testid': 'food-subcategory-description', maxLength: 1000 } }}
      />
      <SwitchField
        checked={values.status}
        onChange={(checked) => edit('status', checked)}
        testId="food-subcategory-status-input"
        label={`${t('food-sub-category.fields.status')}: ${
          values.status ? t('food-sub-category.active') : t('food-sub-category.inactive')
        }`}
      />
      <ImageField
        label={t('food-sub-category.fields.image')}
        {...imageFieldProps(form, 'image')}
        required={mode === 'new' || Boolean(subCategory?.image_name)}
        previewWidth={200}
        testId="food-subcategory-image-field"
      />
      <ScheduleEditor
        value={values.inactive_data}
        onChange={(week) => edit('inactive_data', week)}
        problems={scheduleProblems}
      />
    </AreaFormModal>
  );
}
