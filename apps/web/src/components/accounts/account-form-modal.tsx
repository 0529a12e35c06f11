// Add / Edit of a restaurant account, shared by the owner's Staff screen and the superadmin's
// Restaurant User screen. The rules are the domain's (account-form.ts, spec 1 §5): a new account
// needs level, restaurant, email and password; an edit needs first name, last name and level.
// A staff account (level 2) carries the Menu Restriction switches, saved with the account (POST
// restaurant/users, or PUT restaurant/users/update/bio with access_permission); they show what the
// account's restaurant's type can use (the chosen restaurant's, or the owner's own). A refused email
// (already registered) is marked beside the email field.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  type AccountDraft,
  accountFormIssues,
  createAccountBody,
  maxNameLength,
  updateAccountBody,
} from '@noren/domain/account-form';
import { defaultStaffPermissions, normalizePermissions, type PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantChoice } from '@noren/domain/platform/restaurants';
import type { RestaurantUser, UserLevel } from '@noren/domain/users';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/auth.ts';
import { fieldState } from '../../lib/form-fields.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { useCreateAccount, useUpdateAccount } from '../../resources/accounts.ts';
import { AreaFormModal } from '../form-modal.tsx';
import { accountIssueText } from './account-texts.ts';
import { PermissionSwitches } from './permission-switches.tsx';

interface Values extends AccountDraft {
  permissions: PermissionEntry[];
}

export interface AccountFormModalProps {
  /** The screen's i18n area (`staff`, `restaurant-user`). */
  area: string;
  /** The account to edit, or null for a new one. */
  account: RestaurantUser | null;
  onClose: () => void;
  /**
   * The superadmin's form: level and restaurant are chosen (restaurant only for a new account,
   * from `restaurants`). Without it (the owner's Staff screen) a new account is staff of
   * `fixedRestaurantId` and the level is not shown.
   */
  choose?: { restaurants: readonly RestaurantChoice[]; loading: boolean; initialRestaurantId: number | null };
  fixedRestaurantId?: number | null;
  testId: string;
}

function initialValues(account: RestaurantUser | null, restaurantId: number | null, chooseLevel: boolean): Values {
  return {
    level: account?.level ?? (chooseLevel ? null : 2),
    id_restaurant: account?.id_restaurant ?? restaurantId,
    first_name: account?.first_name ?? '',
    last_name: account?.last_name ?? '',
    email: account?.email ?? '',
    password: '',
    permissions:
      account && account.level === 2 ? normalizePermissions(account.access_permission) : defaultStaffPermissions(),
  };
}

export function AccountFormModal({
  area,
  account,
  onClose,
  choose,
  fixedRestaurantId = null,
  testId,
}: AccountFormModalProps) {
  const { t } = useTranslation();
  const mode = account ? 'edit' : 'new';
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const submitting = createAccount.isPending || updateAccount.isPending;
  const rules = useCallback((values: Values) => accountFormIssues(values, mode), [mode]);
  const form = useDomainForm<Values>({
    initial: () => initialValues(account, choose ? choose.initialRestaurantId : fixedRestaurantId, Boolean(choose)),
    rules,
    message: (issue) => accountIssueText(t, area, issue),
    saving: submitting,
  });
  const values = form.draft;
  const isStaff = values.level === 2;
  const ownRestaurant = useSession().data?.restaurant_detail;
  const restaurantType = choose
    ? (choose.restaurants.find((choice) => choice.id_restaurant === values.id_restaurant)?.restaurant_type ?? null)
    : (ownRestaurant?.restaurant_type ?? null);

  function onSubmit() {
    if (!form.attemptSave()) return;
    const handlers = saveHandlers(form, onClose, serverSaved);
    if (account) {
      updateAccount.mutate(
        updateAccountBody(account.id_restaurant_user, values, values.permissions, { sendLevel: Boolean(choose) }),
        handlers,
      );
    } else {
      const body = createAccountBody(values, values.permissions);
      createAccount.mutate(body, handlers);
    }
  }

  const text = (
    field: keyof AccountDraft,
    name: string,
    options: { type?: string; required: boolean; max?: number },
  ) => (
    <TextField
      label={t(`${area}.fields.${name}`)}
      type={options.type ?? 'text'}
      value={values[field] ?? ''}
      onChange={(event) => form.set(field, event.target.value)}
      {...fieldState(form, field, field === 'password' ? t(`${area}.fields.passwordHint`) : undefined)}
      required={options.required}
      fullWidth
      autoComplete={field === 'password' ? 'new-password' : 'off'}
      slotProps={{
        htmlInput: { 'data-testid': `${testId}-${field.replace('_', '-')}`, maxLength: options.max ?? maxNameLength },
      }}
    />
  );

  const restaurantName =
    account?.restaurant_name ??
    choose?.restaurants.find((choice) => choice.id_restaurant === values.id_restaurant)?.restaurant_name ??
    '';

  return (
    <AreaFormModal
      texts={area}
      editing={mode === 'edit'}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      maxWidth={isStaff ? 'md' : 'sm'}
      testId={testId}
      spacing={2.5}
    >
      {choose && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField
            select
            label={t(`${area}.fields.level`)}
            value={values.level ?? ''}
            onChange={(event) => form.set('level', Number(event.target.value) as UserLevel)}
            {...fieldState(form, 'level')}
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `${testId}-level` } }}
          >
            <MenuItem value={1}>{t(`${area}.levels.owner`)}</MenuItem>
            <MenuItem value={2}>{t(`${area}.levels.staff`)}</MenuItem>
          </TextField>
          {mode === 'new' ? (
            <TextField
              select
              label={t(`${area}.fields.restaurant`)}
              value={values.id_restaurant ?? ''}
              onChange={(event) => form.set('id_restaurant', Number(event.target.value))}
              {...fieldState(form, 'id_restaurant', choose.loading ? t('common.loading') : undefined)}
              required
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': `${testId}-restaurant` } }}
            >
              {choose.restaurants.map((choice) => (
                <MenuItem key={choice.id_restaurant} value={choice.id_restaurant}>
                  {choice.restaurant_name}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <TextField label={t(`${area}.fields.restaurant`)} value={restaurantName} disabled fullWidth />
          )}
        </Box>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {text('last_name', 'lastName', { required: mode === 'edit' })}
        {text('first_name', 'firstName', { required: mode === 'edit' })}
      </Box>
      {mode === 'new' ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 2 }}>
          {text('email', 'email', { type: 'email', required: true, max: 254 })}
          {text('password', 'password', { type: 'password', required: true, max: 256 })}
        </Box>
      ) : (
        <TextField
          label={t(`${area}.fields.email`)}
          value={values.email}
          disabled
          fullWidth
          helperText={t(`${area}.fields.emailLocked`)}
        />
      )}
      {isStaff && (
        <PermissionSwitches
          area={area}
          value={values.permissions}
          restaurantType={restaurantType}
          onChange={(permissions) => form.update((current) => ({ ...current, permissions }), 'access_permission')}
          testId={`${testId}-permissions`}
        />
      )}
    </AreaFormModal>
  );
}
