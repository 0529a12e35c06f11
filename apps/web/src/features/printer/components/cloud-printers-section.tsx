// The restaurant's cloud printers (Star CloudPRNT, Epson Server Direct Print): they fetch their own
// slips from the server with their own token, so slips print with no tablet open. The token is
// shown once, when the printer is added.
import AddIcon from '@mui/icons-material/Add';
import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../../components/data-table.tsx';
import { useListPage } from '../../../components/list-screen.tsx';
import { deleteWith, useDeleteConfirmation } from '../../../components/use-delete-confirmation.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { getStoredLanguage } from '../../../lib/language.ts';
import { useCategoryOptions } from '../../../resources/categories.ts';
import {
  type AddedCloudPrinter,
  type CloudPrinter,
  useCloudPrinters,
  useDeleteCloudPrinter,
} from '../api/cloud-printers.ts';
import { AddCloudPrinterModal, CloudPrinterTokenDialog } from './cloud-printer-modals.tsx';
import { PrinterSection } from './section-parts.tsx';

export function CloudPrintersSection({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const printers = useCloudPrinters();
  const categories = useCategoryOptions(idRestaurant);
  const remove = useDeleteCloudPrinter();
  const list = useListPage();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<AddedCloudPrinter | null>(null);
  const deletion = useDeleteConfirmation<CloudPrinter, unknown>({
    ...deleteWith(remove, (row: CloudPrinter) => row.id_cloud_printer),
    area: 'printer.cloud',
    description: (row) => t('printer.cloud.deleteDescription', { name: row.printer_name }),
    testId: 'cloud-printer-delete-confirm',
  });
  const names = new Map((categories.data ?? []).map((category) => [category.id_food_category, category.category_name]));

  const columns: DataColumn<CloudPrinter>[] = [
    { id: 'name', header: t('printer.cloud.name'), cell: (row) => <strong>{row.printer_name}</strong> },
    { id: 'kind', header: t('printer.cloud.kind'), cell: (row) => t(`printer.cloud.kinds.${row.kind}`) },
    {
      id: 'categories',
      header: t('printer.cloud.categories'),
      cell: (row) =>
        row.list_categories.length === 0
          ? t('printer.cloud.allCategories')
          : row.list_categories
              .map((entry) => (entry === 'free' ? t('printer.categories.free') : (names.get(Number(entry)) ?? entry)))
              .join('、'),
    },
    {
      id: 'seen',
      header: t('printer.cloud.lastSeen'),
      cell: (row) =>
        row.last_seen_at ? formatDateTime(row.last_seen_at, getStoredLanguage()) : t('printer.cloud.never'),
    },
    {
      id: 'actions',
      header: t('printer.list.actions'),
      width: 80,
      align: 'right',
      cell: (row) => (
        <Tooltip title={t('printer.cloud.delete', { name: row.printer_name })}>
          <IconButton
            color="error"
            aria-label={t('printer.cloud.delete', { name: row.printer_name })}
            onClick={() => deletion.ask(row)}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <PrinterSection
      icon={<CloudQueueIcon color="primary" />}
      title={t('printer.cloud.title')}
      testId="cloud-printers"
      intro={t('printer.cloud.intro')}
      action={
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          data-testid="cloud-printer-add"
        >
          {t('printer.cloud.add')}
        </Button>
      }
    >
      {printers.isSuccess && printers.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 1 }}>{t('printer.cloud.empty')}</Typography>
      ) : (
        <DataTable
          columns={columns}
          rows={printers.data ?? []}
          getRowId={(row) => row.id_cloud_printer}
          loading={printers.isPending}
          error={printers.isError ? printers.error : undefined}
          onRetry={() => void printers.refetch()}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.onPageSizeChange}
          testId="cloud-printer-table"
        />
      )}
      {adding && (
        <AddCloudPrinterModal
          categories={categories.data ?? []}
          onClose={() => setAdding(false)}
          onAdded={(printer) => {
            setAdding(false);
            setAdded(printer);
          }}
        />
      )}
      {added && <CloudPrinterTokenDialog printer={added} onClose={() => setAdded(null)} />}
      <ConfirmDialog {...deletion.dialog} />
    </PrinterSection>
  );
}
