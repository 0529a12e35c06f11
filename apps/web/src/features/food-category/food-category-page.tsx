// Food Category (spec 2 §2): the restaurant's categories with their image (width 75), code,
// description and an immediate status switch; add, edit and delete (with confirmation).
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FoodCategory } from '@noren/domain/catalogue/categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useCategories } from '../../resources/categories.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { useSwitchCategoryStatus } from './api/update-category.ts';
import { CategoryFormModal } from './category-form-modal.tsx';

/** Spec 2 §2 / §9: the category image is shown 75 px wide. */
export const categoryImageWidth = 75;

type ModalState = { mode: 'new' } | { mode: 'edit'; category: FoodCategory } | null;

export function FoodCategoryPage() {
  const { t } = useTranslation();
  const title = t('food-category.title');
  useDocumentTitle(title);
  const categories = useCategories(useRestaurantId());
  const switchStatus = useSwitchCategoryStatus();
  const deleteCategory = useDeleteCategory();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [modal, setModal] = useState<ModalState>(null);
  const [toDelete, setToDelete] = useState<FoodCategory | null>(null);

  const columns: DataColumn<FoodCategory>[] = [
    {
      id: 'image',
      header: t('food-category.columns.image'),
      width: categoryImageWidth + 32,
      cell: (row) =>
        row.banner_url ? (
          <Box
            component="img"
            src={row.banner_url}
            alt={t('food-category.imageOf', { name: row.category_name })}
            width={categoryImageWidth}
            sx={{ display: 'block', width: categoryImageWidth, height: 'auto', borderRadius: 1 }}
            data-testid="food-category-image"
          />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('food-category.noImage')}
          </Typography>
        ),
    },
    {
      id: 'category_name',
      header: t('food-category.columns.name'),
      cell: (row) => <Typography sx={{ fontWeight: 600 }}>{row.category_name}</Typography>,
      sortValue: (row) => row.category_name,
    },
    {
      id: 'code_category',
      header: t('food-category.columns.code'),
      cell: (row) => row.code_category,
      sortValue: (row) => Number(row.code_category),
      width: 120,
    },
    {
      id: 'description',
      header: t('food-category.columns.description'),
      cell: (row) => (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>
          {row.description}
        </Typography>
      ),
      sortValue: (row) => row.description,
    },
    {
      id: 'status',
      header: t('food-category.columns.status'),
      width: 140,
      sortValue: (row) => (row.status === 'active' ? 0 : 1),
      cell: (row) => (
        <StatusSwitch
          checked={row.status === 'active'}
          label={t('food-category.statusOf', { name: row.category_name })}
          onToggle={(next) =>
            switchStatus.mutateAsync({ id_food_category: row.id_food_category, status: next ? 'active' : 'inactive' })
          }
          testId="food-category-status"
        />
      ),
    },
    {
      id: 'actions',
      header: t('food-category.columns.actions'),
      width: 120,
      align: 'right',
      cell: (row) => (
        <RowActions
          editLabel={t('food-category.edit', { name: row.category_name })}
          deleteLabel={t('food-category.delete', { name: row.category_name })}
          onEdit={() => setModal({ mode: 'edit', category: row })}
          onDelete={() => setToDelete(row)}
          editTestId="food-category-edit"
          deleteTestId="food-category-delete"
        />
      ),
    },
  ];

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      const envelope = await deleteCategory.mutateAsync(toDelete.id_food_category);
      toast(getStoredLanguage() === 'en' ? envelope.message : envelope.message_jp, 'success');
    } catch {
      // A refusal (still in use) is toasted by the query client.
    } finally {
      setToDelete(null);
    }
  }

  return (
    <Box data-testid="food-category-page">
      <PageHeader
        title={title}
        breadcrumb={{
          label: t('food-category.breadcrumb'),
          trail: [t('menu.foodMenu')],
          current: t('menu.foodCategory'),
        }}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setModal({ mode: 'new' })}
            data-testid="food-category-add"
          >
            {t('food-category.add')}
          </Button>
        }
        sx={{ mb: 3 }}
      />
      <DataTable
        columns={columns}
        rows={categories.data ?? []}
        getRowId={(row) => row.id_food_category}
        loading={categories.isPending}
        error={categories.isError ? categories.error : undefined}
        onRetry={() => void categories.refetch()}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        testId="food-category-table"
      />

      {modal && (
        <CategoryFormModal
          key={modal.mode === 'edit' ? modal.category.id_food_category : 'new'}
          category={modal.mode === 'edit' ? modal.category : null}
          onClose={() => setModal(null)}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('food-category.deleteTitle')}
        description={t('food-category.deleteDetail', { name: toDelete?.category_name ?? '' })}
        confirmLabel={t('food-category.deleteConfirm')}
        destructive
        loading={deleteCategory.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        testId="food-category-delete-confirm"
      />
    </Box>
  );
}
