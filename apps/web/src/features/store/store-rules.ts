// The Add/Edit Store modal's rules (spec 1 §5 "Store": store_name, code_store, latitude, longitude
// and placeid required), in the domain's issue shape so the form toolkit shows them. The wire
// schema (createStoreSchema) stays the server's check; these say the same thing field by field.
import { postalCodeSchema } from '@noren/domain/platform/stores';
import { type RuleIssue, ruleIssue } from '@noren/domain/rule-issue';
import { maxInt4 } from '@noren/domain/zod-blocks';

export interface DeliveryAreaDraft {
  address1: string;
  address2: string;
  address3: string;
  address4: string;
  postal_code: string;
}

export interface StoreDraft {
  store_name: string;
  code_store: string;
  instore_code: string;
  code_company: string;
  latitude: string;
  longitude: string;
  placeid: string;
  delivery_area_list: DeliveryAreaDraft[];
}

export const emptyArea = (): DeliveryAreaDraft => ({
  address1: '',
  address2: '',
  address3: '',
  address4: '',
  postal_code: '',
});

const blank = (value: string) => value.trim() === '';

/** A coordinate as typed: a decimal number within ±limit, else null. */
export function parseCoordinate(value: string, limit: number): number | null {
  const text = value.trim();
  if (!/^-?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Math.abs(number) <= limit ? number : null;
}

/** Where the store map opens when the store has no coordinates yet: Tokyo Station. */
export const defaultMapCentre = { latitude: 35.681236, longitude: 139.767125 } as const;

/** Decimal places a map pin keeps: 6 is about 0.1 m, finer than a pin can be placed by hand. */
export const pinDecimals = 6;

export interface MapPin {
  latitude: number;
  longitude: number;
}

/** The pin for the coordinates as typed, or null while either is not a valid coordinate. */
export function pinOf(latitude: string, longitude: string): MapPin | null {
  const lat = parseCoordinate(latitude, 90);
  const lng = parseCoordinate(longitude, 180);
  return lat === null || lng === null ? null : { latitude: lat, longitude: lng };
}

const rounded = (value: number) => {
  const text = value.toFixed(pinDecimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
};

/**
 * A point clicked or dragged to on the map as the form's coordinate texts: latitude kept within
 * ±90, longitude brought back into ±180 (a map scrolled past the date line goes on counting), both
 * rounded to pinDecimals without trailing zeros. They pass parseCoordinate.
 */
export function coordinatesOfPoint(latitude: number, longitude: number): { latitude: string; longitude: string } {
  const lat = Math.max(-90, Math.min(90, latitude));
  const lng = longitude >= -180 && longitude <= 180 ? longitude : ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { latitude: rounded(lat), longitude: rounded(lng) };
}

export function storeIssues(draft: StoreDraft): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (blank(draft.store_name)) issues.push(ruleIssue('store_name', 'STORE_REQUIRED'));
  if (blank(draft.code_store)) issues.push(ruleIssue('code_store', 'STORE_REQUIRED'));
  else if (!/^\d+$/.test(draft.code_store.trim()) || Number(draft.code_store) < 1 || Number(draft.code_store) > maxInt4)
    issues.push(ruleIssue('code_store', 'store.errors.codeStore'));
  if (blank(draft.code_company)) issues.push(ruleIssue('code_company', 'STORE_REQUIRED'));
  if (blank(draft.latitude)) issues.push(ruleIssue('latitude', 'STORE_REQUIRED'));
  else if (parseCoordinate(draft.latitude, 90) === null) issues.push(ruleIssue('latitude', 'store.errors.latitude'));
  if (blank(draft.longitude)) issues.push(ruleIssue('longitude', 'STORE_REQUIRED'));
  else if (parseCoordinate(draft.longitude, 180) === null)
    issues.push(ruleIssue('longitude', 'store.errors.longitude'));
  if (blank(draft.placeid)) issues.push(ruleIssue('placeid', 'STORE_REQUIRED'));
  draft.delivery_area_list.forEach((area, index) => {
    const path = `delivery_area_list.${index}`;
    if (blank(area.address1)) issues.push(ruleIssue(`${path}.address1`, 'STORE_REQUIRED'));
    if (blank(area.postal_code)) issues.push(ruleIssue(`${path}.postal_code`, 'STORE_REQUIRED'));
    else if (!postalCodeSchema.safeParse(area.postal_code).success)
      issues.push(ruleIssue(`${path}.postal_code`, 'store.errors.postalCode'));
  });
  return issues;
}
