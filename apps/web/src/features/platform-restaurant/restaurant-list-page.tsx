// List Restaurants (spec 1 §2, superadmin): the live restaurants one server page at a time (page
// sizes 6, 10, 25), sorted by the server over all pages when a header is clicked, with logo, store (company / store / register) and type, an immediate active / inactive switch;
// add, edit and delete (with confirmation; 'Success.' on success, the server's refusal toasted).
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Restaurant } from '@noren/domain/platform/restaurants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn, DataTableSort } from '../../components/data-table.tsx';
import { NoWrap, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen, useListPage } from '../../components/list-screen.tsx';
import { useDeleteRestaurant } from './api/delete-restaurant.ts';
import { useRestaurantPage } from './api/get-restaurant-page.ts';
import { useSwitchRestaurantStatus } from './api/save-restaurant.ts';
import { RestaurantFormModal } from './restaurant-form-modal.tsx';

const area = 'platform-restaurant';

/** Narrower cell padding: the list must fit a 1024 px tablet with the side menu open. */
const denseCells = { '& .MuiTableCell-root': { px: 1 } };

/** Spec 1 §9: the page sizes of the restaurant list. */
export const restaurantPageSizes = [6, 10, 25];
/** The logo beside the name: small, so the list fits a tablet with the menu open. */
const logoWidth = 40;

export function RestaurantListPage() {
  const { t } = useTranslation();
  const list = useListPage(10);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const restaurants = useRestaurantPage(list.page, list.pageSize, sort);
  const switchStatus = useSwitchRestaurantStatus();
  const deleteRestaurant = useDeleteRestaurant();

  const columns: DataColumn<Restaurant>[] = [
    {
      id: 'restaurant_name',
      header: <NoWrap>{t(`${area}.columns.name`)}</NoWrap>,
      cell: (row) => (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 140 }}>
          {row.logo_url ? (
            <Box
              component="img"
              src={row.logo_url}
              alt={t(`${area}.logoOf`, { name: row.restaurant_name })}
              width={logoWidth}
              loading="lazy"
              data-testid="restaurant-logo"
              sx={{ width: logoWidth, height: 'auto', borderRadius: 1, flexShrink: 0, mt: 0.5 }}
            />
          ) : (
            <Box
              role="img"
              aria-label={t(`${area}.noLogo`)}
              sx={{
                width: logoWidth,
                height: logoWidth,
                borderRadius: 1,
                flexShrink: 0,
                mt: 0.5,
                bgcolor: 'action.hover',
                color: 'text.disabled',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <StorefrontOutlinedIcon fontSize="small" />
            </Box>
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{row.restaurant_name}</Typography>
            <Typography
              variant="body2"
              sx={{
                color: 'text.secondary',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {row.description}
            </Typography>
          </Box>
        </Box>
      ),
      sortValue: (row) => row.restaurant_name,
    },
    {
      id: 'code_store',
      header: <NoWrap>{t(`${area}.columns.store`)}</NoWrap>,
      cell: (row) => (
        <Box sx={{ minWidth: 110 }}>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {row.store_name ?? row.code_store}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', whiteSpace: 'nowrap' }}>
            {row.code_company} / {row.code_store}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', whiteSpace: 'nowrap' }}>
            {t(`${area}.registerOf`, { register: row.code_register })}
          </Typography>
        </Box>
      ),
      sortValue: (row) => row.code_store,
    },
    {
      id: 'restaurant_type',
      header: <NoWrap>{t(`${area}.columns.type`)}</NoWrap>,
      cell: (row) => <NoWrap>{t(`${area}.types.${row.restaurant_type}`)}</NoWrap>,
      sortValue: (row) => row.restaurant_type,
    },
    statusColumn({
      id: 'status',
      header: <NoWrap>{t(`${area}.columns.status`)}</NoWrap>,
      width: 80,
      sortValue: (row) => (row.status === 'active' ? 0 : 1),
      checked: (row) => row.status === 'active',
      label: (row) => t(`${area}.statusOf`, { name: row.restaurant_name }),
      onToggle: (row, next) =>
        switchStatus.mutateAsync({ id_restaurant: row.id_restaurant, status: next ? 'active' : 'inactive' }),
      testId: 'restaurant-status',
    }),
  ];

  return (
    <EditableListScreen
      area={area}
      testIdPrefix="restaurant"
      title={t(`${area}.title`)}
      query={restaurants}
      list={list}
      pagedByServer
      sort={{ value: sort, onChange: setSort }}
      pageSizeOptions={restaurantPageSizes}
      tableSx={denseCells}
      numbered={{ width: 48 }}
      columns={columns}
      getRowId={(row) => row.id_restaurant}
      rowParams={(row) => ({ name: row.restaurant_name })}
      actionsColumn={{ width: 96, header: (text) => <NoWrap>{text}</NoWrap> }}
      deletion={{ byId: deleteRestaurant, description: 'deleteDetail' }}
      modal={(form) => form.open && <RestaurantFormModal restaurant={form.item} onClose={form.close} />}
    />
  );
}
