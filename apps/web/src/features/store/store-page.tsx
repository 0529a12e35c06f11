// Store (spec 1 §2, superadmin): the stores of the platform — name, code, placeid and coordinates —
// with sorting, paging (6, 10, 25), the Add/Edit Store modal and delete behind a confirmation
// (refused with the server's reason while restaurants still belong to the store).
import Typography from '@mui/material/Typography';
import type { Store } from '@noren/domain/platform/stores';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { NoWrap } from '../../components/list-columns.tsx';
import { EditableListScreen } from '../../components/list-screen.tsx';
import { useStores } from '../../resources/stores.ts';
import { useDeleteStore } from './api/delete-store.ts';
import { StoreFormModal } from './store-form-modal.tsx';

/** Spec 1 §2 / §9: the platform tables page by 6, 10 or 25. */
export const storePageSizes = [6, 10, 25] as const;

/** Six decimals: about 10 cm, more than a store needs. */
export function formatCoordinate(value: number | null): string {
  return value === null ? '—' : value.toFixed(6);
}

export function StorePage() {
  const { t } = useTranslation();
  const stores = useStores();
  const deleteStore = useDeleteStore();

  const columns: DataColumn<Store>[] = [
    {
      id: 'store_name',
      header: <NoWrap>{t('store.columns.name')}</NoWrap>,
      cell: (row) => (
        <>
          <Typography sx={{ fontWeight: 600, minWidth: 160 }}>{row.store_name}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} data-testid="store-restaurant-count">
            {t('store.restaurantCount', { count: row.restaurant_count })}
          </Typography>
        </>
      ),
      sortValue: (row) => row.store_name,
    },
    {
      id: 'code_store',
      header: <NoWrap>{t('store.columns.code')}</NoWrap>,
      cell: (row) => row.code_store,
      sortValue: (row) => row.code_store,
      width: 120,
    },
    {
      id: 'placeid',
      header: <NoWrap>{t('store.columns.placeid')}</NoWrap>,
      cell: (row) => (
        <Typography
          variant="body2"
          title={row.placeid ?? undefined}
          sx={{
            color: 'text.secondary',
            maxWidth: 200,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {row.placeid === 'manual' ? t('store.manualPlace') : (row.placeid ?? '—')}
        </Typography>
      ),
      sortValue: (row) => row.placeid ?? '',
    },
    {
      id: 'coordinates',
      header: <NoWrap>{t('store.columns.coordinates')}</NoWrap>,
      cell: (row) => (
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatCoordinate(row.latitude)}
          <br />
          {formatCoordinate(row.longitude)}
        </Typography>
      ),
      sortValue: (row) => row.latitude ?? -1000,
      width: 140,
    },
  ];

  return (
    <EditableListScreen
      area="store"
      title={t('store.title')}
      query={stores}
      pageSizeOptions={storePageSizes}
      columns={columns}
      getRowId={(row) => row.id_store}
      rowParams={(row) => ({ name: row.store_name })}
      actionsColumn={{ header: (text) => <NoWrap>{text}</NoWrap> }}
      deletion={{ byId: deleteStore, description: 'deleteDetail' }}
      modal={(form) => form.open && <StoreFormModal store={form.item} onClose={form.close} />}
    />
  );
}
