// Texts of the category and sub-category imports that the menu CSV's catalogue
// (domain files/menu-csv-messages.ts, reused for the rules both share) does not have. Same shape:
// every text names its row as the spreadsheet shows it.
import type { BilingualText } from '@noren/domain/messages';

export const categoryFileMessages = {
  NOT_STATUS: {
    en: 'Row {row}: "{column}" must be 有効 (active) or 無効 (inactive)',
    jp: '{row}行目:「{column}」は「有効」か「無効」で入力してください',
  },
  NOT_CLEAN: {
    en: 'Row {row}: "{column}" holds characters that cannot be saved (control characters)',
    jp: '{row}行目:「{column}」に保存できない文字（制御文字）が含まれています',
  },
  DUPLICATE_CODE: {
    en: 'Row {row}: code {code} is repeated in the file (also row {first})',
    jp: '{row}行目:コード {code} がファイル内で重複しています（{first}行目と同じ）',
  },
  NUMBER_TOO_LARGE: {
    en: 'Row {row}: "{column}" must be at most {max}',
    jp: '{row}行目:「{column}」は{max}以下で入力してください',
  },
  SHIFT_INCOMPLETE: {
    en: 'Row {row}: "{column}" needs both its start and its end (or neither)',
    jp: '{row}行目:「{column}」は開始と終了の両方を入力してください（または両方を空欄に）',
  },
  SHIFT_START_NOT_BEFORE_END: {
    en: 'Row {row}: "{column}" must start before it ends',
    jp: '{row}行目:「{column}」は開始を終了より前にしてください',
  },
  CATEGORY_MODIFIED: {
    en: '{count} rows of category have been modified.',
    jp: '{count}件のカテゴリーを更新しました。',
  },
  SUB_CATEGORY_MODIFIED: {
    en: '{count} rows of sub category have been modified.',
    jp: '{count}件のサブカテゴリーを更新しました。',
  },
} as const satisfies Record<string, BilingualText>;

/** Texts of the file as a whole. */
export const categoryFileFileMessages = {
  NO_ROWS: { en: 'The file has no data rows', jp: 'ファイルにデータの行がありません' },
  TOO_MANY_ROWS: {
    en: 'The file has more than {max} data rows',
    jp: 'ファイルのデータ行が{max}行を超えています',
  },
} as const satisfies Record<string, BilingualText>;
