// Food Banner (/food/banner, spec 2 §2): the restaurant's banners with their image, the Active and
// WEB Display switches (each saved at once), type, promo item and update date; add, edit, delete.
import AddIcon from '@mui/icons-material/Add';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FoodBanner } from '@noren/domain/catalogue/banners';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useBanners } from '../../resources/banners.ts';
import { useDeleteBanner } from './api/delete-banner.ts';
import { type BannerSwitch, useUpdateBannerSwitch } from './api/update-banner-switch.ts';
import { BannerFormModal } from './banner-form-modal.tsx';

/** Spec 2 §9: banner images are shown 100 px wide. */
export const bannerImageWidth = 100;

export function FoodBannerPage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  // The catalogue belongs to a restaurant; the router shows this screen only to its users.
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return <FoodBannerScreen idRestaurant={idRestaurant} />;
}

function FoodBannerScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  useDocumentTitle(t('menu.foodBanner'));
  const banners = useBanners(idRestaurant);
  const updateSwitch = useUpdateBannerSwitch();
  const remove = useDeleteBanner();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [form, setForm] = useState<{ open: boolean; banner: FoodBanner | null; key: number }>({
    open: false,
    banner: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<FoodBanner | null>(null);

  // A fresh key per opening: the modal starts from the banner (or empty) every time.
  const openForm = (banner: FoodBanner | null) => setForm((current) => ({ open: true, banner, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  const toggle = (banner: FoodBanner, field: BannerSwitch) => (value: boolean) =>
    updateSwitch.mutateAsync({ id_banner: banner.id_banner, field, value });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast(t('food-banner.deleted'), 'success');
        setDeleting(null);
      },
    });
  }

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
    {
      id: 'is_active',
      header: t('food-banner.columns.active'),
      width: 110,
      sortValue: (banner) => (banner.is_active ? 1 : 0),
      cell: (banner) => (
        <StatusSwitch
          checked={banner.is_active}
          onToggle={toggle(banner, 'is_active')}
          label={t('food-banner.activeSwitch', { id: banner.id_banner })}
          testId="banner-active"
        />
      ),
    },
    {
      id: 'slide_show',
      header: <NoWrap>{t('food-banner.columns.webDisplay')}</NoWrap>,
      width: 140,
      sortValue: (banner) => (banner.slide_show ? 1 : 0),
      cell: (banner) => (
        <StatusSwitch
          checked={banner.slide_show}
          onToggle={toggle(banner, 'slide_show')}
          label={t('food-banner.webDisplaySwitch', { id: banner.id_banner })}
          testId="banner-web-display"
        />
      ),
    },
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
      cell: (banner) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(banner.update_date, language)}
        </Box>
      ),
    },
    {
      id: 'actions',
      header: t('food-banner.columns.actions'),
      width: 120,
      align: 'right',
      cell: (banner) => (
        <RowActions
          editLabel={t('food-banner.edit', { id: banner.id_banner })}
          deleteLabel={t('food-banner.delete', { id: banner.id_banner })}
          onEdit={() => openForm(banner)}
          onDelete={() => setDeleting(banner)}
          editTestId="banner-edit"
          deleteTestId="banner-delete"
        />
      ),
    },
  ];

  return (
    <Stack spacing={2.5} data-testid="food-banner-page">
      <PageHeader
        title={t('menu.foodBanner')}
        breadcrumb={{ label: t('food-banner.breadcrumb'), trail: [t('menu.foodMenu')], current: t('menu.foodBanner') }}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)} data-testid="banner-add">
            {t('food-banner.add')}
          </Button>
        }
      />

      <DataTable
        columns={columns}
        rows={banners.data ?? []}
        getRowId={(banner) => banner.id_banner}
        loading={banners.isPending}
        error={banners.isError ? banners.error : undefined}
        onRetry={() => void banners.refetch()}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        testId="banner-table"
      />

      <BannerFormModal
        key={form.key}
        open={form.open}
        idRestaurant={idRestaurant}
        banner={form.banner}
        onClose={closeForm}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('food-banner.deleteTitle')}
        description={t('food-banner.deleteDescription')}
        confirmLabel={t('food-banner.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="banner-delete-confirm"
      />
    </Stack>
  );
}

function NoWrap({ children }: { children: string }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {children}
    </Box>
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
