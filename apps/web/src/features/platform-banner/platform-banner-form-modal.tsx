// Add/Edit restaurant-wide banner (spec 1 §5): image, type (URL only) and link required; changing
// the type clears promo_id and web_url (the domain's changePlatformBannerType); an optional
// restaurant (none: every restaurant shows it); is_active and slide_show switches. The rules are the
// domain's platformBannerIssues, run on every change by the form hook.
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  changePlatformBannerType,
  normalizePlatformBannerLink,
  type PlatformBanner,
  type PlatformPromoType,
  platformBannerIssues,
  platformPromoTypes,
} from '@noren/domain/platform/platform-banners';
import type { RuleIssue } from '@noren/domain/rule-issue';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../components/fields/switch-field.tsx';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { ImageField, type ImageValue } from '../../components/image-field.tsx';
import { fieldState, imageFieldProps, optionalNumber } from '../../lib/form-fields.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { useRestaurantChoices } from '../../resources/platform-restaurants.ts';
import { useSavePlatformBanner } from './api/save-platform-banner.ts';

/** Spec 1 §9: a banner image is shown 100 px wide. */
export const platformBannerImageWidth = 100;

interface Values {
  image: ImageValue;
  promo_type: PlatformPromoType | null;
  promo_id: number | null;
  web_url: string | null;
  id_restaurant: number | null;
  is_active: boolean;
  slide_show: boolean;
}

function initialValues(banner: PlatformBanner | null): Values {
  return {
    image: { file_key: banner?.banner_name ?? null, url: banner?.banner_url ?? null },
    promo_type: banner?.promo_type ?? 'url',
    promo_id: null,
    web_url: banner?.web_url ?? '',
    id_restaurant: banner?.id_restaurant ?? null,
    is_active: banner?.is_active ?? true,
    slide_show: banner?.slide_show ?? false,
  };
}

const rules = (values: Values) =>
  platformBannerIssues({
    banner: values.image.file_key,
    promo_type: values.promo_type,
    promo_id: values.promo_id,
    web_url: values.web_url,
    id_restaurant: values.id_restaurant,
    is_master: null,
  });

/** The banner's two switches. */
const switches = [
  { field: 'is_active', label: 'platform-banner.fields.active', testId: 'platform-banner-active-input' },
  { field: 'slide_show', label: 'platform-banner.fields.slideShow', testId: 'platform-banner-slide-input' },
] as const;

/** The domain names a missing field REQUIRED_FIELD ("{field} is required"): beside the field it is just "Required". */
const isMissing = (issue: RuleIssue) => issue.code === 'REQUIRED_FIELD';

export interface PlatformBannerFormModalProps {
  banner: PlatformBanner | null;
  onClose: () => void;
}

export function PlatformBannerFormModal({ banner, onClose }: PlatformBannerFormModalProps) {
  const { t } = useTranslation();
  const mode = banner ? 'edit' : 'new';
  const save = useSavePlatformBanner();
  const restaurants = useRestaurantChoices();
  const message = useCallback(
    (issue: RuleIssue) => {
      if (issue.code === 'REQUIRED_FIELD') return t('common.required');
      if (issue.code === 'BANNER_URL_INVALID') return t('platform-banner.fields.webUrlHint');
      return t('common.invalidData');
    },
    [t],
  );
  const form = useDomainForm<Values>({
    initial: () => initialValues(banner),
    rules,
    message,
    isMissing,
    saving: save.isPending,
  });
  const values = form.draft;

  function onSubmit() {
    if (!form.attemptSave() || !values.image.file_key) return;
    const link = normalizePlatformBannerLink(values);
    const body = {
      banner: values.image.file_key,
      promo_type: link.promo_type,
      web_url: link.web_url,
      id_restaurant: values.id_restaurant,
      is_master: values.id_restaurant === null,
      is_active: values.is_active,
      slide_show: values.slide_show,
    };
    save.mutate(banner ? { ...body, id_banner: banner.id_banner } : body, saveHandlers(form, onClose, serverSaved));
  }

  return (
    <AreaFormModal
      texts="platform-banner"
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="platform-banner-form"
      spacing={2.5}
    >
      <ImageField
        label={t('platform-banner.fields.image')}
        {...imageFieldProps(form, 'banner')}
        required
        previewWidth={240}
        testId="platform-banner-image-field"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label={t('platform-banner.fields.type')}
          value={values.promo_type ?? ''}
          onChange={(event) => {
            const next = (event.target.value || null) as PlatformPromoType | null;
            form.update((current) => changePlatformBannerType(current, next), 'promo_type');
            form.untouch('web_url');
          }}
          error={Boolean(form.error('promo_type'))}
          helperText={form.error('promo_type')}
          required
          sx={{ minWidth: 160 }}
          slotProps={{ htmlInput: { 'data-testid': 'platform-banner-type' } }}
        >
          {platformPromoTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`platform-banner.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('platform-banner.fields.webUrl')}
          value={values.web_url ?? ''}
          onChange={(event) => form.set('web_url', event.target.value)}
          {...fieldState(form, 'web_url', t('platform-banner.fields.webUrlHint'))}
          required
          fullWidth
          disabled={values.promo_type === null}
          slotProps={{ htmlInput: { 'data-testid': 'platform-banner-url', inputMode: 'url', maxLength: 2000 } }}
        />
      </Stack>
      <TextField
        select
        label={t('platform-banner.fields.restaurant')}
        value={values.id_restaurant === null ? '' : String(values.id_restaurant)}
        onChange={(event) => form.set('id_restaurant', optionalNumber(event.target.value))}
        error={Boolean(form.error('id_restaurant'))}
        helperText={form.error('id_restaurant') ?? t('platform-banner.fields.restaurantHint')}
        fullWidth
        slotProps={{
          htmlInput: { 'data-testid': 'platform-banner-restaurant' },
          select: { displayEmpty: true },
          inputLabel: { shrink: true },
        }}
      >
        <MenuItem value="">{t('platform-banner.allRestaurants')}</MenuItem>
        {(restaurants.data ?? []).map((restaurant) => (
          <MenuItem key={restaurant.id_restaurant} value={String(restaurant.id_restaurant)}>
            {restaurant.restaurant_name}
          </MenuItem>
        ))}
        {/* A banner of a restaurant the selector no longer lists still shows its restaurant. */}
        {banner?.id_restaurant != null &&
          !(restaurants.data ?? []).some((r) => r.id_restaurant === banner.id_restaurant) && (
            <MenuItem value={String(banner.id_restaurant)}>
              {banner.restaurant_name ?? `#${banner.id_restaurant}`}
            </MenuItem>
          )}
      </TextField>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        {switches.map(({ field, label, testId }) => (
          <SwitchField
            key={field}
            checked={values[field]}
            onChange={(checked) => form.set(field, checked)}
            testId={testId}
            label={t(label)}
          />
        ))}
      </Stack>
    </AreaFormModal>
  );
}
