// The list screen of accounts (Staff, Restaurant User): the area's title and intro, the accounts
// paged by the server, the Add / Edit modal, and the details and password dialogs.
import type { RestaurantUser } from '@noren/domain/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountFormModal, type AccountFormModalProps } from '../accounts/account-form-modal.tsx';
import { useAccountScreen } from '../accounts/use-account-screen.tsx';
import { type ListPage, type ListQuery, ListScreen } from '../list-screen.tsx';

export interface AccountListScreenProps {
  /** The i18n area, also the prefix of the test ids (`staff`, `restaurant-user`). */
  area: string;
  query: ListQuery & { data?: { rows: RestaurantUser[]; total: number } };
  list: ListPage;
  pageSizes: readonly number[];
  /** The rows and the details name each account's restaurant (the superadmin's list). */
  showRestaurant?: boolean;
  /** Beside the Add button (a filter). */
  headerTools?: ReactNode;
  /** Where the Add / Edit modal takes the account's restaurant from. */
  restaurant: Pick<AccountFormModalProps, 'choose' | 'fixedRestaurantId'>;
}

export function AccountListScreen({
  area,
  query,
  list,
  pageSizes,
  showRestaurant,
  headerTools,
  restaurant,
}: AccountListScreenProps) {
  const { t } = useTranslation();
  const screen = useAccountScreen(area, area);
  return (
    <ListScreen
      testId={`${area}-page`}
      title={t(`${area}.title`)}
      intro={t(`${area}.intro`)}
      headerTools={headerTools}
      add={screen.add}
      query={query}
      list={list}
      table={screen.table(query, pageSizes, { showRestaurant })}
      deletion={screen.deletion}
    >
      {screen.form.open && (
        <AccountFormModal
          key={screen.form.key}
          area={area}
          account={screen.form.item}
          onClose={screen.form.close}
          {...restaurant}
          testId={`${area}-form`}
        />
      )}
      {screen.dialogs({ showRestaurant })}
    </ListScreen>
  );
}
