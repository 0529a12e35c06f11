// /home's keyboard-shortcut help button (issue 10); the help itself (shortcut-help.tsx) loads when
// first opened, by this button or the '?' key.
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

export function ShortcutHelpButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('home.shortcuts.open')}>
      <IconButton
        onClick={onOpen}
        aria-label={t('home.shortcuts.open')}
        aria-keyshortcuts="?"
        data-testid="shortcut-help-open"
        sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
      >
        <KeyboardIcon />
      </IconButton>
    </Tooltip>
  );
}
