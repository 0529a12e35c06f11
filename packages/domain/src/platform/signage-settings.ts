// Signage settings (spec 1 §3 "Signage setting", §5 "Signage", §7): per store (code_store), the
// food court's TV board — a vertical banner (an image), the order completion ("call") screen (an
// image or an mp4 video), the ring sound (mp3 audio) and whether the QR code shows. All three files
// are needed to save. Files are checked by their bytes when stored (uploads.ts), so a WAV renamed
// .mp3 never becomes a ring sound.
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { fileExtension, imageUploadExtensions } from '../uploads.ts';
import { cleanTextCheck, isHarmlessFileKey, legacyBoolean } from '../zod-blocks.ts';

export const signageFileFields = ['vertical_banner', 'order_completion_screen', 'ring_sound'] as const;
export type SignageFileField = (typeof signageFileFields)[number];

/** What each file may be, by extension (its bytes are checked against the extension on upload). */
export const signageFileExtensions: Readonly<Record<SignageFileField, readonly string[]>> = {
  vertical_banner: imageUploadExtensions,
  order_completion_screen: [...imageUploadExtensions, 'mp4'],
  ring_sound: ['mp3'],
};

/** Spec 1 §5 recommended sizes (px) of the pictures. */
export const signageImageSizes = {
  vertical_banner: { width: 295, height: 1080 },
  order_completion_screen: { width: 1080, height: 1920 },
} as const;

/** Whether a file name or key is of a kind the field takes (by its extension). */
export function isSignageFileOf(field: SignageFileField, fileName: string): boolean {
  const extension = fileExtension(fileName);
  return extension !== null && signageFileExtensions[field].includes(extension);
}

export type SignageIssue = RuleIssue<SignageFileField, 'REQUIRED_FIELD' | 'INVALID_DATA'>;

/** All three files are needed; each must be of its kind (image; image or video; mp3). */
export function signageIssues(values: Partial<Record<SignageFileField, string | null>>): SignageIssue[] {
  const issues: SignageIssue[] = [];
  for (const field of signageFileFields) {
    const key = values[field]?.trim() ?? '';
    if (key === '') issues.push(ruleIssue(field, 'REQUIRED_FIELD', { field }));
    else if (!isSignageFileOf(field, key)) issues.push(ruleIssue(field, 'INVALID_DATA'));
  }
  return issues;
}

const fileKey = z
  .string()
  .trim()
  .max(300)
  .check(cleanTextCheck())
  .refine(isHarmlessFileKey, { message: 'INVALID_FILE_KEY' });
/** Required by `signageIssues` (so a missing file is REQUIRED_FIELD naming it, whatever was sent). */
const file = z.preprocess((value) => (value === '' ? null : value), fileKey.nullable().optional());

/** POST / PUT restaurant/signage-setting/{code_store}: the whole setting (all three files). */
export const saveSignageSettingSchema = z.object({
  vertical_banner: file,
  order_completion_screen: file,
  ring_sound: file,
  is_show_qr: legacyBoolean.optional(),
  /** The TV board speaks each called number, Japanese then English (issue 11). */
  is_speak_numbers: legacyBoolean.optional(),
});
export type SaveSignageSettingInput = z.infer<typeof saveSignageSettingSchema>;

export const signageSettingSchema = z.object({
  id: z.number().int(),
  code_store: z.number().int(),
  vertical_banner: z.string(),
  order_completion_screen: z.string(),
  ring_sound: z.string(),
  is_show_qr: z.boolean(),
  is_speak_numbers: z.boolean(),
  /** The URLs of the three files, by field. */
  image_and_audio_url: z.object({
    vertical_banner: z.string().nullable(),
    order_completion_screen: z.string().nullable(),
    ring_sound: z.string().nullable(),
  }),
  update_date: z.string(),
});
export type SignageSetting = z.infer<typeof signageSettingSchema>;
