// Wait Time (/wait-time, spec 3 §2.4): the restaurant's wait times, filterable by receiving method
// (the choice kept in local storage as wait_time_filter), add / edit / delete with confirmation.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WaitTime } from '@noren/domain/wait-times';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type DataColumn, DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { useSession } from '../../lib/auth.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { toast } from '../../lib/toast.ts';
import { useReceivingMethodOptions } from '../../resources/receiving-methods.ts';
import { useWaitTimes } from '../../resources/wait-times.ts';
import { useDeleteWaitTime } from './api/delete-wait-time.ts';
import { MethodLabel, useTypeName } from './method-label.tsx';
import { WaitTimeFormModal } from './wait-time-form-modal.tsx';

export function WaitTimePage() {
  const { data: user } = useSession();
  const idRestaurant = user?.id_restaurant;
  // Wait times belong to a restaurant; the router shows this screen only to its users.
  if (idRestaurant === null || idRestaurant === undefined) return null;
  return <WaitTimeScreen idRestaurant={idRestaurant} />;
}

const allMethods = 'all';

/** The stored filter: a method's id, or null for all methods. */
function readFilter(): number | null {
  const stored = readStorage(storageKeys.waitTimeFilter);
  return stored && /^\d+$/.test(stored) ? Number(stored) : null;
}

function WaitTimeScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.waitTime'));
  const typeName = useTypeName();
  const waitTimes = useWaitTimes(idRestaurant);
  const methods = useReceivingMethodOptions(idRestaurant);
  const remove = useDeleteWaitTime();
  const [storedFilter, setStoredFilter] = useState(readFilter);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [form, setForm] = useState<{ open: boolean; waitTime: WaitTime | null; key: number }>({
    open: false,
    waitTime: null,
    key: 0,
  });
  const [deleting, setDeleting] = useState<WaitTime | null>(null);

  const methodList = methods.data ?? [];
  // A remembered method that no longer exists means "all".
  const filter =
    storedFilter !== null && methodList.some((method) => method.id_restaurant_receiving_method === storedFilter)
      ? storedFilter
      : null;
  const rows = (waitTimes.data ?? []).filter(
    (waitTime) => filter === null || waitTime.id_restaurant_receiving_method === filter,
  );
  const noMethods = methods.isSuccess && methodList.length === 0;

  function chooseFilter(value: string) {
    const next = value === allMethods ? null : Number(value);
    setStoredFilter(next);
    writeStorage(storageKeys.waitTimeFilter, next === null ? allMethods : String(next));
    setPage(0);
  }

  const openForm = (waitTime: WaitTime | null) =>
    setForm((current) => ({ open: true, waitTime, key: current.key + 1 }));
  const closeForm = () => setForm((current) => ({ ...current, open: false }));
  const minutes = (value: number) => t('wait-time.minutes', { value });
  const rowName = (waitTime: WaitTime) =>
    t('wait-time.rowName', { minutes: minutes(waitTime.wait_time), method: waitTime.title });

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting, {
      onSuccess: () => {
        toast(t('wait-time.deleted'), 'success');
        setDeleting(null);
      },
    });
  }

  const columns: DataColumn<WaitTime>[] = [
    { id: 'no', header: t('wait-time.columns.no'), width: 72, cell: (_row, index) => page * pageSize + index + 1 },
    {
      id: 'method',
      header: t('wait-time.columns.method'),
      sortValue: (row) => `${row.id_receiving_method}-${row.title}`,
      cell: (row) => <MethodLabel title={row.title} types={row.types} />,
    },
    {
      id: 'waitTime',
      header: t('wait-time.columns.waitTime'),
      width: 140,
      align: 'right',
      sortValue: (row) => row.wait_time,
      cell: (row) => (
        <Box component="span" sx={{ fontWeight: 600 }} data-testid="wait-time-minutes-cell">
          {minutes(row.wait_time)}
        </Box>
      ),
    },
    {
      id: 'description',
      header: t('wait-time.columns.description'),
      cell: (row) => (
        <Box component="span" sx={{ color: 'text.secondary', wordBreak: 'break-word' }}>
          {row.description}
        </Box>
      ),
    },
    {
      id: 'actions',
      header: t('wait-time.columns.actions'),
      width: 112,
      align: 'right',
      cell: (row) => (
        <RowActions
          editLabel={t('wait-time.edit', { name: rowName(row) })}
          deleteLabel={t('wait-time.delete', { name: rowName(row) })}
          onEdit={() => openForm(row)}
          onDelete={() => setDeleting(row)}
          editTestId="wait-time-edit"
          deleteTestId="wait-time-delete"
        />
      ),
    },
  ];

  return (
    <Stack spacing={2.5} data-testid="wait-time-page">
      <PageHeader
        title={t('menu.waitTime')}
        intro={t('wait-time.intro')}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('wait-time.filter')}
              value={filter === null ? allMethods : String(filter)}
              onChange={(event) => chooseFilter(event.target.value)}
              sx={{ minWidth: 240 }}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'wait-time-filter' } as object } }}
            >
              <MenuItem value={allMethods} data-testid="wait-time-filter-option-all">
                {t('wait-time.all')}
              </MenuItem>
              {methodList.map((method) => (
                <MenuItem
                  key={method.id_restaurant_receiving_method}
                  value={String(method.id_restaurant_receiving_method)}
                  data-testid={`wait-time-filter-option-${method.id_restaurant_receiving_method}`}
                >
                  {method.title} · {typeName(method.types)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => openForm(null)}
              disabled={!methods.isSuccess || noMethods}
              data-testid="wait-time-add"
            >
              {t('wait-time.add')}
            </Button>
          </Box>
        }
      />

      {noMethods && (
        <Alert
          severity="info"
          action={
            <Button component={Link} to="/receiving-method" color="inherit" size="small">
              {t('wait-time.goToMethods')}
            </Button>
          }
        >
          {t('wait-time.noMethods')}
        </Alert>
      )}

      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id_wait_time}
        loading={waitTimes.isPending}
        error={waitTimes.isError ? waitTimes.error : undefined}
        onRetry={() => void waitTimes.refetch()}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(0);
        }}
        testId="wait-time-table"
      />

      <WaitTimeFormModal
        key={form.key}
        open={form.open}
        idRestaurant={idRestaurant}
        methods={methodList}
        waitTime={form.waitTime}
        initialMethod={filter}
        onClose={closeForm}
      />

      <ConfirmDialog
        open={deleting !== null}
        title={t('wait-time.deleteTitle')}
        description={deleting ? t('wait-time.deleteDescription', { name: rowName(deleting) }) : undefined}
        confirmLabel={t('wait-time.deleteConfirm')}
        destructive
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="wait-time-delete-confirm"
      />
    </Stack>
  );
}
