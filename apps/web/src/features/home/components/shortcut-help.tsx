// The shortcut help of /home (issue 10): the keyboard and bump-bar keys and what each does, opened
// by '?' or the keyboard button of the toolbar. The key caps are the same in both languages.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Each row: its key caps (alternatives) and the i18n key under home.shortcuts of what it does. */
const rows: readonly { caps: readonly string[]; action: string }[] = [
  { caps: ['↑', '↓'], action: 'move' },
  { caps: ['←', '→', 'PgUp', 'PgDn'], action: 'page' },
  { caps: ['Enter'], action: 'advance' },
  { caps: ['1', '…', '9'], action: 'waitTime' },
  { caps: ['P'], action: 'print' },
  { caps: ['Esc'], action: 'close' },
  { caps: ['?'], action: 'help' },
];

export function ShortcutHelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="shortcut-help">
      <DialogTitle>{t('home.shortcuts.title')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          {t('home.shortcuts.intro')}
        </Typography>
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.75, verticalAlign: 'top' } }}
        >
          <Box component="thead" sx={{ textAlign: 'left', color: 'text.secondary', fontSize: '0.8rem' }}>
            <tr>
              <th>{t('home.shortcuts.key')}</th>
              <th>{t('home.shortcuts.action')}</th>
            </tr>
          </Box>
          <tbody>
            {rows.map((row) => (
              <Box
                component="tr"
                key={row.action}
                data-testid="shortcut-row"
                sx={{ borderTop: 1, borderColor: 'divider' }}
              >
                <Box component="td" sx={{ pr: 2, whiteSpace: 'nowrap' }}>
                  {row.caps.map((cap) =>
                    cap === '…' ? (
                      <Box component="span" key={cap} sx={{ mx: 0.5 }}>
                        {cap}
                      </Box>
                    ) : (
                      <Box
                        component="kbd"
                        key={cap}
                        sx={{
                          display: 'inline-block',
                          minWidth: 32,
                          px: 0.75,
                          mr: 0.5,
                          mb: 0.5,
                          textAlign: 'center',
                          fontFamily: 'inherit',
                          fontWeight: 700,
                          border: 1,
                          borderColor: 'divider',
                          borderBottomWidth: 3,
                          borderRadius: 1,
                          bgcolor: 'background.default',
                        }}
                      >
                        {cap}
                      </Box>
                    ),
                  )}
                </Box>
                <td>{t(`home.shortcuts.${row.action}`)}</td>
              </Box>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="shortcut-help-close">
          {t('home.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
