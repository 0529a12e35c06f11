// Restaurant-wide banners (spec 1 §2, superadmin): GET restaurant/banner-master with the image 100 px
// wide, the link with the restaurant it belongs to (or every restaurant) under it, immediate is_active and
// slide_show switches; add, edit and delete (with confirmation).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PlatformBanner } from '@noren/domain/platform/platform-banners';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { imageColumn, NoWrap, statusColumn } from '../../components/list-columns.tsx';
import { areaActions, ListScreen, useFormModalState, useListPage } from '../../components/list-screen.tsx';
import { deleteWith, useDeleteConfirmation } from '../../components/use-delete-confirmation.ts';
import { usePlatformBanners } from '../../resources/platform-banners.ts';
import { useDeletePlatformBanner } from './api/delete-platform-banner.ts';
import { useSwitchPlatformBanner } from './api/save-platform-banner.ts';
import { PlatformBannerFormModal, platformBannerImageWidth } from './platform-banner-form-modal.tsx';

const area = 'platform-banner';

export function PlatformBannerPage() {
  const { t } = useTranslation();
  const banners = usePlatformBanners();
  const switchBanner = useSwitchPlatformBanner();
  const deleteBanner = useDeletePlatformBanner();
  const list = useListPage();
  const form = useFormModalState<PlatformBanner>();
  const deletion = useDeleteConfirmation({
    ...deleteWith(deleteBanner, (row: PlatformBanner) => row),
    area,
    description: (row) => t(`${area}.deleteDetail`, { url: row.web_url }),
    testId: 'platform-banner-delete-confirm',
  });

  const columns: DataColumn<PlatformBanner>[] = [
    imageColumn({
      header: t(`${area}.columns.image`),
      imageWidth: platformBannerImageWidth,
      src: (row) => row.banner_url,
      alt: (row) => t(`${area}.imageOf`, { id: row.id_banner }),
      empty: t(`${area}.noImage`),
      testId: 'platform-banner-image',
    }),
    {
      id: 'web_url',
      header: t(`${area}.columns.link`),
      // Whose banner it is, under its link: one column less, so the list fits a tablet.
      cell: (row) => (
        <Box sx={{ minWidth: 0 }}>
          <Link
            href={row.web_url}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {row.web_url}
          </Link>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
            {row.id_restaurant === null ? t(`${area}.allRestaurants`) : row.restaurant_name}
          </Typography>
        </Box>
      ),
      sortValue: (row) => row.web_url,
    },
    statusColumn({
      id: 'is_active',
      header: <NoWrap>{t(`${area}.columns.active`)}</NoWrap>,
      width: 80,
      sortValue: (row) => (row.is_active ? 0 : 1),
      checked: (row) => row.is_active,
      label: (row) => t(`${area}.activeOf`, { id: row.id_banner }),
      onToggle: (row, next) => switchBanner.mutateAsync({ id_banner: row.id_banner, is_active: next }),
      testId: 'platform-banner-active',
    }),
    statusColumn({
      id: 'slide_show',
      header: <NoWrap>{t(`${area}.columns.slideShow`)}</NoWrap>,
      width: 120,
      sortValue: (row) => (row.slide_show ? 0 : 1),
      checked: (row) => row.slide_show,
      label: (row) => t(`${area}.slideShowOf`, { id: row.id_banner }),
      onToggle: (row, next) => switchBanner.mutateAsync({ id_banner: row.id_banner, slide_show: next }),
      testId: 'platform-banner-slide-show',
    }),
  ];

  return (
    <ListScreen
      testId="platform-banner-page"
      title={t(`${area}.title`)}
      intro={t(`${area}.intro`)}
      {...areaActions(t, area, {
        testIdPrefix: 'platform-banner',
        form,
        params: (row) => ({ id: row.id_banner }),
        width: 104,
      })}
      query={banners}
      list={list}
      tableSx={{ '& .MuiTableCell-root': { px: 1 } }}
      table={{
        columns,
        rows: banners.data ?? [],
        getRowId: (row) => row.id_banner,
        testId: 'platform-banner-table',
      }}
      deletion={deletion}
    >
      {form.open && <PlatformBannerFormModal key={form.key} banner={form.item} onClose={form.close} />}
    </ListScreen>
  );
}
