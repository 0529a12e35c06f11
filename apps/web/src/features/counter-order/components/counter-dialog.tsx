// The frame of every modal of the counter order flow: a title with Back and Close, the content, and
// the step's actions. Tablets are held both ways: below 900 px wide (800×1280 portrait, phones) the
// modal fills the screen; buttons are at least 48 px high for fingers.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface CounterDialogProps {
  title: ReactNode;
  /** data-testid of the dialog; Back is `<testId>-back`, Close `<testId>-close`. */
  testId: string;
  onClose: () => void;
  /** Shows a Back arrow before the title. */
  onBack?: () => void;
  /** Beside the title, at the right (the cart button of the menu browser). */
  titleExtra?: ReactNode;
  /** Under the title, outside the scrolling content (the search box). */
  header?: ReactNode;
  actions?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** Esc and a tap beside it do nothing (while an order is being sent). */
  locked?: boolean;
  /** A long list (menus, cart, barcodes): the modal keeps one height, the list scrolls inside. */
  tall?: boolean;
  children: ReactNode;
}

/** A row of the cart or the barcode screen: wrapping on a narrow screen, a rule between rows. */
export const listRow = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 2,
  py: 1.5,
  borderBottom: 1,
  borderColor: 'divider',
  '&:last-of-type': { borderBottom: 0 },
} as const;

/** Touch-sized buttons of the flow's action bars. */
export { touchButton } from './touch-button.ts';

export function CounterDialog({
  title,
  testId,
  onClose,
  onBack,
  titleExtra,
  header,
  actions,
  maxWidth = 'md',
  locked = false,
  tall = false,
  children,
}: CounterDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  // A stray tap beside the modal must not throw the cart away; Esc and Close do.
  const closeUnlessLocked = (_event: object, reason: string) => {
    if (!locked && reason !== 'backdropClick') onClose();
  };
  return (
    <Dialog
      open
      onClose={closeUnlessLocked}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
      slotProps={{ paper: { sx: fullScreen || !tall ? {} : { height: 'min(88vh, 900px)' } } }}
    >
      <DialogTitle
        id={titleId}
        component="div"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, pl: onBack ? 1 : 3, pr: 1 }}
      >
        {onBack && (
          <IconButton onClick={onBack} aria-label={t('counter-order.back')} data-testid={`${testId}-back`} size="large">
            <ArrowBackIcon />
          </IconButton>
        )}
        <Box component="h2" sx={{ m: 0, flexGrow: 1, minWidth: 0, fontSize: '1.3rem', fontWeight: 800 }}>
          {title}
        </Box>
        {titleExtra}
        <IconButton
          onClick={onClose}
          disabled={locked}
          aria-label={t('counter-order.close')}
          data-testid={`${testId}-close`}
          size="large"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {header && <Box sx={{ px: { xs: 2, sm: 3 }, pb: 1.5 }}>{header}</Box>}
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {children}
      </DialogContent>
      {actions && (
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 1.5, gap: 1, flexWrap: 'wrap' }}>{actions}</DialogActions>
      )}
    </Dialog>
  );
}
