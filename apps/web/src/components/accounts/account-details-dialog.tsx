// Staff Details / User Details: an account read-only — name, email, level, restaurant, status,
// creation date and, for a staff account, the screens its Menu Restriction allows.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { menuTree, normalizePermissions } from '@noren/domain/permissions';
import type { RestaurantUser } from '@noren/domain/users';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { accountName, levelName } from './account-texts.ts';

export interface AccountDetailsDialogProps {
  area: string;
  account: RestaurantUser;
  onClose: () => void;
  /** The restaurant row (the superadmin's screen; the owner knows its restaurant). */
  showRestaurant?: boolean;
  testId: string;
}

export function AccountDetailsDialog({
  area,
  account,
  onClose,
  showRestaurant = false,
  testId,
}: AccountDetailsDialogProps) {
  const { t } = useTranslation();
  const allowed =
    account.level === 2 && !account.is_superadmin
      ? normalizePermissions(account.access_permission).filter(
          (entry) => entry.active && !menuTree.some((node) => node.parentId === entry.id),
        )
      : [];
  const rows: [string, ReactNode][] = [
    [t(`${area}.columns.name`), accountName(t, area, account)],
    [t(`${area}.columns.email`), account.email],
    [t(`${area}.columns.level`), levelName(t, area, account)],
    ...(showRestaurant
      ? [[t(`${area}.columns.restaurant`), account.restaurant_name ?? '—'] as [string, ReactNode]]
      : []),
    [t(`${area}.columns.status`), account.status_active === 'active' ? t(`${area}.active`) : t(`${area}.inactive`)],
    [t(`${area}.columns.createdAt`), formatDateTime(account.created_at, getStoredLanguage())],
  ];
  const labelOf = (id: string) => {
    const node = menuTree.find((candidate) => candidate.id === id);
    return node ? t(`menu.${node.labelKey}`) : id;
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <DialogTitle id={`${testId}-title`}>{t(`${area}.detailsTitle`)}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
            columnGap: 3,
            rowGap: 1.5,
            m: 0,
          }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {account.level === 2 && !account.is_superadmin && (
          <Box sx={{ mt: 3 }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
              {t(`${area}.permissions.allowed`)}
            </Typography>
            {allowed.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`${area}.permissions.none`)}
              </Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {allowed.map((entry) => (
                  <Chip key={entry.id} label={labelOf(entry.id)} size="small" />
                ))}
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} variant="contained" data-testid={`${testId}-close`}>
          {t(`${area}.close`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
