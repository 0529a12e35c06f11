// Server messages of the holidays area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const holidaysMessages = {
  HOLIDAY_SET: { en: 'Set as a holiday', jp: '休業日に設定しました' },
  HOLIDAY_UNSET: { en: 'No longer a holiday', jp: '休業日を解除しました' },
  HOLIDAY_DATE_PAST: {
    en: "A past date can't be changed",
    jp: '過去の日付は変更できません',
  },
} as const satisfies Record<string, BilingualText>;
