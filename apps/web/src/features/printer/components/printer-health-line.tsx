// The printer health line of /home: the printer slips go to (the Android app's, or the active LAN
// printer), its condition checked every 5 s ('Not printer connected' when paper is out, it is
// offline or does not answer), the slips this device holds still to print, and — when the printer
// is connected — the print icon of the selected order (spec 3 §2.2): a reprint through the queue.
import PrintIcon from '@mui/icons-material/Print';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Order } from '@noren/domain/orders/schemas';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../lib/toast.ts';
import { requestReprint } from '../api/print-queue.ts';
import { autoPrintOn } from '../print-state.ts';
import { usePrintTarget } from '../print-target.ts';
import { claimNow, useAutoPrintWaiting } from '../use-print-device.ts';
import { usePrinterCondition } from '../use-printer-condition.ts';
import { LinkButton } from './link-button.tsx';
import { PrinterConditionChip } from './printer-condition-chip.tsx';

export interface PrinterHealthLineProps {
  /** The selected order: its print icon shows when the printer is connected. */
  order?: Pick<Order, 'id_food_order' | 'order_number'> | null;
}

export function PrinterHealthLine({ order = null }: PrinterHealthLineProps) {
  const { t } = useTranslation();
  const target = usePrintTarget();
  const condition = usePrinterCondition(target);
  const waiting = useAutoPrintWaiting();
  const name = target === null ? null : target.kind === 'android' ? 'Android' : target.printer.name;

  async function print(idFoodOrder: number) {
    try {
      await requestReprint(idFoodOrder);
      toast(t('printer.health.printQueued'), 'info');
      await claimNow();
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <Paper
      variant="outlined"
      data-testid="printer-health"
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 0.75 }}
    >
      <PrintIcon fontSize="small" color={condition === 'ok' ? 'success' : 'disabled'} />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('printer.health.label')}
      </Typography>
      {name === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="printer-health-none">
          {t('printer.health.none')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" data-testid="printer-health-name">
            {name}
          </Typography>
          <PrinterConditionChip condition={condition} testId="printer-health-status" />
          {!autoPrintOn() && <Chip size="small" label={t('printer.health.autoOff')} />}
          {waiting > 0 && (
            <Chip
              size="small"
              color="info"
              label={t('printer.health.waiting', { count: waiting })}
              data-testid="printer-health-waiting"
            />
          )}
        </>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {condition === 'ok' && order && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<PrintIcon />}
          onClick={() => void print(order.id_food_order)}
          data-testid="print-order"
        >
          {t('printer.health.print', { number: order.order_number })}
        </Button>
      )}
      <LinkButton to="/printer" icon={<SettingsIcon />} testId="printer-settings-link">
        {t('printer.health.settings')}
      </LinkButton>
    </Paper>
  );
}

// /home runs auto-print beside its health line: one import for both.
export { useAutoPrint } from '../use-print-device.ts';
