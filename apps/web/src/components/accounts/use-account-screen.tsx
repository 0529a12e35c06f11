// What the Staff and Restaurant User screens share around their table: which account a modal
// shows (Add/Edit, Details, Password), the status switch, the delete with its confirmation
// ('Successfully deleted user' from the server), and who may manage which row.
import { type Actor, canManageUser, type RestaurantUser } from '@noren/domain/users';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth.ts';
import { useDeleteAccount, useSwitchAccountStatus } from '../../resources/accounts.ts';
import { useFormModalState } from '../list-screen.tsx';
import { useDeleteConfirmation } from '../use-delete-confirmation.ts';
import { type AccountAction, accountColumns } from './account-columns.tsx';
import { AccountDetailsDialog } from './account-details-dialog.tsx';
import { accountName } from './account-texts.ts';
import { PasswordResetModal } from './password-reset-modal.tsx';

type Viewing = { kind: 'details' | 'password'; account: RestaurantUser; key: number } | null;

export function useAccountScreen(area: string, testIdPrefix: string) {
  const { t } = useTranslation();
  const session = useSession().data ?? null;
  const actor: Actor | null = session
    ? {
        id_restaurant_user: session.id_restaurant_user,
        id_restaurant: session.id_restaurant,
        level: session.level,
        is_superadmin: session.is_superadmin,
      }
    : null;
  const form = useFormModalState<RestaurantUser>();
  const [viewing, setViewing] = useState<Viewing>(null);
  const switchStatus = useSwitchAccountStatus();
  const deleteAccount = useDeleteAccount();
  const deletion = useDeleteConfirmation({
    remove: (row: RestaurantUser) =>
      deleteAccount.mutateAsync({
        id_restaurant_user: row.id_restaurant_user,
        // Spec 1 §6: a superadmin's delete names the superadmin.
        ...(actor?.is_superadmin ? { id_superadmin: actor.id_restaurant_user } : {}),
      }),
    pending: deleteAccount.isPending,
    area,
    description: (row) => t(`${area}.deleteDetail`, { name: accountName(t, area, row) }),
    testId: `${testIdPrefix}-delete-confirm`,
  });

  /** Never one's own row: the server refuses an own status change or delete. */
  const canManage = (row: RestaurantUser) =>
    actor !== null && row.id_restaurant_user !== actor.id_restaurant_user && canManageUser(actor, row);

  const onAction = (action: AccountAction, row: RestaurantUser) => {
    if (action === 'edit') form.openWith(row);
    else if (action === 'delete') deletion.ask(row);
    else setViewing((current) => ({ kind: action, account: row, key: (current?.key ?? 0) + 1 }));
  };

  const onStatus = (row: RestaurantUser, active: boolean) =>
    switchStatus.mutateAsync({
      id_restaurant_user: row.id_restaurant_user,
      status_active: active ? 'active' : 'inactive',
    });

  const close = () => setViewing(null);
  const dialogs = (options: { showRestaurant?: boolean } = {}) => (
    <>
      {viewing?.kind === 'details' && (
        <AccountDetailsDialog
          key={viewing.key}
          area={area}
          account={viewing.account}
          onClose={close}
          showRestaurant={options.showRestaurant}
          testId={`${testIdPrefix}-details-dialog`}
        />
      )}
      {viewing?.kind === 'password' && (
        <PasswordResetModal
          key={viewing.key}
          area={area}
          account={viewing.account}
          onClose={close}
          testId={`${testIdPrefix}-password-form`}
        />
      )}
    </>
  );

  /** The Add button of the list screen. */
  const add = { label: t(`${area}.add`), onClick: () => form.openWith(null), testId: `${testIdPrefix}-add` };

  /** The list screen's table of a server-paged page of accounts. */
  const table = (
    accounts: { data?: { rows: RestaurantUser[]; total: number } | undefined },
    pageSizeOptions: readonly number[],
    options: { showRestaurant?: boolean } = {},
  ) => ({
    columns: accountColumns({
      t,
      area,
      showRestaurant: options.showRestaurant ?? false,
      canManage,
      onStatus,
      onAction,
      testIdPrefix,
    }),
    rows: accounts.data?.rows ?? [],
    totalCount: accounts.data?.total ?? 0,
    pageSizeOptions,
    getRowId: (row: RestaurantUser) => row.id_restaurant_user,
    testId: `${testIdPrefix}-table`,
  });

  return { session, form, deletion, canManage, onAction, onStatus, dialogs, add, table };
}
