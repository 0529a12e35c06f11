// Add/Edit Restaurant Category (spec 1 §5): image (required for a new category, scaled to 400 px by
// the image field), title, numeric code, display order and search keywords as chips, checked with
// the domain's rules on every change (useDomainForm); Save stays off until all is valid and while
// the image uploads. A field the server refuses (a code already used) is marked beside it.
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { restaurantCategoryFormIssues } from '@noren/domain/platform/restaurant-category-form';
import { joinKeywords, splitKeywords } from '@noren/domain/platform/restaurants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordsField } from '../../components/fields/keywords-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField, type ImageValue } from '../../components/image-field.tsx';
import { imageFieldProps, keywordsFieldProps, textFieldProps } from '../../lib/form-fields.ts';
import { imageBody, imageToCheck } from '../../lib/image-draft.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { useSaveRestaurantCategory } from './api/save-restaurant-category.ts';

interface Values {
  image: ImageValue;
  title: string;
  code_category: string;
  display_order: string;
  keywords: string[];
}

function initialValues(category: RestaurantCategory | null): Values {
  return {
    image: { file_key: category?.image_data || null, url: category?.image_url ?? null },
    title: category?.title ?? '',
    code_category: category ? String(category.code_category) : '',
    display_order: category ? String(category.display_order) : '',
    keywords: category ? splitKeywords(category.search_keyword ?? '') : [],
  };
}

/** The body the modal sends (the image apart: a kept image is not sent). */
function bodyOf(values: Values) {
  const order = values.display_order.trim();
  return {
    title: values.title,
    code_category: values.code_category.trim(),
    ...(order === '' ? {} : { display_order: order }),
    search_keyword: joinKeywords(values.keywords),
  };
}

export interface RestaurantCategoryFormModalProps {
  category: RestaurantCategory | null;
  onClose: () => void;
}

export function RestaurantCategoryFormModal({ category, onClose }: RestaurantCategoryFormModalProps) {
  const { t } = useTranslation();
  const mode = category ? 'edit' : 'new';
  const save = useSaveRestaurantCategory();
  const storedKey = category?.image_data || null;
  const rules = useCallback(
    (values: Values) =>
      restaurantCategoryFormIssues(
        {
          ...bodyOf(values),
          ...(category ? { id_category: category.id_category } : {}),
          image_data: imageToCheck(values.image.file_key, category && { key: storedKey }),
        },
        mode,
      ),
    [category, mode, storedKey],
  );
  const form = useDomainForm<Values>({ initial: () => initialValues(category), rules, saving: save.isPending });
  const values = form.draft;

  function onSubmit() {
    if (!form.attemptSave()) return;
    const handlers = saveHandlers(form, onClose, serverSaved);
    const body = bodyOf(values);
    const numbers = {
      title: body.title,
      search_keyword: body.search_keyword,
      code_category: Number(body.code_category),
      ...(body.display_order === undefined ? {} : { display_order: Number(body.display_order) }),
    };
    if (category) {
      const image = imageBody('image_data', values.image.file_key, { key: storedKey });
      save.mutate({ ...numbers, id_category: category.id_category, ...image }, handlers);
    } else if (values.image.file_key) {
      save.mutate({ ...numbers, image_data: values.image.file_key }, handlers);
    }
  }

  return (
    <AreaFormModal
      texts="platform-restaurant-category"
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="restaurant-category-form"
      spacing={2.5}
    >
      <ImageField
        label={t('platform-restaurant-category.fields.image')}
        {...imageFieldProps(form, 'image_data')}
        required
        previewWidth={200}
        testId="restaurant-category-image-field"
      />
      <TextField
        label={t('platform-restaurant-category.fields.title')}
        {...textFieldProps(form, 'title')}
        required
        fullWidth
        slotProps={{ htmlInput: { 'data-testid': 'restaurant-category-title', maxLength: 100 } }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('platform-restaurant-category.fields.code')}
          {...textFieldProps(form, 'code_category', { hint: t('platform-restaurant-category.fields.codeHint') })}
          required
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'restaurant-category-code', inputMode: 'numeric', maxLength: 10 },
          }}
        />
        <TextField
          label={t('platform-restaurant-category.fields.order')}
          {...textFieldProps(form, 'display_order')}
          fullWidth
          slotProps={{
            htmlInput: { 'data-testid': 'restaurant-category-order', inputMode: 'numeric', maxLength: 6 },
          }}
        />
      </Stack>
      <KeywordsField
        label={t('platform-restaurant-category.fields.keywords')}
        {...keywordsFieldProps(form, 'search_keyword')}
        testId="restaurant-category-keywords"
      />
    </AreaFormModal>
  );
}
