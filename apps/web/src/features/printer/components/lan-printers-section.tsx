// The browser-kept printer list (spec 1 §3, §5): name, address, active (one printer active: the
// one slips go to), each printer's condition checked every 5 s, add / edit / delete (confirmed).
import AddIcon from '@mui/icons-material/Add';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useListPage } from '../../../components/list-screen.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { useDeleteConfirmation } from '../../../components/use-delete-confirmation.ts';
import { toast } from '../../../lib/toast.ts';
import { type LanPrinter, readPrinters, watchPrinters, withActive, writePrinters } from '../printer-list.ts';
import { usePrinterCondition } from '../use-printer-condition.ts';
import { PrinterConditionChip } from './printer-condition-chip.tsx';
import { PrinterFormModal } from './printer-form-modal.tsx';
import { PrinterSection } from './section-parts.tsx';

let cachedText = '';
let cachedList: LanPrinter[] = [];
/** The kept list, the same array while it is unchanged (useSyncExternalStore). */
function snapshot(): LanPrinter[] {
  const list = readPrinters();
  const text = JSON.stringify(list);
  if (text !== cachedText) {
    cachedText = text;
    cachedList = list;
  }
  return cachedList;
}

function RowCondition({ printer, index }: { printer: LanPrinter; index: number }) {
  const condition = usePrinterCondition({ kind: 'lan', printer });
  return <PrinterConditionChip condition={condition} testId={`printer-status-${index}`} />;
}

type Row = LanPrinter & { index: number };

export function LanPrintersSection() {
  const { t } = useTranslation();
  const printers = useSyncExternalStore(watchPrinters, snapshot);
  const list = useListPage();
  // Which printer the modal edits: null for none open, -1 for a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const deletion = useDeleteConfirmation<Row, void>({
    remove: async (row) => writePrinters(printers.filter((_, at) => at !== row.index)),
    pending: false,
    successText: () => t('printer.list.deleted'),
    area: 'printer.list',
    description: (row) => t('printer.list.deleteDescription', { name: row.name }),
    testId: 'printer-delete-confirm',
  });

  function save(index: number, fields: Pick<LanPrinter, 'name' | 'address'>) {
    // A first printer is active at once: there is nothing else to print with.
    const next =
      index === -1
        ? [...printers, { ...fields, active: printers.length === 0 }]
        : printers.map((printer, at) => (at === index ? { ...printer, ...fields } : printer));
    writePrinters(next);
    toast(t('printer.list.saved'), 'success');
    setEditing(null);
  }

  const columns: DataColumn<Row>[] = [
    {
      id: 'name',
      header: t('printer.list.name'),
      cell: (row) => <Box sx={{ fontWeight: 700, minWidth: 96, wordBreak: 'break-word' }}>{row.name}</Box>,
    },
    {
      id: 'address',
      header: t('printer.list.address'),
      cell: (row) => <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{row.address}</Box>,
    },
    {
      id: 'active',
      header: t('printer.list.active'),
      width: 72,
      cell: (row) => (
        <Switch
          checked={row.active}
          onChange={(event) => writePrinters(withActive(printers, row.index, event.target.checked))}
          slotProps={{ input: { 'aria-label': t('printer.list.activate', { name: row.name }) } }}
          data-testid={`printer-active-${row.index}`}
        />
      ),
    },
    {
      id: 'status',
      header: t('printer.list.status'),
      cell: (row) => <RowCondition printer={row} index={row.index} />,
    },
    {
      id: 'actions',
      header: t('printer.list.actions'),
      width: 112,
      align: 'right',
      cell: (row) => (
        <RowActions
          editLabel={t('printer.list.edit', { name: row.name })}
          deleteLabel={t('printer.list.delete', { name: row.name })}
          onEdit={() => setEditing(row.index)}
          onDelete={() => deletion.ask(row)}
          editTestId={`printer-edit-${row.index}`}
          deleteTestId={`printer-delete-${row.index}`}
        />
      ),
    },
  ];

  return (
    <PrinterSection
      icon={<PrintIcon color="primary" />}
      title={t('printer.list.title')}
      testId="lan-printers"
      intro={t('printer.list.hint')}
      action={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(-1)} data-testid="printer-add">
          {t('printer.list.add')}
        </Button>
      }
    >
      {printers.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }} data-testid="printer-empty">
          {t('printer.list.empty')}
        </Typography>
      ) : (
        <DataTable
          columns={columns}
          rows={printers.map((printer, index) => ({ ...printer, index }))}
          getRowId={(row) => row.index}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.onPageSizeChange}
          testId="printer-table"
        />
      )}
      {editing !== null && (
        <PrinterFormModal
          printer={printers[editing] ?? null}
          others={printers.filter((_, at) => at !== editing)}
          onSave={(fields) => save(editing, fields)}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog {...deletion.dialog} />
    </PrinterSection>
  );
}
