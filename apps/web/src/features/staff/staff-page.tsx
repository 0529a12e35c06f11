// Staff (spec 1 §2, owner): the restaurant's accounts, paged by the server (6/10/25), with the
// immediate status switch, Staff Details, Add/Edit Staff (names, email, password for a new one,
// level 2, the Menu Restriction switches), Edit Staff's Password and delete with confirmation.
// The owner's own row is listed but only its details open.
import { AccountListScreen } from '../../components/list/account-list-screen.tsx';
import { useListPage } from '../../components/list-screen.tsx';
import { useAccounts } from '../../resources/accounts.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';

export const staffPageSizes = [6, 10, 25] as const;

export function StaffPage() {
  const idRestaurant = useRestaurantId();
  const list = useListPage(10);
  const accounts = useAccounts(
    { idRestaurant: idRestaurant ?? 0, page: list.page, size: list.pageSize },
    { enabled: idRestaurant !== null },
  );
  return (
    <AccountListScreen
      area="staff"
      query={accounts}
      list={list}
      pageSizes={staffPageSizes}
      restaurant={{ fixedRestaurantId: idRestaurant }}
    />
  );
}
