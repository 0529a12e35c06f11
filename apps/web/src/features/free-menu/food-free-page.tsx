// List Food Menu Free (/food/food-free, spec 2 §2): the restaurant's free (call-number) menus, paged
// by the server (10 a page), with a status switch saved at once, edit, delete and add.
import Box from '@mui/material/Box';
import { type FreeMenu, freeMenuPageSize } from '@noren/domain/catalogue/free-menus';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen, foodMenuBreadcrumb, useListPage } from '../../components/list-screen.tsx';
import { useFreeMenus } from '../../resources/free-menus.ts';
import { restaurantScreen } from '../../resources/restaurant.ts';
import { useDeleteFreeMenu } from './api/delete-free-menu.ts';
import { useUpdateFreeMenuStatus } from './api/update-free-menu-status.ts';
import { FreeMenuFormModal } from './free-menu-form-modal.tsx';

export const FoodFreePage = restaurantScreen(FoodFreeScreen);

function FoodFreeScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const list = useListPage(freeMenuPageSize);
  const menus = useFreeMenus({ idRestaurant, page: list.page, size: list.pageSize });
  const updateStatus = useUpdateFreeMenuStatus();
  const remove = useDeleteFreeMenu();

  const columns: DataColumn<FreeMenu>[] = [
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
    <EditableListScreen
      area="free-menu"
      testId="food-free-page"
      title={t('menu.listFoodMenuFree')}
      breadcrumb={foodMenuBreadcrumb(t, 'free-menu', t('menu.listFoodMenuFree'))}
      query={menus}
      list={list}
      pagedByServer
      numbered
      columns={columns}
      getRowId={(menu) => menu.id_free_food_menu}
      rowParams={(menu) => ({ name: menu.free_food_menu_name })}
      deletion={{ byId: remove, successText: 'deleted', keepOpenOnFailure: true, description: 'deleteDescription' }}
      modal={(form) => (
        <FreeMenuFormModal open={form.open} idRestaurant={idRestaurant} menu={form.item} onClose={form.close} />
      )}
    />
  );
}
