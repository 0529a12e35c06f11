// Staff (spec 1 §2, owner): the restaurant's accounts, paged by the server (6/10/25), with the
// immediate status switch, Staff Details, Add/Edit Staff (names, email, password for a new one,
// level 2, the Menu Restriction switches), Edit Staff's Password and delete with confirmation.
// The owner's own row is listed but only its details open.
import { useTranslation } from 'react-i18next';
import { AccountFormModal } from '../../components/accounts/account-form-modal.tsx';
import { useAccountScreen } from '../../components/accounts/use-account-screen.tsx';
import { ListScreen, useListPage } from '../../components/list-screen.tsx';
import { useAccounts } from '../../resources/accounts.ts';
import { useRestaurantId } from '../../resources/restaurant.ts';

export const staffPageSizes = [6, 10, 25] as const;

export function StaffPage() {
  const { t } = useTranslation();
  const idRestaurant = useRestaurantId();
  const list = useListPage(10);
  const accounts = useAccounts(
    { idRestaurant: idRestaurant ?? 0, page: list.page, size: list.pageSize },
    { enabled: idRestaurant !== null },
  );
  const screen = useAccountScreen('staff', 'staff');

  return (
    <ListScreen
      testId="staff-page"
      title={t('staff.title')}
      intro={t('staff.intro')}
      add={screen.add}
      query={accounts}
      list={list}
      table={screen.table(accounts, staffPageSizes)}
      deletion={screen.deletion}
    >
      {screen.form.open && (
        <AccountFormModal
          key={screen.form.key}
          area="staff"
          account={screen.form.item}
          onClose={screen.form.close}
          fixedRestaurantId={idRestaurant}
          testId="staff-form"
        />
      )}
      {screen.dialogs()}
    </ListScreen>
  );
}
