// The Add/Edit Store map pin (issue 9): a Leaflet map on the server's tiles (GET
// restaurant/geocode/settings), opening at the store's coordinates or at Tokyo Station. Typed
// coordinates move the pin; a click on the map or a dragged pin fills latitude and longitude
// (rounded to 6 decimals) as a hand-set place. Leaflet is loaded only when the map shows. Without
// tiles, or when they cannot load, the map is grey and the pin works the same; a map that cannot be
// shown at all leaves the typed coordinates, and saving never waits for it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressPickerSettings } from './api/picker-settings.ts';
import type { PinMap } from './leaflet-pin-map.ts';
import { type MapPin, pinOf } from './store-rules.ts';

export interface StoreMapProps {
  latitude: string;
  longitude: string;
  /** A point clicked or dragged to on the map. */
  onPlace: (point: MapPin) => void;
}

export function StoreMap({ latitude, longitude, onPlace }: StoreMapProps) {
  const { t } = useTranslation();
  const settings = useAddressPickerSettings();
  const element = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<PinMap | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  // The newest handler, without making a new map for each render's new function.
  const placeRef = useRef(onPlace);
  placeRef.current = onPlace;

  const ready = !settings.isPending;
  const tileUrl = settings.data?.tile_url ?? null;
  const attribution = settings.data?.tile_attribution ?? '';
  const pinLabel = t('store.map.pin');

  useEffect(() => {
    const target = element.current;
    if (!ready || !target) return;
    let cancelled = false;
    let created: PinMap | null = null;
    setTilesFailed(false);
    import('./leaflet-pin-map.ts')
      .then(({ createPinMap }) => {
        if (cancelled) return;
        created = createPinMap(target, {
          tileUrl,
          attribution,
          pinLabel,
          onPlace: (point) => placeRef.current(point),
          onTilesFailed: () => setTilesFailed(true),
        });
        setMap(created);
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setMap(null);
    };
  }, [ready, tileUrl, attribution, pinLabel]);

  const pin = pinOf(latitude, longitude);
  const pinLatitude = pin?.latitude;
  const pinLongitude = pin?.longitude;
  useEffect(() => {
    map?.showPin(
      pinLatitude === undefined || pinLongitude === undefined
        ? null
        : { latitude: pinLatitude, longitude: pinLongitude },
    );
  }, [map, pinLatitude, pinLongitude]);

  if (unavailable) {
    return (
      <Alert severity="info" data-testid="store-map-unavailable">
        {t('store.map.unavailable')}
      </Alert>
    );
  }
  return (
    <div>
      <Box
        ref={element}
        role="application"
        aria-label={t('store.map.label')}
        data-testid="store-map"
        data-pin={pin ? `${pin.latitude},${pin.longitude}` : ''}
        sx={{
          height: { xs: 240, sm: 300 },
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          bgcolor: 'grey.200',
          // Leaflet's panes sit above the dialog's own layers otherwise.
          isolation: 'isolate',
        }}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {t(tilesFailed || (ready && !tileUrl) ? 'store.map.noTiles' : 'store.map.hint')}
      </Typography>
    </div>
  );
}
