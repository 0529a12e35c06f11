// Wait Time (/wait-time, spec 3 §2.4): the restaurant's wait times, filterable by receiving method
// (the choice kept in local storage as wait_time_filter), add / edit / delete with confirmation.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { WaitTime } from '@noren/domain/wait-times';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataColumn } from '../../components/data-table.tsx';
import { FilterSelect } from '../../components/fields/filter-select.tsx';
import { EditableListScreen, useListPage } from '../../components/list-screen.tsx';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage.ts';
import { useReceivingMethodOptions } from '../../resources/receiving-methods.ts';
import { restaurantScreen } from '../../resources/restaurant.ts';
import { useWaitTimes } from '../../resources/wait-times.ts';
import { useDeleteWaitTime } from './api/delete-wait-time.ts';
import { MethodLabel, useTypeName } from './method-label.tsx';
import { WaitTimeFormModal } from './wait-time-form-modal.tsx';

export const WaitTimePage = restaurantScreen(WaitTimeScreen);

const allMethods = 'all';

/** The stored filter: a method's id, or null for all methods. */
function readFilter(): number | null {
  const stored = readStorage(storageKeys.waitTimeFilter);
  return stored && /^\d+$/.test(stored) ? Number(stored) : null;
}

function WaitTimeScreen({ idRestaurant }: { idRestaurant: number }) {
  const { t } = useTranslation();
  const typeName = useTypeName();
  const waitTimes = useWaitTimes(idRestaurant);
  const methods = useReceivingMethodOptions(idRestaurant);
  const remove = useDeleteWaitTime();
  const [storedFilter, setStoredFilter] = useState(readFilter);
  const list = useListPage();
  const minutes = (value: number) => t('wait-time.minutes', { value });
  const rowName = (waitTime: WaitTime) =>
    t('wait-time.rowName', { minutes: minutes(waitTime.wait_time), method: waitTime.title });

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
    list.setPage(0);
  }

  const columns: DataColumn<WaitTime>[] = [
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
  ];

  return (
    <EditableListScreen
      area="wait-time"
      title={t('menu.waitTime')}
      intro={t('wait-time.intro')}
      headerTools={
        <FilterSelect
          label={t('wait-time.filter')}
          all={{ value: allMethods, label: t('wait-time.all') }}
          value={filter === null ? allMethods : String(filter)}
          onChange={chooseFilter}
          minWidth={240}
          testId="wait-time-filter"
          options={methodList.map((method) => ({
            value: method.id_restaurant_receiving_method,
            label: `${method.title} · ${typeName(method.types)}`,
          }))}
        />
      }
      addDisabled={!methods.isSuccess || noMethods}
      beforeTable={
        noMethods && (
          <Alert
            severity="info"
            action={
              <Button component={Link} to="/receiving-method" color="inherit" size="small">
                {t('wait-time.goToMethods')}
              </Button>
            }
            sx={{ mb: 2.5 }}
          >
            {t('wait-time.noMethods')}
          </Alert>
        )
      }
      query={waitTimes}
      rows={rows}
      list={list}
      numbered
      columns={columns}
      getRowId={(row) => row.id_wait_time}
      rowParams={(row) => ({ name: rowName(row) })}
      actionsColumn={{ width: 112 }}
      deletion={{ byRow: remove, successText: 'deleted', keepOpenOnFailure: true, description: 'deleteDescription' }}
      modal={(form) => (
        <WaitTimeFormModal
          open={form.open}
          idRestaurant={idRestaurant}
          methods={methodList}
          waitTime={form.item}
          initialMethod={filter}
          onClose={form.close}
        />
      )}
    />
  );
}
