// Restaurant-wide banners (spec 1 §2, superadmin): GET restaurant/banner-master with the image 100 px
// wide, the link with the restaurant it belongs to (or every restaurant) under it, immediate is_active and
// slide_show switches; add, edit and delete (with confirmation).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PlatformBanner } from '@noren/domain/platform/platform-banners';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { areaImageColumn, NoWrap, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen } from '../../components/list-screen.tsx';
import { usePlatformBanners } from '../../resources/platform-banners.ts';
import { useDeletePlatformBanner } from './api/delete-platform-banner.ts';
import { useSwitchPlatformBanner } from './api/save-platform-banner.ts';
import { PlatformBannerFormModal, platformBannerImageWidth } from './platform-banner-form-modal.tsx';

const area = 'platform-banner';

/** The banner's two switches, each saved at once: its column's header key, width, label key and test id. */
const switches = [
  { field: 'is_active', header: 'active', width: 80, label: 'activeOf', testId: 'platform-banner-active' },
  { field: 'slide_show', header: 'slideShow', width: 120, label: 'slideShowOf', testId: 'platform-banner-slide-show' },
] as const;

export function PlatformBannerPage() {
  const { t } = useTranslation();
  const banners = usePlatformBanners();
  const switchBanner = useSwitchPlatformBanner();
  const deleteBanner = useDeletePlatformBanner();
  const rowParams = (row: PlatformBanner) => ({ id: row.id_banner });

  const columns: DataColumn<PlatformBanner>[] = [
    areaImageColumn(t, area, {
      imageWidth: platformBannerImageWidth,
      src: (row) => row.banner_url,
      params: rowParams,
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
    ...switches.map(({ field, header, width, label, testId }) =>
      statusColumn<PlatformBanner>({
        id: field,
        header: <NoWrap>{t(`${area}.columns.${header}`)}</NoWrap>,
        width,
        sortValue: (row) => (row[field] ? 0 : 1),
        checked: (row) => row[field],
        label: (row) => t(`${area}.${label}`, rowParams(row)),
        onToggle: (row, next) => switchBanner.mutateAsync({ id_banner: row.id_banner, [field]: next }),
        testId,
      }),
    ),
  ];

  return (
    <EditableListScreen
      area={area}
      title={t(`${area}.title`)}
      intro={t(`${area}.intro`)}
      query={banners}
      tableSx={{ '& .MuiTableCell-root': { px: 1 } }}
      columns={columns}
      getRowId={(row) => row.id_banner}
      rowParams={rowParams}
      actionsColumn={{ width: 104 }}
      deletion={{ byRow: deleteBanner, description: (row) => t(`${area}.deleteDetail`, { url: row.web_url }) }}
      modal={(form) => form.open && <PlatformBannerFormModal banner={form.item} onClose={form.close} />}
    />
  );
}
