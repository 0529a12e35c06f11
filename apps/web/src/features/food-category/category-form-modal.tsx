// Add/Edit Category Food (spec 2 §5 "Category form"): image (required for a new category), name,
// code (digits), description and status, checked with the domain's schemas on every change; Save
// stays disabled until all is valid and while the image uploads. A field the server refuses
// (a code already used) is marked beside the field.
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CategoryStatus,
  categoryFormProblems,
  type FieldProblem,
  type FoodCategory,
} from '@noren/domain/catalogue/categories';
import { formatMessage } from '@noren/domain/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { ApiError, errorText } from '../../lib/api-client.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useCreateCategory } from './api/create-category.ts';
import { useUpdateCategory } from './api/update-category.ts';

type Field = 'banner' | 'category_name' | 'code_category' | 'description' | 'status';

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
  const language = getStoredLanguage();
  const mode = category ? 'edit' : 'new';
  const [values, setValues] = useState<Values>(() => initialValues(category));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [serverProblems, setServerProblems] = useState<Partial<Record<Field, string>>>({});
  const [imageBusy, setImageBusy] = useState(false);
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const submitting = createCategory.isPending || updateCategory.isPending;

  /** A new image replaces the stored one; keeping the stored one sends no banner. */
  const changedImage = values.image.file_key !== (category?.banner_name ?? null) ? values.image.file_key : undefined;
  const payload = {
    category_name: values.category_name,
    code_category: values.code_category,
    description: values.description,
    status: values.status,
  };

  const problems: Partial<Record<Field, FieldProblem>> = categoryFormProblems(
    category
      ? { ...payload, id_food_category: category.id_food_category }
      : { ...payload, banner: values.image.file_key },
    mode,
  );
  // Spec: the image is required for a new category; an edited one may keep its image but not lose it.
  if (mode === 'edit' && category?.banner_name && values.image.file_key === null) {
    problems.banner = { code: 'CATEGORY_REQUIRED', params: {} };
  }
  const valid = Object.keys(problems).length === 0;

  function messageOf(field: Field): string | undefined {
    const server = serverProblems[field];
    if (server) return server;
    const problem = problems[field];
    if (!problem || !touched.has(field)) return undefined;
    const text = formatMessage(problem.code, problem.params);
    return language === 'en' ? text.en : text.jp;
  }

  function touch(field: Field) {
    if (!touched.has(field)) setTouched(new Set([...touched, field]));
    if (serverProblems[field]) setServerProblems({ ...serverProblems, [field]: undefined });
  }

  function edit<K extends keyof Values>(key: K, field: Field, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    touch(field);
  }

  function onSubmit() {
    if (!valid || submitting || imageBusy) {
      setTouched(new Set<Field>(['banner', 'category_name', 'code_category', 'description', 'status']));
      return;
    }
    const handlers = {
      onSuccess: ({ envelope }: { envelope: { message: string; message_jp: string } }) => {
        toast(language === 'en' ? envelope.message : envelope.message_jp, 'success');
        onClose();
      },
      onError: (error: Error) => {
        // The server names the field it refused (a code already used): mark it there too.
        if (error instanceof ApiError && error.field && isField(error.field)) {
          setServerProblems({ [error.field]: errorText(error, language) });
        }
      },
    };
    if (category) {
      updateCategory.mutate(
        {
          ...payload,
          id_food_category: category.id_food_category,
          ...(changedImage ? { banner: changedImage } : {}),
        },
        handlers,
      );
    } else if (values.image.file_key) {
      createCategory.mutate({ ...payload, banner: values.image.file_key }, handlers);
    }
  }

  const helper = (field: Field, hint?: string) => messageOf(field) ?? hint;

  return (
    <FormModal
      open
      title={mode === 'new' ? t('food-category.addTitle') : t('food-category.editTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitDisabled={!valid || imageBusy}
      submitting={submitting}
      submitLabel={t('food-category.save')}
      maxWidth="sm"
      testId="food-category-form"
    >
      <Stack spacing={2.5} sx={{ pt: 1 }}>
        <ImageField
          label={t('food-category.fields.image')}
          value={values.image}
          onChange={(image) => edit('image', 'banner', image)}
          onBusyChange={setImageBusy}
          required={mode === 'new' || Boolean(category?.banner_name)}
          error={messageOf('banner')}
          previewWidth={200}
          testId="food-category-image-field"
        />
        <TextField
          label={t('food-category.fields.name')}
          value={values.category_name}
          onChange={(event) => edit('category_name', 'category_name', event.target.value)}
          onBlur={() => touch('category_name')}
          error={Boolean(messageOf('category_name'))}
          helperText={helper('category_name')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'food-category-name', maxLength: 100 } }}
        />
        <TextField
          label={t('food-category.fields.code')}
          value={values.code_category}
          onChange={(event) => edit('code_category', 'code_category', event.target.value)}
          onBlur={() => touch('code_category')}
          error={Boolean(messageOf('code_category'))}
          helperText={helper('code_category', t('food-category.fields.codeHint'))}
          required
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'food-category-code', inputMode: 'numeric', maxLength: 18 },
          }}
        />
        <TextField
          label={t('food-category.fields.description')}
          value={values.description}
          onChange={(event) => edit('description', 'description', event.target.value)}
          onBlur={() => touch('description')}
          error={Boolean(messageOf('description'))}
          helperText={helper('description')}
          required
          fullWidth
          multiline
          minRows={3}
          slotProps={{ htmlInput: { 'data-testid': 'food-category-description', maxLength: 1000 } }}
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={values.status === 'active'}
                onChange={(event) => edit('status', 'status', event.target.checked ? 'active' : 'inactive')}
                slotProps={{ input: { 'data-testid': 'food-category-status-input' } as object }}
              />
            }
            label={`${t('food-category.fields.status')}: ${
              values.status === 'active' ? t('food-category.active') : t('food-category.inactive')
            }`}
          />
          {messageOf('status') && (
            <Typography variant="caption" sx={{ color: 'error.main', display: 'block' }}>
              {messageOf('status')}
            </Typography>
          )}
        </div>
      </Stack>
    </FormModal>
  );
}

function isField(value: string): value is Field {
  return ['banner', 'category_name', 'code_category', 'description', 'status'].includes(value);
}
