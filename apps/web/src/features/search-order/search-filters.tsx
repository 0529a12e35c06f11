// The search page's filters (spec 3 §2.7): date range, receiving method, table (enabled only for the
// table method) and restaurant, each defaulting to "all" (-1). Only the caller's own restaurant can be
// searched; its store's other restaurants are listed with their company, but not chosen.
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { allValue, tableMethodId } from '@noren/domain/orders/search';
import { useTranslation } from 'react-i18next';
import { type FilterOption, FilterSelect } from '../../components/fields/filter-select.tsx';
import { useReceivingMethodOptions } from '../../resources/receiving-methods.ts';
import { useStoreRestaurants, useTables } from './api/search-filters.ts';

export interface FilterValues {
  from_date: string;
  to_date: string;
  method: number;
  table: string;
  restaurant: number;
}

export const defaultFilters: FilterValues = {
  from_date: '',
  to_date: '',
  method: allValue,
  table: String(allValue),
  restaurant: allValue,
};

/** One of the page's selects: "All" (-1) first, test ids `search-order-filter-<name>…`. */
function SearchSelect(props: {
  name: keyof FilterValues;
  label: string;
  value: string | number;
  disabled?: boolean;
  onChange: (value: string) => void;
  options: readonly FilterOption[];
}) {
  const { t } = useTranslation();
  const { name, value, ...rest } = props;
  return (
    <FilterSelect
      {...rest}
      value={String(value)}
      all={{ value: String(allValue), label: t('search-order.all') }}
      testId={`search-order-filter-${name}`}
    />
  );
}

export function SearchFilters(props: {
  idRestaurant: number;
  values: FilterValues;
  onChange: (next: FilterValues) => void;
}) {
  const { idRestaurant, values, onChange } = props;
  const { t } = useTranslation();
  const methods = useReceivingMethodOptions(idRestaurant);
  const restaurants = useStoreRestaurants();
  const tableMethod = values.method === tableMethodId;
  const tables = useTables(tableMethod);
  const set = (patch: Partial<FilterValues>) => onChange({ ...values, ...patch });
  const dateField = (name: 'from_date' | 'to_date') => (
    <TextField
      type="date"
      size="small"
      label={t(`search-order.${name === 'from_date' ? 'fromDate' : 'toDate'}`)}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `search-order-filter-${name}` } }}
    />
  );

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2.5 }}>
      {dateField('from_date')}
      {dateField('to_date')}
      <SearchSelect
        name="method"
        label={t('search-order.method')}
        value={values.method}
        // Another method than table leaves no table to filter by.
        onChange={(value) => set({ method: Number(value), table: String(allValue) })}
        // One entry per method type: the filter is the type (take-out 1 … delivery 4).
        options={(methods.data ?? []).map((method) => ({ value: method.id_receiving_method, label: method.title }))}
      />
      <SearchSelect
        name="table"
        label={t('search-order.table')}
        value={values.table}
        disabled={!tableMethod}
        onChange={(value) => set({ table: value })}
        options={(tables.data ?? []).map((table) => ({ value: table, label: table }))}
      />
      <SearchSelect
        name="restaurant"
        label={t('search-order.restaurant')}
        value={values.restaurant}
        onChange={(value) => set({ restaurant: Number(value) })}
        options={(restaurants.data ?? []).map((restaurant) => ({
          value: restaurant.id_restaurant,
          label: t('search-order.restaurantOption', {
            name: restaurant.restaurant_name,
            company: t('search-order.company', { code: restaurant.code_company }),
          }),
          disabled: !restaurant.own,
        }))}
      />
    </Box>
  );
}
