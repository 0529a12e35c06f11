// Food Banner (/food/banner, spec 2 §2): the restaurant's banners with their image, the Active and
// WEB Display switches (each saved at once), type, promo item and update date; add, edit, delete.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FoodBanner } from '@noren/domain/catalogue/banners';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { NoWrap, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen, foodMenuBreadcrumb } from '../../components/list-screen.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { useBanners } from '../../resources/banners.ts';
import { restaurantScreen } from '../../resources/restaurant.ts';
import { useDeleteBanner } from './api/delete-banner.ts';
import { type BannerSwitch, useUpdateBannerSwitch } from './api/update-banner-switch.ts';
import { BannerFormModal } from './banner-form-modal.tsx';

/** Spec 2 §9: banner images are shown 100 px wide. */
export const bannerImageWidth = 100;

export const FoodBannerPage = restaurantScreen(FoodBannerScreen);

function FoodBannerScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const banners = useBanners(idRestaurant);
  const updateSwitch = useUpdateBannerSwitch();
  const remove = useDeleteBanner();

  const switchColumn = (field: BannerSwitch, header: ReactNode, width: number, label: string, testId: string) =>
    statusColumn<FoodBanner>({
      id: field,
      header,
      width,
      sortValue: (banner) => (banner[field] ? 1 : 0),
      checked: (banner) => banner[field],
      onToggle: (banner, value) => updateSwitch.mutateAsync({ id_banner: banner.id_banner, field, value }),
      label: (banner) => t(label, { id: banner.id_banner }),
      testId,
    });

  const columns: DataColumn<FoodBanner>[] = [
    {
      id: 'image',
      header: t('food-banner.columns.image'),
      width: bannerImageWidth + 32,
      cell: (banner) =>
        banner.banner_url ? (
          <Box
            component="img"
            src={banner.banner_url}
            alt={t('food-banner.imageAlt')}
            width={bannerImageWidth}
            loading="lazy"
            data-testid="banner-image-cell"
            sx={{ width: bannerImageWidth, height: 'auto', display: 'block', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        ) : (
          '-'
        ),
    },
    switchColumn('is_active', t('food-banner.columns.active'), 110, 'food-banner.activeSwitch', 'banner-active'),
    switchColumn(
      'slide_show',
      <NoWrap>{t('food-banner.columns.webDisplay')}</NoWrap>,
      140,
      'food-banner.webDisplaySwitch',
      'banner-web-display',
    ),
    {
      id: 'promo_type',
      header: t('food-banner.columns.type'),
      width: 150,
      sortValue: (banner) => t(`food-banner.types.${banner.promo_type}`),
      cell: (banner) => (
        <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid="banner-type-cell">
          {t(`food-banner.types.${banner.promo_type}`)}
        </Typography>
      ),
    },
    {
      id: 'promo',
      header: t('food-banner.columns.promoItem'),
      sortValue: (banner) => promoText(banner) ?? '',
      cell: (banner) => <PromoCell banner={banner} />,
    },
    {
      id: 'update_date',
      header: <NoWrap>{t('food-banner.columns.updateDate')}</NoWrap>,
      width: 170,
      sortValue: (banner) => Date.parse(banner.update_date),
      cell: (banner) => <NoWrap>{formatDateTime(banner.update_date, language)}</NoWrap>,
    },
  ];

  return (
    <EditableListScreen
      area="food-banner"
      testIdPrefix="banner"
      testId="food-banner-page"
      title={t('menu.foodBanner')}
      breadcrumb={foodMenuBreadcrumb(t, 'food-banner', t('menu.foodBanner'))}
      query={banners}
      columns={columns}
      getRowId={(banner) => banner.id_banner}
      rowParams={(banner) => ({ id: banner.id_banner })}
      deletion={{ byRow: remove, successText: 'deleted', keepOpenOnFailure: true, description: 'deleteDescription' }}
      modal={(form) => (
        <BannerFormModal open={form.open} idRestaurant={idRestaurant} banner={form.item} onClose={form.close} />
      )}
    />
  );
}

/** The promo item as text: the linked item's name, or the web address. */
function promoText(banner: FoodBanner): string | null {
  return banner.promo_type === 'URL' ? banner.web_url : banner.promo_name;
}

function PromoCell({ banner }: { banner: FoodBanner }) {
  const { t } = useTranslation();
  if (banner.promo_type === 'URL') {
    if (!banner.web_url) return '-';
    return (
      <Link
        href={banner.web_url}
        target="_blank"
        rel="noopener noreferrer"
        title={banner.web_url}
        data-testid="banner-promo-cell"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: 300, verticalAlign: 'middle' }}
      >
        {/* One line: a long address ends in an ellipsis, the whole of it in the tooltip. */}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}>
          {banner.web_url}
        </Box>
        <OpenInNewIcon sx={{ fontSize: 16, flexShrink: 0 }} aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Box component="span" data-testid="banner-promo-cell">
      {banner.promo_name ?? (banner.promo_id === null ? '-' : t('food-banner.missingPromo', { id: banner.promo_id }))}
    </Box>
  );
}
