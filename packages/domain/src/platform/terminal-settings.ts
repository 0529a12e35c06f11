// Order terminal settings (spec 1 §3 "Order terminal setting", §5 "Terminal colour", §7): a
// restaurant's kiosk look — its logo, main colour, header banner, top and closing screens. The
// colour is six hex digits ('#RRGGBB', else 'Invalid Color'); every picture must be an image
// (else 不正データ). Shared by the profile form and the server.
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { cleanTextCheck, isHarmlessFileKey, text } from '../zod-blocks.ts';

export const terminalImageFields = ['restaurant_logo', 'header_banner', 'top_screen', 'closing_screen'] as const;
export type TerminalImageField = (typeof terminalImageFields)[number];

/** Spec 1 §5 recommended sizes (width × height, px), shown beside each picture. */
export const terminalImageSizes: Readonly<Record<TerminalImageField, { width: number; height: number }>> = {
  restaurant_logo: { width: 200, height: 120 },
  header_banner: { width: 1080, height: 300 },
  top_screen: { width: 1080, height: 1920 },
  closing_screen: { width: 1080, height: 1920 },
};

/**
 * The colour as stored: '#' and six upper-case hex digits. A leading '#' may be missing (colour
 * pickers and typed values differ), surrounding spaces are ignored; anything else (three digits,
 * names, alpha) is not a colour the terminal can use: null.
 */
export function normalizeTerminalColor(value: string): string | null {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value.trim());
  return match?.[1] ? `#${match[1].toUpperCase()}` : null;
}

export type TerminalSettingIssue = RuleIssue<'main_color', 'TERMINAL_COLOR_INVALID'>;

/** The colour rule: no colour (terminal default) or a valid one. */
export function terminalColorIssues(mainColor: string | null | undefined): TerminalSettingIssue[] {
  if (mainColor === null || mainColor === undefined || mainColor.trim() === '') return [];
  return normalizeTerminalColor(mainColor) ? [] : [ruleIssue('main_color', 'TERMINAL_COLOR_INVALID')];
}

const fileKey = z
  .string()
  .trim()
  .max(300)
  .check(cleanTextCheck())
  .refine(isHarmlessFileKey, { message: 'INVALID_FILE_KEY' });
/** A picture's file key; null (or '') removes it; absent leaves it as it is. */
const picture = z.preprocess((value) => (value === '' ? null : value), fileKey.nullable().optional());

/**
 * POST / PUT restaurant/order-terminal-setting/{id_restaurant}: both save the given fields
 * (absent = unchanged, null = removed). The colour is checked by `terminalColorIssues`, so its
 * refusal is 'Invalid Color' rather than a generic one.
 */
export const saveTerminalSettingSchema = z.object({
  restaurant_logo: picture,
  main_color: z.preprocess((value) => (value === '' ? null : value), text(20).nullable().optional()),
  header_banner: picture,
  top_screen: picture,
  closing_screen: picture,
});
export type SaveTerminalSettingInput = z.infer<typeof saveTerminalSettingSchema>;

export const terminalSettingSchema = z.object({
  id: z.number().int(),
  id_restaurant: z.number().int(),
  restaurant_logo: z.string().nullable(),
  main_color: z.string().nullable(),
  header_banner: z.string().nullable(),
  top_screen: z.string().nullable(),
  closing_screen: z.string().nullable(),
  /** The URL of each picture, by field (null when none). */
  image_url: z.object({
    restaurant_logo: z.string().nullable(),
    header_banner: z.string().nullable(),
    top_screen: z.string().nullable(),
    closing_screen: z.string().nullable(),
  }),
  update_date: z.string(),
});
export type TerminalSetting = z.infer<typeof terminalSettingSchema>;
