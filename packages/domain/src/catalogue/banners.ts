// Food banners (spec 2 §3 "Food banner", §4, §5 "Banner form", §7 "Banners"): the wire contracts
// and the link rule shared by the server and the Add/Edit Food Banner form. A banner links to a
// menu (food), a sub-category (sub_category) or a web page (URL); exactly one link is kept.
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { cleanTextCheck, digitsToNumber, id, isHarmlessFileKey } from '../zod-blocks.ts';

export const promoTypes = ['food', 'sub_category', 'URL'] as const;
export type PromoType = (typeof promoTypes)[number];
export const promoTypeSchema = z.enum(promoTypes);

export const webUrlMaxLength = 2000;
export const bannerFileKeyMaxLength = 300;

/** The link a promo type needs: a catalogue item's id, or a web address. */
export function linkFieldOf(type: PromoType): 'promo_id' | 'web_url' {
  return type === 'URL' ? 'web_url' : 'promo_id';
}

/** An absolute http(s) address with a host and no spaces; anything else (javascript:, ftp:, relative) is refused. */
export function isHttpUrl(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > webUrlMaxLength || /\s/.test(trimmed)) return false;
  if (!/^https?:\/\//i.test(trimmed)) return false;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The link part of a banner as a form or a stored row holds it. */
export interface BannerLink {
  promo_type: PromoType | null;
  promo_id: number | null;
  web_url: string | null;
}

/**
 * Spec 2 §4: changing the banner type clears promo_id and web_url, so a link chosen for one type
 * never survives into another. Choosing the type it already has changes nothing.
 */
export function changePromoType<T extends BannerLink>(value: T, next: PromoType): T {
  if (value.promo_type === next) return value;
  return { ...value, promo_type: next, promo_id: null, web_url: null };
}

/** Keeps only the link the type uses (the other one null) and trims the address. */
export function normalizeBannerLink(link: BannerLink): BannerLink {
  if (link.promo_type === null) return { promo_type: null, promo_id: null, web_url: null };
  if (link.promo_type === 'URL') {
    const url = link.web_url?.trim() ?? '';
    return { promo_type: 'URL', promo_id: null, web_url: url === '' ? null : url };
  }
  return { promo_type: link.promo_type, promo_id: link.promo_id, web_url: null };
}

export type BannerField = 'banner_name' | 'promo_type' | 'promo_id' | 'web_url';
/** REQUIRED_FIELD names the field ({field}); BANNER_URL_INVALID is a link that is no http(s) address. */
export type BannerIssueCode = 'REQUIRED_FIELD' | 'BANNER_URL_INVALID';
export type BannerIssue = RuleIssue<BannerField, BannerIssueCode>;

const requiredIssue = (field: BannerField): BannerIssue => ruleIssue(field, 'REQUIRED_FIELD', { field });

/** Spec 2 §5: type and link are required; a URL link must be a valid http(s) address. */
export function bannerLinkIssues(link: BannerLink): BannerIssue[] {
  if (link.promo_type === null) return [requiredIssue('promo_type')];
  if (link.promo_type === 'URL') {
    const url = link.web_url?.trim() ?? '';
    if (url === '') return [requiredIssue('web_url')];
    return isHttpUrl(url) ? [] : [ruleIssue('web_url', 'BANNER_URL_INVALID')];
  }
  return link.promo_id === null ? [requiredIssue('promo_id')] : [];
}

/** What the Add/Edit Food Banner form holds; banner_name is the uploaded image's file key. */
export interface BannerFormValues extends BannerLink {
  banner_name: string | null;
}

export const emptyBannerForm: BannerFormValues = {
  banner_name: null,
  promo_type: null,
  promo_id: null,
  web_url: null,
};

/**
 * Every problem of the form, by field. The image is required for a new banner; an edited banner
 * starts with its image, and removing it without choosing another leaves nothing to show, so the
 * same rule keeps Save disabled then too.
 */
export function bannerFormIssues(values: BannerFormValues): BannerIssue[] {
  return [...(values.banner_name ? [] : [requiredIssue('banner_name')]), ...bannerLinkIssues(values)];
}

/** Spec 2 §5: Submit is off while the image is missing, while it compresses or uploads, or while saving. */
export function canSubmitBanner(values: BannerFormValues, state: { imageBusy: boolean; saving: boolean }): boolean {
  return !state.imageBusy && !state.saving && bannerFormIssues(values).length === 0;
}

// --- Wire contracts ---------------------------------------------------------------------------

/** A stored file's key as the upload flow answered it: never a URL, an absolute path or a climb. */
export const bannerFileKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(bannerFileKeyMaxLength)
  .check(cleanTextCheck())
  .refine(isHarmlessFileKey, { message: 'INVALID_FILE_KEY' });

/** PostgreSQL integer ids as JSON numbers (zod-blocks' `id`): `[7]` or `true` never names banner 7. */
const idSchema = id;

/** promo_id arrives as a number, as digits from older clients, or empty for "none" (nothing else). */
const promoIdSchema = z.preprocess((value) => (value === '' ? null : digitsToNumber(value)), id.nullable().optional());

const webUrlSchema = z.string().max(webUrlMaxLength).check(cleanTextCheck()).nullable().optional();
const restaurantIdSchema = id.optional();

function addLinkIssues(link: BannerLink, context: z.RefinementCtx): void {
  for (const issue of bannerLinkIssues(link)) {
    context.addIssue({
      code: 'custom',
      path: [issue.field],
      message: issue.code === 'REQUIRED_FIELD' ? 'REQUIRED' : 'INVALID_URL',
    });
  }
}

/** POST restaurant/banner. slide_show is accepted for old clients; a new banner always starts hidden (§4). */
export const createBannerSchema = z
  .object({
    banner_name: bannerFileKeySchema,
    promo_type: promoTypeSchema,
    promo_id: promoIdSchema,
    web_url: webUrlSchema,
    is_active: z.boolean().optional(),
    slide_show: z.boolean().optional(),
    id_restaurant: restaurantIdSchema,
  })
  .superRefine((body, context) =>
    addLinkIssues(
      { promo_type: body.promo_type, promo_id: body.promo_id ?? null, web_url: body.web_url ?? null },
      context,
    ),
  );
export type CreateBannerInput = z.infer<typeof createBannerSchema>;

/**
 * PATCH / PUT restaurant/banner: the banner's id and whatever changes (the full banner from the
 * form, or one switch). The merged result is checked with the same link rule.
 */
export const updateBannerSchema = z.object({
  id_banner: idSchema,
  banner_name: bannerFileKeySchema.optional(),
  promo_type: promoTypeSchema.optional(),
  promo_id: promoIdSchema,
  web_url: webUrlSchema,
  is_active: z.boolean().optional(),
  slide_show: z.boolean().optional(),
  id_restaurant: restaurantIdSchema,
});
export type UpdateBannerInput = z.infer<typeof updateBannerSchema>;

/** DELETE restaurant/banner (the body travels with the request). */
export const deleteBannerSchema = z.object({
  id_banner: idSchema,
  banner_name: z.string().max(bannerFileKeyMaxLength).check(cleanTextCheck()).nullable().optional(),
});
export type DeleteBannerInput = z.infer<typeof deleteBannerSchema>;

/**
 * The link after an update: a changed type starts from a cleared link (the §4 rule, as in the
 * form), then the given promo_id / web_url apply, then only the type's own link is kept.
 */
export function applyBannerLinkUpdate(
  stored: BannerLink & { promo_type: PromoType },
  patch: {
    promo_type?: PromoType | undefined;
    promo_id?: number | null | undefined;
    web_url?: string | null | undefined;
  },
): BannerLink {
  let link: BannerLink = stored;
  if (patch.promo_type !== undefined) link = changePromoType(link, patch.promo_type);
  if (patch.promo_id !== undefined) link = { ...link, promo_id: patch.promo_id };
  if (patch.web_url !== undefined) link = { ...link, web_url: patch.web_url };
  return normalizeBannerLink(link);
}

/** A banner as every answer carries it: the file key, its URL, and the promo item's name. */
export const foodBannerSchema = z.object({
  id_banner: z.number().int(),
  id_restaurant: z.number().int(),
  banner_name: z.string(),
  banner_url: z.string().nullable(),
  promo_type: promoTypeSchema,
  promo_id: z.number().int().nullable(),
  /** The linked menu's or sub-category's name; null for URL banners or a link that no longer exists. */
  promo_name: z.string().nullable(),
  web_url: z.string().nullable(),
  is_active: z.boolean(),
  slide_show: z.boolean(),
  created_date: z.string(),
  update_date: z.string(),
});
export type FoodBanner = z.infer<typeof foodBannerSchema>;
