// Add/Edit Restaurant (spec 1 §3, §5): every field of a restaurant. Company (100/200/300) → store
// (that company's stores) → register cascade, where a change clears what depends on it, and type →
// type detail (a type change clears the detail; counts sent as numbers): the domain's pure
// functions in platform/restaurant-form.ts. Categories as a multi-select, search keywords as chips,
// the logo (required for a new restaurant), the message shown while inactive. Save stays off until
// the form is valid and while the logo uploads; a field the server refuses is marked beside it.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  changeRestaurantCompany,
  changeRestaurantStore,
  changeRestaurantType,
  restaurantFormIssues,
  storesOfCompany,
  type TypeDetailDraft,
  type TypeDetailKey,
  typeDetailKeys,
  typeDetailPayload,
  typeDetailTimeKeys,
} from '@noren/domain/platform/restaurant-form';
import { joinKeywords, type Restaurant, splitKeywords } from '@noren/domain/platform/restaurants';
import { companyCodes, type RestaurantType, restaurantTypes } from '@noren/domain/restaurant';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordsField } from '../../components/fields/keywords-field.tsx';
import { NumberField } from '../../components/fields/number-field.tsx';
import { TimeField } from '../../components/fields/time-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField, type ImageValue } from '../../components/image-field.tsx';
import { choiceChange, fieldState, keywordsFieldProps, optionalNumber, textFieldProps } from '../../lib/form-fields.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { useStores } from '../../resources/platform-restaurants.ts';
import { useRestaurantCategories } from '../../resources/restaurant-categories.ts';
import { type RestaurantBody, useSaveRestaurant } from './api/save-restaurant.ts';

const area = 'platform-restaurant';

interface Values {
  logo: ImageValue;
  restaurant_name: string;
  description: string;
  detail: string;
  code_company: number | null;
  code_store: number | null;
  code_register: string;
  restaurant_type: RestaurantType | null;
  restaurant_type_detail: TypeDetailDraft;
  category_list: number[];
  keywords: string[];
  inactive_message: string;
}

function draftOfDetail(detail: Restaurant['restaurant_type_detail'] | undefined): TypeDetailDraft {
  const draft: TypeDetailDraft = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (value !== null && value !== undefined) draft[key as TypeDetailKey] = String(value);
  }
  return draft;
}

function initialValues(restaurant: Restaurant | null): Values {
  return {
    logo: { file_key: restaurant?.logo ?? null, url: restaurant?.logo_url ?? null },
    restaurant_name: restaurant?.restaurant_name ?? '',
    description: restaurant?.description ?? '',
    detail: restaurant?.detail ?? '',
    code_company: restaurant?.code_company ?? null,
    code_store: restaurant?.code_store ?? null,
    code_register: restaurant?.code_register ?? '',
    restaurant_type: restaurant?.restaurant_type ?? null,
    restaurant_type_detail: draftOfDetail(restaurant?.restaurant_type_detail),
    category_list: restaurant?.category_list ?? [],
    keywords: splitKeywords(restaurant?.search_keyword ?? ''),
    inactive_message: restaurant?.inactive_message ?? '',
  };
}

/** The logo an edit sends: nothing when unchanged, the new key, or '' when it was removed. */
function logoOf(values: Values, restaurant: Restaurant | null): { logo?: string | null } {
  if (!restaurant) return { logo: values.logo.file_key };
  if (values.logo.file_key === (restaurant.logo ?? null)) return {};
  return { logo: values.logo.file_key ?? '' };
}

/** What Save sends: numbers as numbers, keywords comma-joined; the logo only when new or changed. */
function bodyOf(values: Values, restaurant: Restaurant | null): RestaurantBody {
  return {
    ...(restaurant ? { id_restaurant: restaurant.id_restaurant } : {}),
    restaurant_name: values.restaurant_name,
    description: values.description,
    detail: values.detail,
    code_company: values.code_company,
    code_store: values.code_store,
    code_register: values.code_register,
    restaurant_type: values.restaurant_type,
    restaurant_type_detail: typeDetailPayload(values.restaurant_type, values.restaurant_type_detail),
    category_list: values.category_list,
    search_keyword: joinKeywords(values.keywords),
    inactive_message: values.inactive_message,
    ...logoOf(values, restaurant),
  };
}

/** The type select's choice; the empty choice is none. */
const restaurantTypeOf = (text: string) => (text || null) as RestaurantType | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary', fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export interface RestaurantFormModalProps {
  restaurant: Restaurant | null;
  onClose: () => void;
}

export function RestaurantFormModal({ restaurant, onClose }: RestaurantFormModalProps) {
  const { t } = useTranslation();
  const mode = restaurant ? 'edit' : 'new';
  const save = useSaveRestaurant();
  const stores = useStores();
  const categories = useRestaurantCategories();
  const rules = useCallback(
    (values: Values) => restaurantFormIssues(bodyOf(values, restaurant), mode),
    [restaurant, mode],
  );
  const form = useDomainForm<Values>({ initial: () => initialValues(restaurant), rules, saving: save.isPending });
  const values = form.draft;
  const storeChoices = storesOfCompany(stores.data ?? [], values.code_company);
  const categoryChoices = categories.data ?? [];

  function onSubmit() {
    if (!form.attemptSave()) return;
    save.mutate(bodyOf(values, restaurant), saveHandlers(form, onClose, serverSaved));
  }

  const text = (
    field: 'restaurant_name' | 'description' | 'detail' | 'inactive_message',
    label: string,
    extra = {},
  ) => (
    <TextField
      label={label}
      {...textFieldProps(form, field)}
      fullWidth
      slotProps={{ htmlInput: { 'data-testid': `restaurant-${field}` } }}
      {...extra}
    />
  );

  const detailField = (key: TypeDetailKey) => {
    const field = `restaurant_type_detail.${key}`;
    const label = t(`${area}.detail.${key}`);
    const setDetail = (value: string | null) =>
      form.update(
        (current) => ({ ...current, restaurant_type_detail: { ...current.restaurant_type_detail, [key]: value } }),
        field,
      );
    const common = {
      error: Boolean(form.error(field)),
      helperText: form.error(field),
      required: mode === 'new',
      onBlur: () => form.touch(field),
    };
    return (typeDetailTimeKeys as readonly string[]).includes(key) ? (
      <TimeField
        key={key}
        label={label}
        value={values.restaurant_type_detail[key] ?? null}
        onChange={setDetail}
        fullWidth
        testId={`restaurant-detail-${key}`}
        {...common}
      />
    ) : (
      <NumberField
        key={key}
        label={label}
        value={values.restaurant_type_detail[key] ?? ''}
        onChange={setDetail}
        fullWidth
        testId={`restaurant-detail-${key}`}
        {...common}
      />
    );
  };

  return (
    <AreaFormModal
      texts={area}
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth="md"
      testId="restaurant-form"
      spacing={3}
    >
      <Section title={t(`${area}.sections.basic`)}>
        <ImageField
          label={t(`${area}.fields.logo`)}
          value={values.logo}
          onChange={(logo) => form.update((current) => ({ ...current, logo }), 'logo')}
          onBusyChange={(busy) => form.setBusy('logo', busy)}
          required={mode === 'new'}
          error={form.error('logo')}
          previewWidth={160}
          testId="restaurant-logo-field"
        />
        {text('restaurant_name', t(`${area}.fields.name`), { required: true })}
        {text('description', t(`${area}.fields.description`), { required: true, multiline: true, minRows: 2 })}
        {text('detail', t(`${area}.fields.detail`), { multiline: true, minRows: 2 })}
      </Section>

      <Section title={t(`${area}.sections.place`)}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr 1fr' } }}>
          <TextField
            select
            label={t(`${area}.fields.company`)}
            value={values.code_company ?? ''}
            onChange={choiceChange(form, 'code_company', changeRestaurantCompany, optionalNumber)}
            {...fieldState(form, 'code_company')}
            required
            slotProps={{ htmlInput: { 'data-testid': 'restaurant-company' } }}
          >
            {companyCodes.map((code) => (
              <MenuItem key={code} value={code}>
                {code}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={t(`${area}.fields.store`)}
            value={values.code_store ?? ''}
            onChange={choiceChange(form, 'code_store', changeRestaurantStore, optionalNumber)}
            {...fieldState(
              form,
              'code_store',
              values.code_company === null ? t(`${area}.fields.storeHint`) : undefined,
            )}
            disabled={values.code_company === null}
            required
            slotProps={{ htmlInput: { 'data-testid': 'restaurant-store' } }}
          >
            {storeChoices.map((store) => (
              <MenuItem key={store.code_store} value={store.code_store}>
                {t(`${area}.storeOption`, { name: store.store_name, code: store.code_store })}
              </MenuItem>
            ))}
            {/* The stored store while the stores load (a select needs its value among its options). */}
            {values.code_store !== null && !storeChoices.some((store) => store.code_store === values.code_store) && (
              <MenuItem value={values.code_store}>
                {restaurant?.code_store === values.code_store && restaurant.store_name
                  ? t(`${area}.storeOption`, { name: restaurant.store_name, code: values.code_store })
                  : values.code_store}
              </MenuItem>
            )}
          </TextField>
          <TextField
            label={t(`${area}.fields.register`)}
            {...textFieldProps(form, 'code_register', {
              hint: values.code_store === null ? t(`${area}.fields.registerHint`) : undefined,
            })}
            disabled={values.code_store === null}
            required
            slotProps={{ htmlInput: { 'data-testid': 'restaurant-register', maxLength: 20 } }}
          />
        </Box>
      </Section>

      <Section title={t(`${area}.sections.type`)}>
        <TextField
          select
          label={t(`${area}.fields.type`)}
          value={values.restaurant_type ?? ''}
          onChange={choiceChange(form, 'restaurant_type', changeRestaurantType, restaurantTypeOf)}
          {...fieldState(form, 'restaurant_type')}
          required
          sx={{ maxWidth: { sm: 320 } }}
          slotProps={{ htmlInput: { 'data-testid': 'restaurant-type' } }}
        >
          {restaurantTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`${area}.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {values.restaurant_type === null ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`${area}.detail.chooseType`)}
          </Typography>
        ) : (
          <Box
            data-testid="restaurant-type-detail"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
          >
            {typeDetailKeys[values.restaurant_type].map(detailField)}
          </Box>
        )}
      </Section>

      <Section title={t(`${area}.sections.listing`)}>
        <Autocomplete
          multiple
          options={categoryChoices.map((category) => category.id_category)}
          value={values.category_list}
          onChange={(_event, next) => form.set('category_list', next)}
          getOptionLabel={(id) => categoryChoices.find((category) => category.id_category === id)?.title ?? `#${id}`}
          filterSelectedOptions
          renderValue={(selected, getItemProps) =>
            selected.map((id, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return (
                <Chip
                  key={key}
                  size="small"
                  label={categoryChoices.find((category) => category.id_category === id)?.title ?? `#${id}`}
                  {...itemProps}
                />
              );
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label={t(`${area}.fields.categories`)}
              error={Boolean(form.error('category_list'))}
              helperText={form.error('category_list')}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'restaurant-categories' },
              }}
            />
          )}
        />
        <KeywordsField
          label={t(`${area}.fields.keywords`)}
          {...keywordsFieldProps(form, 'search_keyword')}
          testId="restaurant-keywords"
        />
        {text('inactive_message', t(`${area}.fields.inactiveMessage`), { multiline: true, minRows: 2 })}
      </Section>
    </AreaFormModal>
  );
}
