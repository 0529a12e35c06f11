// The batch bar shown while rows are selected (spec 2 §2): Delete (after a confirmation), Stock
// quantity (a small dialog: non-empty, digits with an optional minus, 'Quantity is required!'),
// and Display / Hide (Display = active, Hide = inactive). All through one batch-update call.
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type MenuBatchAction, stockBatchInputIssue } from '@noren/domain/catalogue/menu-batch';
import { parseSigned } from '@noren/domain/catalogue/menus/values';
import { formatMessage } from '@noren/domain/messages';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { NumberField } from '../../components/fields/number-field.tsx';
import { FormModal } from '../../components/form-modal.tsx';
import { getStoredLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useBatchUpdateMenus } from './api/batch-update-menus.ts';

export interface BatchBarProps {
  ids: readonly number[];
  /** After a successful action: the selection is cleared. */
  onDone: () => void;
}

type Dialogs = 'delete' | 'stock' | 'display' | null;

/** The display dialog's two answers: Hide (inactive), then Display (active). */
const displayChoices = [
  { status: 'inactive', action: 'hide', variant: 'outlined' },
  { status: 'active', action: 'display', variant: 'contained' },
] as const;

export function BatchBar({ ids, onDone }: BatchBarProps) {
  const { t } = useTranslation();
  const language = getStoredLanguage();
  const batch = useBatchUpdateMenus();
  const [open, setOpen] = useState<Dialogs>(null);
  const [quantity, setQuantity] = useState('');
  const [quantityTouched, setQuantityTouched] = useState(false);
  const displayTitleId = useId();
  const count = ids.length;

  async function run(action: MenuBatchAction) {
    try {
      const envelope = await batch.mutateAsync({ ids, action });
      toast(language === 'en' ? envelope.message : envelope.message_jp, 'success');
      setOpen(null);
      onDone();
    } catch {
      // Toasted by the query client; the dialog stays open to try again.
    }
  }

  const quantityIssue = stockBatchInputIssue(quantity);
  const quantityMessage =
    quantityTouched && quantityIssue
      ? language === 'en'
        ? formatMessage(quantityIssue).en
        : formatMessage(quantityIssue).jp
      : undefined;

  return (
    <Paper
      variant="outlined"
      data-testid="menu-batch-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
        px: 2,
        py: 1,
        mb: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Typography sx={{ fontWeight: 700, mr: 1 }} data-testid="menu-batch-count">
        {t('food-menu.batch.selected', { count })}
      </Typography>
      <Button
        color="error"
        startIcon={<DeleteOutlinedIcon />}
        onClick={() => setOpen('delete')}
        data-testid="menu-batch-delete"
      >
        {t('food-menu.batch.delete')}
      </Button>
      <Button
        startIcon={<InventoryOutlinedIcon />}
        onClick={() => {
          setQuantity('');
          setQuantityTouched(false);
          setOpen('stock');
        }}
        data-testid="menu-batch-stock"
      >
        {t('food-menu.batch.stock')}
      </Button>
      <Button
        startIcon={<VisibilityOutlinedIcon />}
        onClick={() => setOpen('display')}
        data-testid="menu-batch-display-hide"
      >
        {t('food-menu.batch.displayHide')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button onClick={onDone} data-testid="menu-batch-clear">
        {t('food-menu.batch.clear')}
      </Button>

      <ConfirmDialog
        open={open === 'delete'}
        title={t('food-menu.batch.deleteTitle')}
        description={t('food-menu.batch.deleteDetail', { count })}
        confirmLabel={t('food-menu.batch.delete')}
        destructive
        loading={batch.isPending}
        onConfirm={() => void run({ kind: 'delete' })}
        onCancel={() => setOpen(null)}
        testId="menu-batch-delete-confirm"
      />

      {open === 'stock' && (
        <FormModal
          open
          title={t('food-menu.batch.stockTitle')}
          onClose={() => setOpen(null)}
          onSubmit={() => void run({ kind: 'stock_quantity', stock_quantity: parseSigned(quantity) ?? 0 })}
          submitDisabled={quantityIssue !== null}
          submitting={batch.isPending}
          submitLabel={t('food-menu.batch.apply')}
          maxWidth="xs"
          testId="menu-batch-stock-dialog"
        >
          <DialogContentText sx={{ mb: 2 }}>{t('food-menu.batch.stockDetail', { count })}</DialogContentText>
          <NumberField
            kind="neg_number"
            autoFocus
            label={t('food-menu.batch.stockField')}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              setQuantityTouched(true);
            }}
            onBlur={() => setQuantityTouched(true)}
            required
            error={Boolean(quantityMessage)}
            helperText={quantityMessage ?? t('food-menu.batch.stockHint')}
            fullWidth
            testId="menu-batch-stock-input"
          />
        </FormModal>
      )}

      <Dialog
        open={open === 'display'}
        onClose={() => setOpen(null)}
        aria-labelledby={displayTitleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={displayTitleId}>{t('food-menu.batch.displayTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('food-menu.batch.displayDetail', { count })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(null)} disabled={batch.isPending}>
            {t('common.cancel')}
          </Button>
          {displayChoices.map(({ status, action, variant }) => (
            <Button
              key={status}
              variant={variant}
              onClick={() => void run({ kind: 'status', status })}
              disabled={batch.isPending}
              data-testid={`menu-batch-${action}`}
            >
              {t(`food-menu.batch.${action}`)}
            </Button>
          ))}
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
