// The print list (spec 3 §2.3 'Print-list modal, A4 portrait'): the orders /home lists for its date,
// one row each with the lines of this browser's slip categories (spec 3 §5; the domain's
// printListRows, the same lines and names as the slips), printed through the browser on A4
// portrait paper. A free order has no total. Loaded when first opened (print-list-button.tsx).
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type PrintListOrder, printListRows } from '@noren/domain/printing/print-list';
import { yen } from '@noren/domain/printing/slip-filter';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { readSlipCategories, slipChoice } from '../slip-choice.ts';
import { browserPrint, PrintSheet, printViewClass } from './print-sheet.tsx';

const columns = ['orderNumber', 'time', 'method', 'items', 'count', 'total', 'note'] as const;

export interface PrintListModalProps {
  /** The service date 'YYYY-MM-DD' of the listed orders. */
  date: string;
  /** The listed orders; null while they load. */
  orders: readonly PrintListOrder[] | null;
  onClose: () => void;
}

export function PrintListModal({ date, orders, onClose }: PrintListModalProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => (orders ? printListRows(orders, slipChoice(readSlipCategories())) : null), [orders]);
  const title = t('printer.printList.title', { date });
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth="lg"
      fullWidth
      className={printViewClass}
      data-testid="print-list-modal"
      aria-label={title}
    >
      <PrintSheet page="A4 portrait" />
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {rows === null ? (
          <CircularProgress aria-label={t('printer.preview.loading')} />
        ) : rows.length === 0 ? (
          <Alert severity="info" data-testid="print-list-empty">
            {t('printer.printList.empty')}
          </Alert>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="print-list-table" sx={{ '& td, & th': { px: 1, verticalAlign: 'top' } }}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {t(`printer.printList.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id_food_order} data-testid="print-list-row">
                    <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{row.order_number}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.time}</TableCell>
                    <TableCell>{row.method || t('printer.printList.callNumber')}</TableCell>
                    <TableCell>
                      {row.items.map((item) => (
                        <div key={item}>{item}</div>
                      ))}
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid="print-list-total">
                      {row.total === null ? '' : yen(row.total)}
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{row.note}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('printer.printList.count', { count: rows.length })}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions data-print-hide>
        <Button onClick={onClose} data-testid="print-list-close">
          {t('printer.preview.close')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={!rows || rows.length === 0}
          onClick={() => browserPrint(() => toast(t('printer.printedFailed'), 'error'))}
          data-testid="print-list-print"
        >
          {t('printer.preview.print')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
