// The dialog of every create/edit form: a title, the fields, Cancel and Save. Save shows a spinner
// and stays off while submitting; the dialog fills the screen on a phone.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Called by Save and by Enter in a field; not while submitting or disabled. */
  onSubmit: () => void;
  submitDisabled?: boolean;
  submitting?: boolean;
  /** Default: Save (保存). */
  submitLabel?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  children: ReactNode;
  /** data-testid of the dialog; Save is `<testId>-submit`, Cancel `<testId>-cancel`. */
  testId?: string;
}

export function FormModal({
  open,
  title,
  onClose,
  onSubmit,
  submitDisabled = false,
  submitting = false,
  submitLabel,
  maxWidth = 'sm',
  children,
  testId = 'form-modal',
}: FormModalProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (submitting || submitDisabled) return;
    onSubmit();
  }

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        // A stray tap beside the dialog must not throw away what was typed; Esc and Cancel close it.
        if (submitting || reason === 'backdropClick') return;
        onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <form noValidate onSubmit={handleSubmit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>{children}</DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={submitting} data-testid={`${testId}-cancel`}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || submitDisabled}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
            data-testid={`${testId}-submit`}
          >
            {submitLabel ?? t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export interface AreaFormModalProps extends Omit<FormModalProps, 'open' | 'title' | 'submitDisabled' | 'submitLabel'> {
  /** Default: open (the screen mounts the modal only while it shows). */
  open?: boolean;
  /** The texts' prefix: `<texts>.addTitle` / `<texts>.editTitle`, and Save is `<texts>.save`. */
  texts: string;
  /** An existing row is edited (else a new one is added). */
  editing: boolean;
  /** The form's state (useDomainForm): Save is off while it may not save, and spins while it saves. */
  form: { canSave: boolean; saving?: boolean };
  /** Default: `<texts>.save`. */
  submitLabel?: ReactNode;
  /** The fields in a column this far apart (theme spacing), just under the title. */
  spacing?: number;
}

/** The Add / Edit modal of an area: its title for a new or an existing row, and Save off until the form may save. */
export function AreaFormModal({
  open = true,
  texts,
  editing,
  form,
  submitLabel,
  spacing,
  submitting = form.saving,
  children,
  ...rest
}: AreaFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      open={open}
      title={t(editing ? `${texts}.editTitle` : `${texts}.addTitle`)}
      submitDisabled={!form.canSave}
      submitLabel={submitLabel ?? t(`${texts}.save`)}
      submitting={submitting}
      {...rest}
    >
      {spacing === undefined ? (
        children
      ) : (
        <Stack spacing={spacing} sx={{ pt: 1 }}>
          {children}
        </Stack>
      )}
    </FormModal>
  );
}
