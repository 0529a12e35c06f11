// Receiving Method (/receiving-method, spec 3 §2.5): the restaurant's methods with image, type,
// tax, service fee and wait time, an active switch saved at once, edit, delete with confirmation,
// and the large Add/Edit modal.
import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReceivingMethod } from '@noren/domain/receiving-methods';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../components/data-table.tsx';
import { NoWrap, statusColumn } from '../../components/list-columns.tsx';
import { EditableListScreen } from '../../components/list-screen.tsx';
import { useSession } from '../../lib/auth.ts';
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

const percent = (value: number) => Number(value.toFixed(2)).toString();

function ReceivingMethodScreen({ idRestaurant, codeCompany }: { idRestaurant: number; codeCompany: number | null }) {
  const { t } = useTranslation();
  const methods = useReceivingMethods(idRestaurant);
  const master = useReceivingMethodMaster();
  const updateStatus = useUpdateReceivingMethodStatus();
  const remove = useDeleteReceivingMethod();
  const typeName = (method: ReceivingMethod) =>
    t(`receiving-method.types.${method.types}`, { defaultValue: method.types });

  const percentColumn = (id: string, field: 'tax' | 'service_fee', width: number): DataColumn<ReceivingMethod> => ({
    id,
    header: <NoWrap>{t(`receiving-method.columns.${id}`)}</NoWrap>,
    width,
    align: 'right',
    sortValue: (method) => method[field],
    cell: (method) => t('receiving-method.percent', { value: percent(method[field]) }),
  });

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
        // Room for a title's words on a portrait tablet, where the fixed columns take the rest.
        <Box sx={{ minWidth: 112 }}>
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
    percentColumn('tax', 'tax', 90),
    percentColumn('serviceFee', 'service_fee', 130),
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
    statusColumn({
      id: 'active',
      header: <NoWrap>{t('receiving-method.columns.active')}</NoWrap>,
      width: 90,
      checked: (method) => method.active,
      onToggle: (method, active) => updateStatus.mutateAsync({ id: method.id_restaurant_receiving_method, active }),
      label: (method) => t('receiving-method.activeSwitch', { name: method.title }),
      testId: 'method-active-switch',
    }),
  ];

  return (
    <EditableListScreen
      area="receiving-method"
      testIdPrefix="method"
      testId="receiving-method-page"
      title={t('menu.receivingMethod')}
      intro={t('receiving-method.intro')}
      addDisabled={!master.data}
      query={methods}
      columns={columns}
      getRowId={(method) => method.id_restaurant_receiving_method}
      rowParams={(method) => ({ name: method.title })}
      actionsColumn={{ width: 112, header: (text) => <NoWrap>{text}</NoWrap> }}
      deletion={{ byRow: remove, successText: 'deleted', keepOpenOnFailure: true, description: 'deleteDescription' }}
      modal={(form) => (
        <ReceivingMethodFormModal
          open={form.open}
          idRestaurant={idRestaurant}
          codeCompany={codeCompany}
          method={form.item}
          master={master.data ?? []}
          onClose={form.close}
        />
      )}
    />
  );
}
