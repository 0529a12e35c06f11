// List Food Menu Free (/food/food-free, spec 2 §2): the restaurant's free (call-number) menus, paged
// by the server (10 a page), with a status switch saved at once, edit, delete and add.
import Box from '@mui/material/Box';
import { type FreeMenu, freeMenuPageSize } from '@noren/domain/catalogue/free-menus';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { rowNumberColumn, statusColumn } from '../../components/list-columns.tsx';
import {
  areaActions,
  foodMenuBreadcrumb,
  ListScreen,
  useFormModalState,
  useListPage,
} from '../../components/list-screen.tsx';
import { deleteWith, useDeleteConfirmation } from '../../components/use-delete-confirmation.ts';
import { useFreeMenus } from '../../resources/free-menus.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useDeleteFreeMenu } from './api/delete-free-menu.ts';
import { useUpdateFreeMenuStatus } from './api/update-free-menu-status.ts';
import { FreeMenuFormModal } from './free-menu-form-modal.tsx';

export function FoodFreePage() {
  const idRestaurant = useRestaurantId();
  // The catalogue belongs to a restaurant; the router shows this screen only to its users.
  return idRestaurant === null ? null : <FoodFreeScreen idRestaurant={idRestaurant} />;
}

function FoodFreeScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const list = useListPage(freeMenuPageSize);
  const menus = useFreeMenus({ idRestaurant, page: list.page, size: list.pageSize });
  const updateStatus = useUpdateFreeMenuStatus();
  const remove = useDeleteFreeMenu();
  const form = useFormModalState<FreeMenu>();
  const deletion = useDeleteConfirmation({
    ...deleteWith(remove, (menu: FreeMenu) => menu.id_free_food_menu),
    successText: () => t('free-menu.deleted'),
    keepOpenOnFailure: true,
    area: 'free-menu',
    description: (menu) => t('free-menu.deleteDescription', { name: menu.free_food_menu_name }),
    testId: 'free-menu-delete-confirm',
  });

  const columns: DataColumn<FreeMenu>[] = [
    rowNumberColumn(t('free-menu.columns.no'), list.rowNumber),
    {
      id: 'name',
      header: t('free-menu.columns.name'),
      cell: (menu) => (
        <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="free-menu-name-cell">
          {menu.free_food_menu_name}
        </Box>
      ),
    },
    statusColumn({
      id: 'status',
      header: t('free-menu.columns.status'),
      width: 120,
      checked: (menu) => menu.status,
      onToggle: (menu, status) => updateStatus.mutateAsync({ id: menu.id_free_food_menu, status }),
      label: (menu) => t('free-menu.statusSwitch', { name: menu.free_food_menu_name }),
      testId: 'free-menu-status',
    }),
  ];

  return (
    <ListScreen
      testId="food-free-page"
      title={t('menu.listFoodMenuFree')}
      breadcrumb={foodMenuBreadcrumb(t, 'free-menu', t('menu.listFoodMenuFree'))}
      {...areaActions(t, 'free-menu', {
        testIdPrefix: 'free-menu',
        form,
        params: (menu: FreeMenu) => ({ name: menu.free_food_menu_name }),
      })}
      query={menus}
      list={list}
      table={{
        columns,
        rows: menus.data?.rows ?? [],
        getRowId: (menu) => menu.id_free_food_menu,
        totalCount: menus.data?.total ?? 0,
        testId: 'free-menu-table',
      }}
      deletion={deletion}
    >
      <FreeMenuFormModal
        key={form.key}
        open={form.open}
        idRestaurant={idRestaurant}
        menu={form.item}
        onClose={form.close}
      />
    </ListScreen>
  );
}
