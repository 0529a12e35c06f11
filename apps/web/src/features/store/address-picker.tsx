// The Add/Edit Store modal's address search (spec 1 §5: debounced 200 ms): GET restaurant/geocode
// asks the configured provider (Nominatim or Google Places); a chosen place fills latitude,
// longitude and placeid. With no provider configured (provider null) or the provider failing, the
// search says so and the place is set by hand below it (placeid 'manual'): a pin on the map
// (store-map.tsx) or typed coordinates.
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GeocodedPlace } from '@noren/domain/platform/stores';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api-client.ts';
import { getStoredLanguage } from '../../lib/language.ts';
import { useGeocode } from '../../resources/stores.ts';

/** Spec 1 §9: address autocomplete debounce. */
export const geocodeDebounceMs = 200;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface AddressPickerProps {
  onPick: (place: GeocodedPlace) => void;
}

export function AddressPicker({ onPick }: AddressPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const query = useDebounced(text.trim(), geocodeDebounceMs);
  const search = useGeocode(picked === text ? '' : query);
  const answer = search.data;
  const manual = search.isError || answer?.provider === null;

  return (
    <div data-testid="store-address-picker">
      <TextField
        label={t('store.fields.address')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPicked(null);
        }}
        placeholder={t('store.fields.addressPlaceholder')}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: search.isFetching ? (
              <InputAdornment position="end">
                <CircularProgress size={18} aria-label={t('common.loading')} />
              </InputAdornment>
            ) : undefined,
          },
          htmlInput: { 'data-testid': 'store-address-search', maxLength: 200 },
        }}
      />
      {manual && query !== '' && (
        <Alert severity="info" sx={{ mt: 1 }} data-testid="store-geocoder-manual">
          <div>{search.isError ? errorText(search.error, getStoredLanguage()) : t('store.geocoder.none')}</div>
          <div>{t('store.geocoder.manual')}</div>
        </Alert>
      )}
      {!manual && answer && query !== '' && picked !== text && (
        <Paper variant="outlined" sx={{ mt: 1, maxHeight: 220, overflowY: 'auto' }}>
          {answer.places.length === 0 ? (
            <Typography variant="body2" sx={{ p: 1.5, color: 'text.secondary' }}>
              {t('store.geocoder.noPlaces')}
            </Typography>
          ) : (
            <List dense disablePadding aria-label={t('store.geocoder.results')}>
              {answer.places.map((place) => (
                <ListItemButton
                  key={place.placeid}
                  onClick={() => {
                    onPick(place);
                    setText(place.label);
                    setPicked(place.label);
                  }}
                  data-testid="store-geocoder-place"
                >
                  <ListItemText
                    primary={place.label}
                    secondary={`${place.latitude.toFixed(6)}, ${place.longitude.toFixed(6)}`}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </div>
  );
}
