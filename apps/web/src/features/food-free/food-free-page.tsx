// List Food Menu Free (/food/food-free, spec 2 §2): the restaurant's free (call-number) menus, paged
// by the server (10 a page), with a status switch saved at once, edit, delete and add.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FreeMenu, freeMenuPageSize } from '@noren/domain/catalogue/free-menus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { toast } from '../../lib/toast.ts';
import { useFreeMenus } from '../../resources/free-menus.ts';
import { useDeleteFreeMenu } from './api/delete-free-menu.ts';
import { useUpdateFreeMenuStatus } from './api/update-free-menu-status.ts';
import { FreeMenuFormModal } from './free-menu-form-modal.tsx';

export function FoodFreePage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  // The catalogue belongs to a restaurant; the router shows this screen only to its users.
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return <FoodFreeScreen idRestaurant={idRestaurant} />;
}

function FoodFreeScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.listFoodMenuFree'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(freeMenuPageSize);
  const menus = useFreeMenus({ idRestaurant, page, size: pageSize });
  const updateStatus = useUpdateFreeMenuStatus();
  const remove = useDeleteFreeMenu();
  const [form, setForm] = useState<{ open: boolean; menu: FreeMenu | null; key: number }>({
    open: false,
    menu: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<FreeMenu | null>(null);

  const total = menus.data?.total ?? 0;

  const openForm = (menu: FreeMenu | null) => setForm((current) => ({ open: true, menu, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, open: false }));

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id_free_food_menu, {
      onSuccess: () => {
        toast(t('food-free.deleted'), 'success');
        setDeleting(null);
      },
    });
  }

  const columns: DataColumn<FreeMenu>[] = [
    {
      id: 'no',
      header: t('food-free.columns.no'),
      width: 72,
      cell: (_menu, index) => page * pageSize + index + 1,
    },
    {
      id: 'name',
      header: t('food-free.columns.name'),
      cell: (menu) => (
        <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="free-menu-name-cell">
          {menu.free_food_menu_name}
        </Box>
      ),
    },
    {
      id: 'status',
      header: t('food-free.columns.status'),
      width: 120,
      cell: (menu) => (
        <StatusSwitch
          checked={menu.status}
          onToggle={(status) => updateStatus.mutateAsync({ id: menu.id_free_food_menu, status })}
          label={t('food-free.statusSwitch', { name: menu.free_food_menu_name })}
          testId="free-menu-status"
        />
      ),
    },
    {
      id: 'actions',
      header: t('food-free.columns.actions'),
      width: 120,
      align: 'right',
      cell: (menu) => (
        <RowActions
          editLabel={t('food-free.edit', { name: menu.free_food_menu_name })}
          deleteLabel={t('food-free.delete', { name: menu.free_food_menu_name })}
          onEdit={() => openForm(menu)}
          onDelete={() => setDeleting(menu)}
          editTestId="free-menu-edit"
          deleteTestId="free-menu-delete"
        />
      ),
    },
  ];

  return (
    <Stack spacing={2.5} data-testid="food-free-page">
      <PageHeader
        title={t('menu.listFoodMenuFree')}
        breadcrumb={{
          label: t('food-free.breadcrumb'),
          trail: [t('menu.foodMenu')],
          current: t('menu.listFoodMenuFree'),
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm(null)}
            data-testid="free-menu-add"
          >
            {t('food-free.add')}
          </Button>
        }
      />

      <DataTable
        columns={columns}
        rows={menus.data?.rows ?? []}
        getRowId={(menu) => menu.id_free_food_menu}
        loading={menus.isPending}
        error={menus.isError ? menus.error : undefined}
        onRetry={() => void menus.refetch()}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        totalCount={total}
        testId="free-menu-table"
      />

      <FreeMenuFormModal
        key={form.key}
        open={form.open}
        idRestaurant={idRestaurant}
        menu={form.menu}
        onClose={closeForm}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('food-free.deleteTitle')}
        description={deleting ? t('food-free.deleteDescription', { name: deleting.free_food_menu_name }) : undefined}
        confirmLabel={t('food-free.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="free-menu-delete-confirm"
      />
    </Stack>
  );
}
