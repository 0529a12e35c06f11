// "Do you want to logout?" — confirming ends the session on the server, clears local data, reloads.

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useLogout } from '../../lib/auth.ts';

export interface LogoutDialogProps {
  open: boolean;
  onClose: () => void;
}

export function LogoutDialog({ open, onClose }: LogoutDialogProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <ConfirmDialog
      open={open}
      title={t('auth.logoutConfirm')}
      description={t('auth.logoutConfirmDetail')}
      confirmLabel={t('menu.logout')}
      loading={logout.isPending || logout.isSuccess}
      onConfirm={() => logout.mutate()}
      onCancel={onClose}
      testId="logout-confirm"
    />
  );
}
