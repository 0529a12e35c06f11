// Receiving Method (/receiving-method, spec 3 §2.5): the restaurant's methods with image, type,
// tax, service fee and wait time, an active switch saved at once, edit, delete with confirmation,
// and the large Add/Edit modal.
import AddIcon from '@mui/icons-material/Add';
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { StatusSwitch } from '../../components/status-switch.tsx';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { toast } from '../../lib/toast.ts';
import { useReceivingMethodMaster } from '../../resources/receiving-method-master.ts';
import { useReceivingMethods } from '../../resources/receiving-methods.ts';
import { useDeleteReceivingMethod } from './api/delete-receiving-method.ts';
import { useUpdateReceivingMethodStatus } from './api/update-receiving-method-status.ts';
import { ReceivingMethodFormModal } from './receiving-method-form-modal.tsx';

export function ReceivingMethodPage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  // Receiving methods belong to a restaurant; the router shows this screen only to its users.
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return (
    <ReceivingMethodScreen idRestaurant={idRestaurant} codeCompany={user?.restaurant_detail?.code_company ?? null} />
  );
}

/** Column titles stay on one line (サービス料, 待ち時間 broke in two beside the sort arrow). */
const NoWrap = ({ children }: { children: string }) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {children}
  </Box>
);

const percent = (value: number) => Number(value.toFixed(2)).toString();

function ReceivingMethodScreen({ idRestaurant, codeCompany }: { idRestaurant: number; codeCompany: number | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.receivingMethod'));
  const methods = useReceivingMethods(idRestaurant);
  const master = useReceivingMethodMaster();
  const updateStatus = useUpdateReceivingMethodStatus();
  const remove = useDeleteReceivingMethod();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [form, setForm] = useState<{ open: boolean; method: ReceivingMethod | null; key: number }>({
    open: false,
    method: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<ReceivingMethod | null>(null);

  const openForm = (method: ReceivingMethod | null) =>
    setForm((current) => ({ open: true, method, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const typeName = (method: ReceivingMethod) =>
    t(`receiving-method.types.${method.types}`, { defaultValue: method.types });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast(t('receiving-method.deleted'), 'success');
        setDeleting(null);
      },
    });
  }

  const columns: DataColumn<ReceivingMethod>[] = [
    {
      id: 'image',
      header: <NoWrap>{t('receiving-method.columns.image')}</NoWrap>,
      width: 88,
      cell: (method) =>
        method.method_image_url ? (
          <Box
            component="img"
            src={method.method_image_url}
            alt={method.title}
            sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
          />
        ) : (
          <Box
            role="img"
            aria-label={t('receiving-method.noImage')}
            sx={{
              width: 64,
              height: 48,
              borderRadius: 1,
              bgcolor: 'action.hover',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <ImageNotSupportedOutlinedIcon fontSize="small" color="disabled" />
          </Box>
        ),
    },
    {
      id: 'title',
      header: <NoWrap>{t('receiving-method.columns.title')}</NoWrap>,
      sortValue: (method) => method.title,
      cell: (method) => (
        <Box sx={{ minWidth: 0 }}>
          <Box component="span" sx={{ fontWeight: 600, wordBreak: 'break-word' }} data-testid="method-title-cell">
            {method.title}
          </Box>
          {method.text && (
            <Typography variant="body2" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
              {method.text}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      id: 'type',
      header: <NoWrap>{t('receiving-method.columns.type')}</NoWrap>,
      width: 140,
      sortValue: (method) => method.id_receiving_method,
      cell: (method) => <Chip size="small" label={typeName(method)} data-testid="method-type-cell" />,
    },
    {
      id: 'tax',
      header: <NoWrap>{t('receiving-method.columns.tax')}</NoWrap>,
      width: 90,
      align: 'right',
      sortValue: (method) => method.tax,
      cell: (method) => t('receiving-method.percent', { value: percent(method.tax) }),
    },
    {
      id: 'serviceFee',
      header: <NoWrap>{t('receiving-method.columns.serviceFee')}</NoWrap>,
      width: 130,
      align: 'right',
      sortValue: (method) => method.service_fee,
      cell: (method) => t('receiving-method.percent', { value: percent(method.service_fee) }),
    },
    {
      id: 'waitTime',
      header: <NoWrap>{t('receiving-method.columns.waitTime')}</NoWrap>,
      width: 130,
      align: 'right',
      sortValue: (method) => method.wait_time ?? -1,
      cell: (method) =>
        method.wait_time === null ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('receiving-method.noWaitTime')}
          </Box>
        ) : (
          t('receiving-method.minutes', { value: method.wait_time })
        ),
    },
    {
      id: 'active',
      header: <NoWrap>{t('receiving-method.columns.active')}</NoWrap>,
      width: 90,
      cell: (method) => (
        <StatusSwitch
          checked={method.active}
          onToggle={(active) => updateStatus.mutateAsync({ id: method.id_restaurant_receiving_method, active })}
          label={t('receiving-method.activeSwitch', { name: method.title })}
          testId="method-active-switch"
        />
      ),
    },
    {
      id: 'actions',
      header: <NoWrap>{t('receiving-method.columns.actions')}</NoWrap>,
      width: 112,
      align: 'right',
      cell: (method) => (
        <RowActions
          editLabel={t('receiving-method.edit', { name: method.title })}
          deleteLabel={t('receiving-method.delete', { name: method.title })}
          onEdit={() => openForm(method)}
          onDelete={() => setDeleting(method)}
          editTestId="method-edit"
          deleteTestId="method-delete"
        />
      ),
    },
  ];

  return (
    <Stack spacing={2.5} data-testid="receiving-method-page">
      <PageHeader
        title={t('menu.receivingMethod')}
        intro={t('receiving-method.intro')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm(null)}
            disabled={!master.data}
            data-testid="method-add"
          >
            {t('receiving-method.add')}
          </Button>
        }
      />

      <DataTable
        columns={columns}
        rows={methods.data ?? []}
        getRowId={(method) => method.id_restaurant_receiving_method}
        loading={methods.isPending}
        error={methods.isError ? methods.error : undefined}
        onRetry={() => void methods.refetch()}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        testId="method-table"
      />

      <ReceivingMethodFormModal
        key={form.key}
        open={form.open}
        idRestaurant={idRestaurant}
        codeCompany={codeCompany}
        method={form.method}
        master={master.data ?? []}
        onClose={closeForm}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('receiving-method.deleteTitle')}
        description={deleting ? t('receiving-method.deleteDescription', { name: deleting.title }) : undefined}
        confirmLabel={t('receiving-method.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="method-delete-confirm"
      />
    </Stack>
  );
}
