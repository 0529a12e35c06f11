// Address search for the Store screen (spec 1 §2 "address picker with place autocomplete"): one
// interface, the provider chosen by configuration (NOMINATIM_URL for a Nominatim-compatible
// service, else GOOGLE_PLACES_KEY for Google Places), or none, in which case the screen falls
// back to a typed address and a map pin. Each place's placeid names its provider
// (`nominatim:node/123`, `google:ChIJ…`), so a stored store says where its place came from.
import type { AddressPickerSettings, GeocodedPlace, GeocoderProvider } from '@noren/domain/platform/stores';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

export interface Geocoder {
  provider: GeocoderProvider;
  search(query: string): Promise<GeocodedPlace[]>;
}

const maxResults = 5;
const timeoutMs = 5000;
const userAgent = 'Noren back office (store address search)';

export const geocoderFailed = () => new AppError(502, 'GEOCODER_FAILED', {}, 'q');

async function fetchJson(url: string, init: RequestInit): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw geocoderFailed();
  }
  if (!response.ok) throw geocoderFailed();
  try {
    return await response.json();
  } catch {
    throw geocoderFailed();
  }
}

const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/** Nominatim's /search (jsonv2), as the public service and self-hosted ones answer it. */
export function nominatimGeocoder(baseUrl: string): Geocoder {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    provider: 'nominatim',
    async search(query) {
      const url = `${base}/search?${new URLSearchParams({
        q: query,
        format: 'jsonv2',
        limit: String(maxResults),
        'accept-language': 'ja,en',
      })}`;
      const body = await fetchJson(url, { headers: { 'user-agent': userAgent, accept: 'application/json' } });
      if (!Array.isArray(body)) throw geocoderFailed();
      const places: GeocodedPlace[] = [];
      for (const item of body.slice(0, maxResults) as Record<string, unknown>[]) {
        const latitude = finite(item?.lat);
        const longitude = finite(item?.lon);
        if (latitude === null || longitude === null || typeof item.display_name !== 'string') continue;
        const osmId = item.osm_type && item.osm_id ? `${String(item.osm_type)}/${String(item.osm_id)}` : null;
        places.push({
          label: item.display_name.slice(0, 300),
          latitude,
          longitude,
          placeid: `nominatim:${(osmId ?? String(item.place_id ?? '')).slice(0, 200)}`,
        });
      }
      return places;
    },
  };
}

/** Google Places Text Search (New). `endpoint` is for tests only. */
export function googlePlacesGeocoder(
  apiKey: string,
  endpoint = 'https://places.googleapis.com/v1/places:searchText',
): Geocoder {
  return {
    provider: 'google',
    async search(query) {
      const body = await fetchJson(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': 'places.id,places.displayName,places.formattedAddress,places.location',
        },
        body: JSON.stringify({ textQuery: query, languageCode: 'ja', maxResultCount: maxResults }),
      });
      const list = (body as { places?: unknown } | null)?.places ?? [];
      if (!Array.isArray(list)) throw geocoderFailed();
      const places: GeocodedPlace[] = [];
      for (const item of list.slice(0, maxResults) as Record<string, unknown>[]) {
        const location = (item?.location ?? {}) as Record<string, unknown>;
        const latitude = finite(location.latitude);
        const longitude = finite(location.longitude);
        const name = (item.displayName as { text?: unknown } | undefined)?.text;
        const address = item.formattedAddress;
        const label = [name, address].filter((part): part is string => typeof part === 'string').join(' ');
        if (latitude === null || longitude === null || typeof item.id !== 'string' || label === '') continue;
        places.push({ label: label.slice(0, 300), latitude, longitude, placeid: `google:${item.id.slice(0, 200)}` });
      }
      return places;
    },
  };
}

/** The configured provider, or null when none is (the screen then offers manual entry only). */
export function geocoderFromConfig(config: AppConfig['geocoder']): Geocoder | null {
  if (config.nominatimUrl) return nominatimGeocoder(config.nominatimUrl);
  if (config.googlePlacesKey) return googlePlacesGeocoder(config.googlePlacesKey);
  return null;
}

/** What the address picker offers (GET restaurant/geocode/settings): the provider and the map's tiles. */
export function addressPickerSettings(geocoder: Geocoder | null, map: AppConfig['map']): AddressPickerSettings {
  return { provider: geocoder?.provider ?? null, tile_url: map.tileUrl, tile_attribution: map.tileAttribution };
}
