// Restaurant User (spec 1 §2, superadmin): every restaurant's accounts, or one restaurant's
// (the picker, GET restaurant/selector), paged by the server (6/10/25); the immediate status
// switch, details, Add/Edit (level Owner/Staff, restaurant, names, email, password for a new
// one, Menu Restriction for staff), Reset Password and delete (sending id_superadmin).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountListScreen } from '../../components/list/account-list-screen.tsx';
import { useListPage } from '../../components/list-screen.tsx';
import { useAccounts } from '../../resources/accounts.ts';
// The platform's selector keeps each restaurant's type (the Menu Restriction switches follow it).
import { useRestaurantChoices } from '../../resources/platform-restaurants.ts';

export const restaurantUserPageSizes = [6, 10, 25] as const;

export function RestaurantUserPage() {
  const { t } = useTranslation();
  const [idRestaurant, setIdRestaurant] = useState<number | null>(null);
  const list = useListPage(10);
  const accounts = useAccounts({ idRestaurant, page: list.page, size: list.pageSize });
  const restaurants = useRestaurantChoices();

  const filter = (
    <TextField
      select
      size="small"
      label={t('restaurant-user.filter')}
      value={idRestaurant ?? 'all'}
      onChange={(event) => {
        const value = event.target.value;
        setIdRestaurant(value === 'all' ? null : Number(value));
        list.setPage(0);
      }}
      sx={{ minWidth: 220, maxWidth: 320 }}
      slotProps={{ htmlInput: { 'data-testid': 'restaurant-user-filter' } }}
    >
      <MenuItem value="all">{t('restaurant-user.allRestaurants')}</MenuItem>
      {(restaurants.data ?? []).map((choice) => (
        <MenuItem key={choice.id_restaurant} value={choice.id_restaurant}>
          {choice.restaurant_name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <AccountListScreen
      area="restaurant-user"
      query={accounts}
      list={list}
      pageSizes={restaurantUserPageSizes}
      showRestaurant
      headerTools={filter}
      restaurant={{
        choose: {
          restaurants: restaurants.data ?? [],
          loading: restaurants.isPending,
          initialRestaurantId: idRestaurant,
        },
      }}
    />
  );
}
