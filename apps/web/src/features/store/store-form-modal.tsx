// Add/Edit Store (spec 1 §2, §3 "Store master", §5 "Store"): name, store code, in-store code,
// company, the place (address search, or a map pin or latitude / longitude typed by hand: placeid
// 'manual') and the delivery areas (address 1–4, postal code). Save is on once store_name, code_store, the
// company, latitude, longitude and placeid are there (storeIssues); a code the server says is taken
// is marked beside the field.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { manualPlaceId, type Store, storeLimits } from '@noren/domain/platform/stores';
import { companyCodes } from '@noren/domain/restaurant';
import { useTranslation } from 'react-i18next';
import { AreaFormModal } from '../../components/form-modal.tsx';
import { textFieldProps } from '../../lib/form-fields.ts';
import { saveHandlers, serverSaved, useDomainForm } from '../../lib/use-domain-form.ts';
import { AddressPicker } from './address-picker.tsx';
import { type StoreBody, useSaveStore } from './api/save-store.ts';
import { StoreMap } from './store-map.tsx';
import {
  coordinatesOfPoint,
  type DeliveryAreaDraft,
  emptyArea,
  parseCoordinate,
  type StoreDraft,
  storeIssues,
} from './store-rules.ts';

function initialValues(store: Store | null): StoreDraft {
  return {
    store_name: store?.store_name ?? '',
    code_store: store ? String(store.code_store) : '',
    instore_code: store?.instore_code ?? '',
    code_company: store ? String(store.code_company) : '',
    latitude: store?.latitude === null || store?.latitude === undefined ? '' : String(store.latitude),
    longitude: store?.longitude === null || store?.longitude === undefined ? '' : String(store.longitude),
    placeid: store?.placeid ?? '',
    delivery_area_list: (store?.delivery_area_list ?? []).map((area) => ({
      address1: area.address1,
      address2: area.address2 ?? '',
      address3: area.address3 ?? '',
      address4: area.address4 ?? '',
      postal_code: area.postal_code,
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function bodyOf(draft: StoreDraft): StoreBody {
  return {
    store_name: draft.store_name.trim(),
    code_store: Number(draft.code_store),
    instore_code: orNull(draft.instore_code),
    code_company: Number(draft.code_company),
    latitude: parseCoordinate(draft.latitude, 90) ?? 0,
    longitude: parseCoordinate(draft.longitude, 180) ?? 0,
    placeid: draft.placeid,
    delivery_area_list: draft.delivery_area_list.map((area) => ({
      address1: area.address1.trim(),
      address2: orNull(area.address2),
      address3: orNull(area.address3),
      address4: orNull(area.address4),
      postal_code: area.postal_code.trim(),
    })),
  };
}

export interface StoreFormModalProps {
  store: Store | null;
  onClose: () => void;
}

const areaFields: readonly (keyof DeliveryAreaDraft)[] = [
  'postal_code',
  'address1',
  'address2',
  'address3',
  'address4',
];

export function StoreFormModal({ store, onClose }: StoreFormModalProps) {
  const { t } = useTranslation();
  const save = useSaveStore();
  const form = useDomainForm<StoreDraft>({
    initial: () => initialValues(store),
    rules: storeIssues,
    saving: save.isPending,
  });
  const values = form.draft;

  function onSubmit() {
    if (!form.attemptSave()) return;
    save.mutate({ id_store: store?.id_store ?? null, body: bodyOf(values) }, saveHandlers(form, onClose, serverSaved));
  }

  /** A coordinate typed by hand: the place is a hand-placed pin now. */
  function setCoordinate(field: 'latitude' | 'longitude', value: string) {
    form.update((draft) => ({ ...draft, [field]: value, placeid: manualPlaceId }), field, 'placeid');
  }

  /** A point clicked or dragged to on the map: a hand-placed pin too. */
  function setPinned(latitude: number, longitude: number) {
    const place = coordinatesOfPoint(latitude, longitude);
    form.update((draft) => ({ ...draft, ...place, placeid: manualPlaceId }), 'latitude', 'longitude', 'placeid');
  }

  function setArea(index: number, field: keyof DeliveryAreaDraft, value: string) {
    form.update(
      (draft) => ({
        ...draft,
        delivery_area_list: draft.delivery_area_list.map((area, at) =>
          at === index ? { ...area, [field]: value } : area,
        ),
      }),
      `delivery_area_list.${index}.${field}`,
    );
  }

  const text = (
    field: 'store_name' | 'code_store' | 'instore_code',
    options: { required?: boolean; maxLength: number; numeric?: boolean; hint?: string },
  ) => (
    <TextField
      label={t(`store.fields.${field}`)}
      {...textFieldProps(form, field, { hint: options.hint })}
      required={options.required}
      fullWidth
      slotProps={{
        htmlInput: {
          'data-testid': `store-${field}`,
          maxLength: options.maxLength,
          ...(options.numeric ? { inputMode: 'numeric' } : {}),
        },
      }}
    />
  );

  return (
    <AreaFormModal
      texts="store"
      editing={Boolean(store)}
      form={form}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={save.isPending}
      submitLabel={t('common.save')}
      maxWidth="md"
      testId="store-form"
      spacing={2.5}
    >
      {text('store_name', { required: true, maxLength: storeLimits.name })}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {text('code_store', { required: true, maxLength: 10, numeric: true, hint: t('store.fields.digitsOnly') })}
        {text('instore_code', { maxLength: storeLimits.instoreCode })}
        <TextField
          select
          label={t('store.fields.code_company')}
          value={values.code_company}
          onChange={(event) => form.set('code_company', event.target.value)}
          onBlur={() => form.touch('code_company')}
          error={Boolean(form.error('code_company'))}
          helperText={form.error('code_company')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'store-code_company' } }}
        >
          {companyCodes.map((code) => (
            <MenuItem key={code} value={String(code)}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('store.place')}
      </Typography>
      <AddressPicker
        onPick={(place) =>
          form.update(
            (draft) => ({
              ...draft,
              latitude: String(place.latitude),
              longitude: String(place.longitude),
              placeid: place.placeid,
            }),
            'latitude',
            'longitude',
            'placeid',
          )
        }
      />
      <StoreMap
        latitude={values.latitude}
        longitude={values.longitude}
        onPlace={(point) => setPinned(point.latitude, point.longitude)}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, gap: 2 }}>
        {(['latitude', 'longitude'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`store.fields.${field}`)}
            value={values[field]}
            onChange={(event) => setCoordinate(field, event.target.value)}
            onBlur={() => form.touch(field)}
            error={Boolean(form.error(field))}
            helperText={form.error(field) ?? t(`store.fields.${field}Hint`)}
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': `store-${field}`, inputMode: 'decimal', maxLength: 20 } }}
          />
        ))}
        <TextField
          label={t('store.fields.placeid')}
          value={values.placeid === manualPlaceId ? t('store.manualPlace') : values.placeid}
          error={Boolean(form.error('placeid'))}
          helperText={form.error('placeid') ?? t('store.fields.placeidHint')}
          required
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'store-placeid' } }}
        />
      </Box>

      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto' }}>
          {t('store.deliveryAreas')}
        </Typography>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={values.delivery_area_list.length >= storeLimits.deliveryAreas}
          onClick={() =>
            form.update((draft) => ({ ...draft, delivery_area_list: [...draft.delivery_area_list, emptyArea()] }))
          }
          data-testid="store-add-area"
        >
          {t('store.addArea')}
        </Button>
      </Box>
      {values.delivery_area_list.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('store.noAreas')}
        </Typography>
      )}
      {values.delivery_area_list.map((area, index) => (
        <Paper
          // biome-ignore lint/suspicious/noArrayIndexKey: areas have no id until saved; their place names them
          key={index}
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 1, alignItems: 'flex-start' }}
          data-testid="store-area"
        >
          <Box
            sx={{
              flex: 1,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              gap: 1.5,
            }}
          >
            {areaFields.map((field) => {
              const path = `delivery_area_list.${index}.${field}`;
              return (
                <TextField
                  key={field}
                  size="small"
                  label={t(`store.fields.${field}`)}
                  value={area[field]}
                  onChange={(event) => setArea(index, field, event.target.value)}
                  onBlur={() => form.touch(path)}
                  error={Boolean(form.error(path))}
                  helperText={form.error(path) ?? (field === 'postal_code' ? t('store.fields.postalHint') : undefined)}
                  required={field === 'address1' || field === 'postal_code'}
                  fullWidth
                  slotProps={{
                    htmlInput: {
                      'data-testid': `store-area-${index}-${field}`,
                      maxLength: field === 'postal_code' ? 8 : storeLimits.address,
                      ...(field === 'postal_code' ? { inputMode: 'numeric' } : {}),
                    },
                  }}
                />
              );
            })}
          </Box>
          <Tooltip title={t('store.removeArea')}>
            <IconButton
              aria-label={t('store.removeAreaOf', { number: index + 1 })}
              onClick={() =>
                form.update((draft) => ({
                  ...draft,
                  delivery_area_list: draft.delivery_area_list.filter((_, at) => at !== index),
                }))
              }
              data-testid={`store-area-${index}-remove`}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Paper>
      ))}
    </AreaFormModal>
  );
}
