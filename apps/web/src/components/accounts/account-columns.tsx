// The columns of an account list (Staff and Restaurant User screens): the name (opening the
// details) with the level and the email, optionally the restaurant, the immediate status switch,
// and the row's actions — password, edit and delete. Accounts the signed-in user may not manage
// (an owner's own row, a superadmin) only open their details, and their switch is off-limits.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RestaurantUser } from '@noren/domain/users';
import type { TFunction } from 'i18next';
import type { ReactElement } from 'react';
import type { DataColumn } from '../data-table.tsx';
import { NoWrap } from '../list-columns.tsx';
import { StatusSwitch } from '../status-switch.tsx';
import { accountName, levelName } from './account-texts.ts';

export type AccountAction = 'details' | 'password' | 'edit' | 'delete';

export interface AccountColumnsOptions {
  t: TFunction;
  area: string;
  showRestaurant?: boolean;
  canManage: (account: RestaurantUser) => boolean;
  onStatus: (account: RestaurantUser, active: boolean) => Promise<unknown>;
  onAction: (action: AccountAction, account: RestaurantUser) => void;
  /** Test ids: `<testIdPrefix>-status`, `<testIdPrefix>-details`, ... */
  testIdPrefix: string;
}

const icons: Record<Exclude<AccountAction, 'details'>, ReactElement> = {
  password: <KeyOutlinedIcon />,
  edit: <EditOutlinedIcon />,
  delete: <DeleteOutlinedIcon />,
};

export function accountColumns({
  t,
  area,
  showRestaurant = false,
  canManage,
  onStatus,
  onAction,
  testIdPrefix,
}: AccountColumnsOptions): DataColumn<RestaurantUser>[] {
  const header = (key: string) => <NoWrap>{t(`${area}.columns.${key}`)}</NoWrap>;
  return [
    {
      // Name, level and email in one cell, the name opening the details: a 1024 px tablet with
      // the side menu open (and an 800 px one) holds the table without scrolling sideways.
      id: 'name',
      header: header('nameEmail'),
      cell: (row) => {
        const name = accountName(t, area, row);
        return (
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Tooltip title={t(`${area}.actions.details`, { name })}>
                <Link
                  component="button"
                  type="button"
                  underline="always"
                  color="inherit"
                  onClick={() => onAction('details', row)}
                  aria-label={t(`${area}.actions.details`, { name })}
                  data-testid={`${testIdPrefix}-details`}
                  sx={{
                    fontWeight: 600,
                    fontSize: '1rem',
                    whiteSpace: 'nowrap',
                    textAlign: 'left',
                    // A tablet has no hover: a quiet dotted line says the name opens the details.
                    textDecorationStyle: 'dotted',
                    textUnderlineOffset: '4px',
                  }}
                >
                  {name}
                </Link>
              </Tooltip>
              <Chip
                size="small"
                label={levelName(t, area, row)}
                color={row.is_superadmin ? 'secondary' : row.level === 1 ? 'primary' : 'default'}
                variant={row.level === 1 || row.is_superadmin ? 'filled' : 'outlined'}
                data-testid={`${testIdPrefix}-level`}
              />
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <EmailText email={row.email} />
            </Typography>
          </Box>
        );
      },
      sortValue: (row) => accountName(t, area, row),
    },
    ...(showRestaurant
      ? [
          {
            id: 'restaurant',
            header: header('restaurant'),
            cell: (row: RestaurantUser) => row.restaurant_name ?? '—',
            sortValue: (row: RestaurantUser) => row.restaurant_name ?? '',
          },
        ]
      : []),
    {
      id: 'status',
      header: header('status'),
      width: 88,
      sortValue: (row) => (row.status_active === 'active' ? 0 : 1),
      cell: (row) => (
        <StatusSwitch
          checked={row.status_active === 'active'}
          onToggle={(next) => onStatus(row, next)}
          label={t(`${area}.statusOf`, { name: accountName(t, area, row) })}
          disabled={!canManage(row)}
          testId={`${testIdPrefix}-status`}
        />
      ),
    },
    {
      id: 'actions',
      header: header('actions'),
      align: 'right',
      cell: (row) => {
        const actions: Exclude<AccountAction, 'details'>[] = canManage(row) ? ['password', 'edit', 'delete'] : [];
        const name = accountName(t, area, row);
        return (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
            {actions.map((action) => {
              const label = t(`${area}.actions.${action}`, { name });
              return (
                <Tooltip key={action} title={label}>
                  <IconButton
                    size="small"
                    aria-label={label}
                    onClick={() => onAction(action, row)}
                    color={action === 'delete' ? 'error' : 'default'}
                    data-testid={`${testIdPrefix}-${action}`}
                  >
                    {icons[action]}
                  </IconButton>
                </Tooltip>
              );
            })}
          </Box>
        );
      },
    },
  ];
}

/** An email that breaks after its @ rather than in the middle of a word. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}
