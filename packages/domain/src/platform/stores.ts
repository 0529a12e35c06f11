// Stores (spec 1 §3 "Store master" and "Store", §5 "Store", §7 restaurant/store): the wire
// contracts the /store screen's Add/Edit Store modal resolves with and the server validates, and
// the geocoder's answer.
import { z } from 'zod';
import { companyCodes } from '../restaurant.ts';
import { digitsToNumber, id, integer, maxInt4, text } from '../zod-blocks.ts';

export const storeLimits = {
  name: 100,
  instoreCode: 50,
  placeid: 300,
  address: 200,
  deliveryAreas: 200,
  geocodeQuery: 200,
} as const;

/** placeid of a place set by hand (a map pin): spec 1 §5 still requires a placeid. */
export const manualPlaceId = 'manual';

/** A store code: a positive whole number (sent as a number or digits, as the form's number field does). */
export const codeStoreSchema = z.preprocess(digitsToNumber, integer(1, maxInt4));

export const companyCodeSchema = z.preprocess(
  digitsToNumber,
  z.union([z.literal(companyCodes[0]), z.literal(companyCodes[1]), z.literal(companyCodes[2])]),
);

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** A Japanese postal code: 7 digits, with or without the hyphen; answered as 123-4567. */
export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{3}-?\d{4}$/, { error: 'STORE_INVALID' })
  .transform((value) => (value.includes('-') ? value : `${value.slice(0, 3)}-${value.slice(3)}`));

export const deliveryAreaSchema = z.object({
  address1: text(storeLimits.address, { min: 1 }),
  address2: text(storeLimits.address).nullish(),
  address3: text(storeLimits.address).nullish(),
  address4: text(storeLimits.address).nullish(),
  postal_code: postalCodeSchema,
});
export type DeliveryAreaInput = z.output<typeof deliveryAreaSchema>;

const storeFields = {
  store_name: text(storeLimits.name, { min: 1 }),
  code_store: codeStoreSchema,
  instore_code: text(storeLimits.instoreCode).nullish(),
  code_company: companyCodeSchema,
  latitude,
  longitude,
  placeid: text(storeLimits.placeid, { min: 1 }),
  delivery_area_list: z.array(deliveryAreaSchema).max(storeLimits.deliveryAreas),
};

/** POST restaurant/store: spec 1 §5 requires name, code, latitude, longitude and placeid. */
export const createStoreSchema = z.object({
  ...storeFields,
  instore_code: storeFields.instore_code.optional(),
  delivery_area_list: storeFields.delivery_area_list.optional(),
});
export type CreateStoreInput = z.output<typeof createStoreSchema>;

/** PUT restaurant/store: the store's id and the fields to change (a given list replaces the areas). */
export const updateStoreSchema = z.object({
  id_store: id,
  store_name: storeFields.store_name.optional(),
  code_store: storeFields.code_store.optional(),
  instore_code: storeFields.instore_code.optional(),
  code_company: storeFields.code_company.optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  placeid: storeFields.placeid.optional(),
  delivery_area_list: storeFields.delivery_area_list.optional(),
});
export type UpdateStoreInput = z.output<typeof updateStoreSchema>;

/** DELETE restaurant/store (body, as the spec's DELETE helper sends it). */
export const deleteStoreSchema = z.object({ id_store: id });

export const codeStoreParamsSchema = z.object({ codeStore: codeStoreSchema });

export const geocodeQuerySchema = z.object({ q: text(storeLimits.geocodeQuery, { min: 1 }) });

export interface DeliveryArea {
  id_delivery_area: number;
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  postal_code: string;
}

export interface Store {
  id_store: number;
  store_name: string;
  code_store: number;
  /** The store master's name for code_store (spec 1 §3). */
  store_code: number;
  instore_code: string;
  code_company: number;
  latitude: number | null;
  longitude: number | null;
  placeid: string | null;
  delivery_area_list: DeliveryArea[];
  /** Live restaurants in the store. */
  restaurant_count: number;
}

/** One place the geocoder found. */
export interface GeocodedPlace {
  label: string;
  latitude: number;
  longitude: number;
  /** `<provider>:<the provider's id>`, so a stored placeid says where the place came from. */
  placeid: string;
}

export type GeocoderProvider = 'nominatim' | 'google';

/**
 * GET restaurant/geocode/settings: what the Add/Edit Store address picker has on this server — the
 * geocoder (null: none, a typed address and a map pin) and the map's tiles.
 */
export interface AddressPickerSettings {
  provider: GeocoderProvider | null;
  /** A Leaflet tile URL template ({z}/{x}/{y}), or null: no tiles, the pin on a grey map. */
  tile_url: string | null;
  tile_attribution: string;
}
