// Restaurant Category (spec 1 §2, superadmin): the categories restaurants are listed under in the
// ordering app, with their image (75 px wide), code, display order and keywords; add, edit and
// delete (with confirmation; refused while a restaurant uses the category).
import Typography from '@mui/material/Typography';
import type { RestaurantCategory } from '@noren/domain/platform/restaurant-categories';
import { splitKeywords } from '@noren/domain/platform/restaurants';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { imageColumn, NoWrap } from '../../components/list-columns.tsx';
import { areaActions, ListScreen, useFormModalState, useListPage } from '../../components/list-screen.tsx';
import { deleteWith, useDeleteConfirmation } from '../../components/use-delete-confirmation.ts';
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
  const list = useListPage();
  const form = useFormModalState<RestaurantCategory>();
  const deletion = useDeleteConfirmation({
    ...deleteWith(deleteCategory, (row: RestaurantCategory) => row.id_category),
    area,
    description: (row) => t(`${area}.deleteDetail`, { name: row.title }),
    testId: 'restaurant-category-delete-confirm',
  });

  const columns: DataColumn<RestaurantCategory>[] = [
    imageColumn({
      header: t(`${area}.columns.image`),
      imageWidth: restaurantCategoryImageWidth,
      src: (row) => row.image_url,
      alt: (row) => t(`${area}.imageOf`, { name: row.title }),
      empty: t(`${area}.noImage`),
      testId: 'restaurant-category-image',
    }),
    {
      id: 'title',
      header: t(`${area}.columns.title`),
      cell: (row) => <Typography sx={{ fontWeight: 600 }}>{row.title}</Typography>,
      sortValue: (row) => row.title,
    },
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
    <ListScreen
      testId="restaurant-category-page"
      title={t(`${area}.title`)}
      {...areaActions(t, area, { testIdPrefix: 'restaurant-category', form, params: (row) => ({ name: row.title }) })}
      query={categories}
      list={list}
      table={{
        columns,
        rows: categories.data ?? [],
        getRowId: (row) => row.id_category,
        testId: 'restaurant-category-table',
      }}
      deletion={deletion}
    >
      {form.open && <RestaurantCategoryFormModal key={form.key} category={form.item} onClose={form.close} />}
    </ListScreen>
  );
}
