// Add/Edit Food Banner (spec 2 §4, §5): the image, the type, and the link the type needs (a menu,
// a sub-category or a web address). Changing the type clears the link (domain changePromoType);
// Save stays off while the image is missing, compressing or uploading, while a rule fails, or
// while saving.
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type BannerField,
  type BannerFormValues,
  bannerFormIssues,
  changePromoType,
  emptyBannerForm,
  type FoodBanner,
  type PromoType,
  promoTypes,
  webUrlMaxLength,
} from '@noren/domain/catalogue/banners';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField } from '../../components/image-field.tsx';
import { fieldState } from '../../lib/form-fields.ts';
import { saveHandlers, useDomainForm } from '../../lib/use-domain-form.ts';
import { useSaveBanner } from './api/save-banner.ts';
import { type PromoOption, usePromoOptions } from './use-promo-options.ts';

export interface BannerFormModalProps {
  open: boolean;
  idRestaurant: number;
  /** The banner to edit; null for a new one. */
  banner: FoodBanner | null;
  onClose: () => void;
}

function initialValues(banner: FoodBanner | null): BannerFormValues {
  if (!banner) return emptyBannerForm;
  const { banner_name, promo_type, promo_id, web_url } = banner;
  return { banner_name, promo_type, promo_id, web_url };
}

export function BannerFormModal({ open, idRestaurant, banner, onClose }: BannerFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const [imageUrl, setImageUrl] = useState<string | null>(banner?.banner_url ?? null);
  const form = useDomainForm<BannerFormValues>({
    initial: () => initialValues(banner),
    rules: bannerFormIssues,
    message: (issue) => (issue.code === 'BANNER_URL_INVALID' ? t('food-banner.form.invalidUrl') : t('common.required')),
    // An address is judged once the user leaves the field, not while it is being typed.
    isMissing: () => true,
    saving: save.isPending,
  });
  const values = form.draft;
  const errorOf = (field: BannerField) => form.error(field);

  function changeType(next: PromoType) {
    form.update((current) => changePromoType(current, next), 'promo_type');
    // The new link starts untouched: "Required" appears once the user has been there.
    form.untouch('promo_id', 'web_url');
    form.clearServerError();
  }

  function submit() {
    if (!form.attemptSave()) return;
    save.mutate(
      { idRestaurant, values, editing: banner ?? undefined },
      // The global handler toasts a refusal; the field the server named shows the reason too.
      saveHandlers(form, onClose, t(banner ? 'food-banner.updated' : 'food-banner.created')),
    );
  }

  const imageError = errorOf('banner_name');
  return (
    <AreaFormModal
      open={open}
      texts="food-banner.form"
      editing={Boolean(banner)}
      form={form}
      onClose={onClose}
      onSubmit={submit}
      testId="banner-form"
      spacing={2}
    >
      <ImageField
        label={t('food-banner.form.image')}
        value={{ file_key: values.banner_name, url: imageUrl }}
        onChange={(next) => {
          form.set('banner_name', next.file_key);
          setImageUrl(next.url);
        }}
        onBusyChange={(busy) => form.setBusy('image', busy)}
        required
        {...(imageError ? { error: imageError } : {})}
        previewWidth={240}
        testId="banner-image"
      />

      <TextField
        select
        required
        fullWidth
        label={t('food-banner.form.type')}
        value={values.promo_type ?? ''}
        onChange={(event) => changeType(event.target.value as PromoType)}
        {...fieldState(form, 'promo_type', ' ')}
        data-testid="banner-type"
      >
        {promoTypes.map((type) => (
          <MenuItem key={type} value={type} data-testid={`banner-type-${type}`}>
            {t(`food-banner.types.${type}`)}
          </MenuItem>
        ))}
      </TextField>

      {values.promo_type === 'URL' && (
        <TextField
          required
          fullWidth
          type="url"
          label={t('food-banner.form.webUrl')}
          placeholder="https://"
          value={values.web_url ?? ''}
          onChange={(event) => {
            const web_url = event.target.value;
            form.update((current) => ({ ...current, web_url }));
            if (form.serverError?.field === 'web_url') form.clearServerError();
          }}
          {...fieldState(form, 'web_url', t('food-banner.form.webUrlHint'))}
          slotProps={{ htmlInput: { maxLength: webUrlMaxLength, 'data-testid': 'banner-web-url', inputMode: 'url' } }}
        />
      )}

      {(values.promo_type === 'food' || values.promo_type === 'sub_category') && (
        <PromoChooser
          type={values.promo_type}
          idRestaurant={idRestaurant}
          value={values.promo_id}
          storedName={
            banner && banner.promo_type === values.promo_type && banner.promo_id === values.promo_id
              ? banner.promo_name
              : null
          }
          error={errorOf('promo_id')}
          onChange={(promo_id) => {
            form.set('promo_id', promo_id);
          }}
          onBlur={() => form.touch('promo_id')}
        />
      )}
    </AreaFormModal>
  );
}

interface PromoChooserProps {
  type: 'food' | 'sub_category';
  idRestaurant: number;
  value: number | null;
  /** The saved item's name, for a banner whose item is not in the list (any more). */
  storedName: string | null;
  error: string | undefined;
  onChange: (id: number | null) => void;
  onBlur: () => void;
}

/** A searchable list of the restaurant's menus or sub-categories; an empty or failed list says so. */
function PromoChooser({ type, idRestaurant, value, storedName, error, onChange, onBlur }: PromoChooserProps) {
  const { t } = useTranslation();
  const options = usePromoOptions(type, idRestaurant);
  const loaded = options.data ?? [];
  const selected: PromoOption | null =
    value === null
      ? null
      : (loaded.find((option) => option.id === value) ?? {
          id: value,
          name: storedName ?? t('food-banner.missingPromo', { id: value }),
        });
  const choices = selected && !loaded.some((option) => option.id === selected.id) ? [selected, ...loaded] : loaded;
  const label = t(type === 'food' ? 'food-banner.form.promoFood' : 'food-banner.form.promoSubCategory');

  let hint = ' ';
  if (options.isError) hint = t('food-banner.form.optionsFailed');
  else if (options.isSuccess && loaded.length === 0)
    hint = t(type === 'food' ? 'food-banner.form.noMenus' : 'food-banner.form.noSubCategories');

  return (
    <Autocomplete
      options={choices}
      value={selected}
      onChange={(_event, option) => onChange(option?.id ?? null)}
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      loading={options.isPending}
      loadingText={t('food-banner.form.loadingOptions')}
      noOptionsText={t('food-banner.form.noOptions')}
      data-testid="banner-promo"
      // Short enough to open below the field inside the dialog, keeping its label in view.
      slotProps={{ listbox: { sx: { maxHeight: 240 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={label}
          error={Boolean(error) || options.isError}
          helperText={error ?? hint}
        />
      )}
    />
  );
}
