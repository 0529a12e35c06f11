// Food Sub Category (spec 2 §2): the restaurant's sub-categories with image, code, category, their
// weekly sales restriction and an immediate status switch; add, edit and delete (with confirmation).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FoodSubCategory } from '@noren/domain/catalogue/sub-categories';
import type { WeekdaySchedule } from '@noren/domain/schedule';
import { useTranslation } from 'react-i18next';
import { CatalogueFileButtons } from '../../components/catalogue-files/catalogue-file-buttons.tsx';
import type { DataColumn } from '../../components/data-table.tsx';
import { areaImageColumn, nameColumn, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen, foodMenuBreadcrumb } from '../../components/list-screen.tsx';
import { useRestaurantId } from '../../resources/restaurant.ts';
import { useSubCategories } from '../../resources/sub-categories.ts';
import { useDeleteSubCategory } from './api/delete-sub-category.ts';
import { useSwitchSubCategoryStatus } from './api/update-sub-category.ts';
import { SubCategoryFormModal } from './sub-category-form-modal.tsx';

/** Same width as the category image (spec 2 §9). */
const imageWidth = 75;

const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';

export interface DayNames {
  /** Short name of a day (Monday = 0): 月 / Mon. */
  day: (dayOfWeek: number) => string;
  /** Between two days that are not next to each other: 土・日 / Sat, Sun. */
  separator: string;
  /** A run of three or more days: 月〜金 / Mon–Fri. */
  through: (from: string, to: string) => string;
}

/**
 * The restricted shifts of a week in a few words: active days with the same shifts are told
 * together (`月〜金 00:00–17:00`, `火 11:00–14:00`); days without a shift restrict nothing.
 */
export function restrictionSummary(week: readonly WeekdaySchedule[], names: DayNames): string[] {
  const rangesOf = (day: WeekdaySchedule) =>
    day.active
      ? ([1, 2] as const)
          .map((shift) => [day[`start_shift_${shift}`], day[`end_shift_${shift}`]] as const)
          .filter(([start, end]) => start !== null && end !== null)
          .map(([start, end]) => `${hhmm(start)}–${hhmm(end)}`)
          .join(', ')
      : '';
  // Runs of consecutive days (Monday first) with the same ranges.
  const runs: { from: number; to: number; ranges: string }[] = [];
  for (const day of [...week].sort((a, b) => a.day_of_week - b.day_of_week)) {
    const ranges = rangesOf(day);
    const last = runs.at(-1);
    if (last && last.ranges === ranges && last.to === day.day_of_week - 1) last.to = day.day_of_week;
    else runs.push({ from: day.day_of_week, to: day.day_of_week, ranges });
  }
  const byRanges = new Map<string, string[]>();
  for (const run of runs) {
    if (run.ranges === '') continue;
    const days =
      run.to - run.from >= 2
        ? [names.through(names.day(run.from), names.day(run.to))]
        : Array.from({ length: run.to - run.from + 1 }, (_, index) => names.day(run.from + index));
    byRanges.set(run.ranges, [...(byRanges.get(run.ranges) ?? []), ...days]);
  }
  return [...byRanges].map(([ranges, days]) => `${days.join(names.separator)} ${ranges}`);
}

export function FoodSubCategoryPage() {
  const { t } = useTranslation();
  const subCategories = useSubCategories(useRestaurantId());
  const switchStatus = useSwitchSubCategoryStatus();
  const deleteSubCategory = useDeleteSubCategory();
  const rowParams = (row: FoodSubCategory) => ({ name: row.sub_category_name });

  const columns: DataColumn<FoodSubCategory>[] = [
    areaImageColumn(t, 'food-sub-category', { imageWidth, src: (row) => row.image_url, params: rowParams }),
    nameColumn('sub_category_name', t('food-sub-category.columns.name'), (row) => row.sub_category_name),
    {
      id: 'code_sub_category',
      header: t('food-sub-category.columns.code'),
      cell: (row) => row.code_sub_category,
      sortValue: (row) => row.code_sub_category,
      width: 120,
    },
    {
      id: 'category',
      header: t('food-sub-category.columns.category'),
      cell: (row) => row.category_detail.category_name,
      sortValue: (row) => row.category_detail.category_name,
    },
    {
      id: 'restriction',
      header: t('food-sub-category.columns.restriction'),
      cell: (row) => {
        const lines = restrictionSummary(row.inactive_data, {
          day: (day) => t(`food-sub-category.days.short.${day}`),
          separator: t('food-sub-category.days.separator'),
          through: (from, to) => t('food-sub-category.days.through', { from, to }),
        });
        return lines.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('food-sub-category.noRestriction')}
          </Typography>
        ) : (
          <Box data-testid="food-subcategory-restriction">
            {lines.map((line) => (
              <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {line}
              </Typography>
            ))}
          </Box>
        );
      },
    },
    statusColumn({
      id: 'status',
      header: t('food-sub-category.columns.status'),
      width: 140,
      sortValue: (row) => (row.status ? 0 : 1),
      checked: (row) => row.status,
      label: (row) => t('food-sub-category.statusOf', { name: row.sub_category_name }),
      onToggle: (row, next) =>
        switchStatus.mutateAsync({ id_food_sub_category: row.id_food_sub_category, status: next }),
      testId: 'food-subcategory-status',
    }),
  ];

  return (
    <EditableListScreen
      area="food-sub-category"
      testIdPrefix="food-subcategory"
      title={t('food-sub-category.title')}
      breadcrumb={foodMenuBreadcrumb(t, 'food-sub-category', t('menu.foodSubCategory'))}
      gap={3}
      headerTools={<CatalogueFileButtons kind="subCategory" />}
      query={subCategories}
      columns={columns}
      getRowId={(row) => row.id_food_sub_category}
      rowParams={rowParams}
      deletion={{ byId: deleteSubCategory, description: 'deleteDetail' }}
      modal={(form) => form.open && <SubCategoryFormModal subCategory={form.item} onClose={form.close} />}
    />
  );
}
