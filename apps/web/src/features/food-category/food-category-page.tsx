// Food Category (spec 2 §2): the restaurant's categories with their image (width 75), code,
// description and an immediate status switch; add, edit and delete (with confirmation).
import Typography from '@mui/material/Typography';
import type { FoodCategory } from '@noren/domain/catalogue/categories';
import { useTranslation } from 'react-i18next';
import { CatalogueFileButtons } from '../../components/catalogue-files/catalogue-file-buttons.tsx';
import type { DataColumn } from '../../components/data-table.tsx';
import { areaImageColumn, nameColumn, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen, foodMenuBreadcrumb } from '../../components/list-screen.tsx';
import { useCategories } from '../../resources/categories.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useDeleteCategory } from './api/delete-category.ts';
import { useSwitchCategoryStatus } from './api/update-category.ts';
import { CategoryFormModal } from './category-form-modal.tsx';

/** Spec 2 §2 / §9: the category image is shown 75 px wide. */
export const categoryImageWidth = 75;

export function FoodCategoryPage() {
  const { t } = useTranslation();
  const categories = useCategories(useRestaurantId());
  const switchStatus = useSwitchCategoryStatus();
  const deleteCategory = useDeleteCategory();
  const rowParams = (row: FoodCategory) => ({ name: row.category_name });

  const columns: DataColumn<FoodCategory>[] = [
    areaImageColumn(t, 'food-category', {
      imageWidth: categoryImageWidth,
      src: (row) => row.banner_url,
      params: rowParams,
      testId: 'food-category-image',
    }),
    nameColumn('category_name', t('food-category.columns.name'), (row) => row.category_name),
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
    statusColumn({
      id: 'status',
      header: t('food-category.columns.status'),
      width: 140,
      sortValue: (row) => (row.status === 'active' ? 0 : 1),
      checked: (row) => row.status === 'active',
      label: (row) => t('food-category.statusOf', { name: row.category_name }),
      onToggle: (row, next) =>
        switchStatus.mutateAsync({ id_food_category: row.id_food_category, status: next ? 'active' : 'inactive' }),
      testId: 'food-category-status',
    }),
  ];

  return (
    <EditableListScreen
      area="food-category"
      title={t('food-category.title')}
      breadcrumb={foodMenuBreadcrumb(t, 'food-category', t('menu.foodCategory'))}
      gap={3}
      headerTools={<CatalogueFileButtons kind="category" />}
      query={categories}
      columns={columns}
      getRowId={(row) => row.id_food_category}
      rowParams={rowParams}
      deletion={{ byId: deleteCategory, description: 'deleteDetail' }}
      modal={(form) => form.open && <CategoryFormModal category={form.item} onClose={form.close} />}
    />
  );
}
