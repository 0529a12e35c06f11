// Restaurant-wide (platform) banners (spec 1 §3 "Restaurant-wide banner", §5, §7): the superadmin's
// /banner screen. Named apart from a restaurant's food banners (catalogue/banners.ts), with which
// they share the write path restaurant/banner: the server tells them apart by who is signed in.
// Only a URL link is offered; image, type and link are required; changing the type clears
// promo_id and web_url. A banner with no restaurant is a master banner (every restaurant's app
// shows it); one with a restaurant is shown by that restaurant only.
import { z } from 'zod';
import { isHttpUrl, webUrlMaxLength } from '../catalogue/banners.ts';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { cleanTextCheck, digitsToNumber, id, isHarmlessFileKey } from '../zod-blocks.ts';

export const platformPromoTypes = ['url'] as const;
export type PlatformPromoType = (typeof platformPromoTypes)[number];

/** The one type offered; older clients spell it 'URL' like the food banners. */
export const platformPromoTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(platformPromoTypes),
);

export const platformBannerFileKeyMaxLength = 300;

/** The link part of a platform banner as the form or a stored row holds it. */
export interface PlatformBannerLink {
  promo_type: PlatformPromoType | null;
  promo_id: number | null;
  web_url: string | null;
}

/** Spec 1 §5: changing the type clears promo_id and web_url; the same type changes nothing. */
export function changePlatformBannerType<T extends PlatformBannerLink>(value: T, next: PlatformPromoType | null): T {
  if (value.promo_type === next) return value;
  return { ...value, promo_type: next, promo_id: null, web_url: null };
}

/** A URL link keeps only its trimmed address (promo_id has no meaning for it). */
export function normalizePlatformBannerLink(link: PlatformBannerLink): PlatformBannerLink {
  if (link.promo_type === null) return { promo_type: null, promo_id: null, web_url: null };
  const url = link.web_url?.trim() ?? '';
  return { promo_type: link.promo_type, promo_id: null, web_url: url === '' ? null : url };
}

export type PlatformBannerField = 'banner' | 'promo_type' | 'web_url' | 'id_restaurant';
export type PlatformBannerIssueCode = 'REQUIRED_FIELD' | 'BANNER_URL_INVALID' | 'PLATFORM_BANNER_MASTER_CONFLICT';
export type PlatformBannerIssue = RuleIssue<PlatformBannerField, PlatformBannerIssueCode>;

const required = (field: PlatformBannerField): PlatformBannerIssue => ruleIssue(field, 'REQUIRED_FIELD', { field });

/** Type and link are required; the link must be an absolute http(s) address. */
export function platformBannerLinkIssues(link: PlatformBannerLink): PlatformBannerIssue[] {
  if (link.promo_type === null) return [required('promo_type')];
  const url = link.web_url?.trim() ?? '';
  if (url === '') return [required('web_url')];
  return isHttpUrl(url) ? [] : [ruleIssue('web_url', 'BANNER_URL_INVALID')];
}

/** What the Add/Edit banner form holds; `banner` is the uploaded image's file key. */
export interface PlatformBannerFormValues extends PlatformBannerLink {
  banner: string | null;
  id_restaurant: number | null;
  is_master: boolean | null;
}

/**
 * Who shows the banner. No restaurant (null, or 0 from older clients) makes a master banner; a
 * restaurant makes that restaurant's. `is_master`, when sent, must agree: a master banner of one
 * restaurant means nothing, so it is refused rather than guessed.
 */
export function platformBannerScope(input: {
  id_restaurant: number | null;
  is_master: boolean | null;
}): { id_restaurant: number | null; is_master: boolean } | PlatformBannerIssue {
  const restaurant = input.id_restaurant === 0 ? null : input.id_restaurant;
  if (input.is_master === true && restaurant !== null) {
    return ruleIssue('id_restaurant', 'PLATFORM_BANNER_MASTER_CONFLICT');
  }
  if (input.is_master === false && restaurant === null) return required('id_restaurant');
  return { id_restaurant: restaurant, is_master: restaurant === null };
}

/** Every problem of the form (and of a save), most basic first: image, type, link, scope. */
export function platformBannerIssues(values: PlatformBannerFormValues): PlatformBannerIssue[] {
  const issues: PlatformBannerIssue[] = [];
  if (!values.banner?.trim()) issues.push(required('banner'));
  issues.push(...platformBannerLinkIssues(values));
  const scope = platformBannerScope(values);
  if ('code' in scope) issues.push(scope);
  return issues;
}

// --- Wire contracts ---------------------------------------------------------------------------

/** A stored file's key as the upload flow answered it (never a URL, an absolute path or a climb). */
const fileKeySchema = z
  .string()
  .trim()
  .max(platformBannerFileKeyMaxLength)
  .check(cleanTextCheck())
  .refine(isHarmlessFileKey, { message: 'INVALID_FILE_KEY' });

const webUrlSchema = z.string().max(webUrlMaxLength).check(cleanTextCheck()).nullable().optional();
/** A restaurant's id, or none: null, 0 or '' (older clients send 0 for a master banner). */
const restaurantSchema = z.preprocess(
  (value) => (value === '' || value === 0 || value === '0' ? null : digitsToNumber(value)),
  id.nullable().optional(),
);
/** promo_id has no meaning for a URL link: accepted (older clients send it) and dropped. */
const promoIdSchema = z.preprocess((value) => (value === '' ? null : digitsToNumber(value)), id.nullable().optional());

/**
 * POST restaurant/banner as the superadmin. `banner` is the image's file key; `banner_name` is
 * accepted for it too (the food banners' name, and what older clients send). Required fields are
 * checked by `platformBannerIssues` on the merged values, so a missing image names `banner`.
 */
export const createPlatformBannerSchema = z.object({
  banner: fileKeySchema.nullable().optional(),
  banner_name: fileKeySchema.nullable().optional(),
  promo_type: platformPromoTypeSchema.nullable().optional(),
  promo_id: promoIdSchema,
  web_url: webUrlSchema,
  id_restaurant: restaurantSchema,
  is_master: z.boolean().nullable().optional(),
  is_active: z.boolean().optional(),
  slide_show: z.boolean().optional(),
});
export type CreatePlatformBannerInput = z.infer<typeof createPlatformBannerSchema>;

/** PUT restaurant/banner as the superadmin: the banner's id and whatever changes (form or switch). */
export const updatePlatformBannerSchema = createPlatformBannerSchema.extend({ id_banner: id });
export type UpdatePlatformBannerInput = z.infer<typeof updatePlatformBannerSchema>;

/** The file key a body names: `banner`, else `banner_name`. */
export function bannerKeyOf(input: { banner?: string | null; banner_name?: string | null }): string | null {
  const key = input.banner?.trim() || input.banner_name?.trim() || '';
  return key === '' ? null : key;
}

/** A banner as GET restaurant/banner-master and every write answer it. */
export const platformBannerSchema = z.object({
  id_banner: z.number().int(),
  /** The image's file key (also sent as `banner`). */
  banner_name: z.string(),
  banner: z.string(),
  banner_url: z.string().nullable(),
  promo_type: z.enum(platformPromoTypes),
  promo_id: z.null(),
  web_url: z.string(),
  id_restaurant: z.number().int().nullable(),
  restaurant_name: z.string().nullable(),
  is_master: z.boolean(),
  is_active: z.boolean(),
  slide_show: z.boolean(),
  created_date: z.string(),
  update_date: z.string(),
});
export type PlatformBanner = z.infer<typeof platformBannerSchema>;
