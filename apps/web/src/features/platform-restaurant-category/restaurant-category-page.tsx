// Restaurant Category (spec 1 §2, superadmin): the categories restaurants are listed under in the
// ordering app, with their image (75 px wide), code, display order and keywords; add, edit and
// delete (with confirmation; refused while a restaurant uses the category).
import Typography from '@mui/material/Typography';
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { splitKeywords } from '@noren/domain/platform/restaurants';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { areaImageColumn, NoWrap, nameColumn } from '../../components/list-columns.tsx';
import { EditableListScreen } from '../../components/list-screen.tsx';
import { useRestaurantCategories } from '../../resources/restaurant-categories.ts';
import { useDeleteRestaurantCategory } from './api/delete-restaurant-category.ts';
import { RestaurantCategoryFormModal } from './restaurant-category-form-modal.tsx';

/** Spec 1 §9: the category image is shown 75 px wide. */
export const restaurantCategoryImageWidth = 75;

const area = 'platform-restaurant-category';

export function RestaurantCategoryPage() {
  const { t } = useTranslation();
  const categories = useRestaurantCategories();
  const deleteCategory = useDeleteRestaurantCategory();
  const rowParams = (row: RestaurantCategory) => ({ name: row.title });

  const columns: DataColumn<RestaurantCategory>[] = [
    areaImageColumn(t, area, {
      imageWidth: restaurantCategoryImageWidth,
      src: (row) => row.image_url,
      params: rowParams,
      testId: 'restaurant-category-image',
    }),
    nameColumn('title', t(`${area}.columns.title`), (row) => row.title),
    {
      id: 'code_category',
      header: <NoWrap>{t(`${area}.columns.code`)}</NoWrap>,
      cell: (row) => row.code_category,
      sortValue: (row) => row.code_category,
      width: 110,
    },
    {
      id: 'display_order',
      header: <NoWrap>{t(`${area}.columns.order`)}</NoWrap>,
      cell: (row) => row.display_order,
      sortValue: (row) => row.display_order,
      width: 130,
    },
    {
      id: 'search_keyword',
      header: t(`${area}.columns.keywords`),
      cell: (row) => (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {splitKeywords(row.search_keyword ?? '').join('、')}
        </Typography>
      ),
    },
  ];

  return (
    <EditableListScreen
      area={area}
      testIdPrefix="restaurant-category"
      title={t(`${area}.title`)}
      query={categories}
      columns={columns}
      getRowId={(row) => row.id_category}
      rowParams={rowParams}
      deletion={{ byId: deleteCategory, description: 'deleteDetail' }}
      modal={(form) => form.open && <RestaurantCategoryFormModal category={form.item} onClose={form.close} />}
    />
  );
}
