// Texts of the menu CSV rules (spec 2 §5 "CSV import (menus)", §8): every refusal names its row as
// the spreadsheet shows it ('Row N: …' / 'N行目:…'), the not-found form is the spec's
// '{file}: {thing} {code} is not found.'. Placeholders: {row} {column} {max} {jancode} {first}
// {count} {expected} {names} {code} {category} {file} {thing}.
import type { BilingualText } from '../messages/core.ts';
import { type CsvError, csvErrorText } from './csv.ts';

export const menuCsvMessages = {
  BLANK: { en: 'Row {row}: "{column}" is blank', jp: '{row}行目:「{column}」が空欄です' },
  NOT_FLAG: { en: 'Row {row}: "{column}" must be 0 or 1', jp: '{row}行目:「{column}」は0か1で入力してください' },
  NOT_UPDATE_FLAG: {
    en: 'Row {row}: "{column}" must be 1 (new menu) or 2 (update)',
    jp: '{row}行目:「{column}」は1（新規）か2（更新）で入力してください',
  },
  NOT_UNSIGNED: {
    en: 'Row {row}: "{column}" must be a whole number of 0 or more (up to 9 digits)',
    jp: '{row}行目:「{column}」は0以上の整数（9桁まで）で入力してください',
  },
  NOT_SIGNED: {
    en: 'Row {row}: "{column}" must be a whole number; a leading minus is allowed (up to 9 digits)',
    jp: '{row}行目:「{column}」は整数（先頭のマイナス可、9桁まで）で入力してください',
  },
  NOT_TAX: { en: 'Row {row}: "{column}" must be 0, 8 or 10', jp: '{row}行目:「{column}」は0、8、10のいずれかです' },
  NOT_DATE: {
    en: 'Row {row}: "{column}" must be a date as YYYY-MM-DD',
    jp: '{row}行目:「{column}」はYYYY-MM-DDの形式で入力してください',
  },
  NOT_TIME: {
    en: 'Row {row}: "{column}" must be a time as HH:mm:ss',
    jp: '{row}行目:「{column}」はHH:mm:ssの形式で入力してください',
  },
  NOT_DIGITS: {
    en: 'Row {row}: "{column}" must be digits only',
    jp: '{row}行目:「{column}」は半角数字のみで入力してください',
  },
  TOO_LONG: {
    en: 'Row {row}: "{column}" is longer than {max} characters',
    jp: '{row}行目:「{column}」は{max}文字以内で入力してください',
  },
  DISCOUNT_ABOVE_PRICE: {
    en: 'Row {row}: "{column}" must not be above the price',
    jp: '{row}行目:「{column}」は価格以下にしてください',
  },
  DISCOUNT_END_BEFORE_START: {
    en: 'Row {row}: the discount must end after it starts',
    jp: '{row}行目:割引終了日時は割引開始日時より後にしてください',
  },
  QUANTITY_MIN: { en: 'Row {row}: "{column}" must be 1 or greater', jp: '{row}行目:「{column}」は1以上にしてください' },
  DUPLICATE_JAN: {
    en: 'Row {row}: JAN code {jancode} is repeated in the file (also row {first})',
    jp: '{row}行目:JANコード {jancode} がファイル内で重複しています（{first}行目と同じ）',
  },
  OPTION_COUNT: {
    en: 'Row {row}: "{column}" has {count} values but "{names}" has {expected}',
    jp: '{row}行目:「{column}」の値が{count}個ですが、「{names}」は{expected}個です',
  },
  TOO_MANY_CELLS: {
    en: 'Row {row}: the row has {count} cells but the header has {expected}',
    jp: '{row}行目:セルが{count}個ありますが、ヘッダー行は{expected}列です',
  },
  MENU_EXISTS: {
    en: 'Row {row}: menu {jancode} already exists (update_flag 1 adds a new menu; 2 updates it)',
    jp: '{row}行目:メニュー {jancode} は既に存在します（update_flagは1が新規、2が更新です）',
  },
  SUB_NOT_IN_CATEGORY: {
    en: 'Row {row}: sub category {code} is not in category {category}',
    jp: '{row}行目:サブカテゴリ {code} はカテゴリ {category} に属していません',
  },
  NOT_FOUND: { en: '{file}: {thing} {code} is not found.', jp: '{file}: {thing} {code} が見つかりません。' },
  HEADER_MISSING: { en: 'Row 1: column "{column}" is missing', jp: '1行目:「{column}」列がありません' },
  HEADER_UNKNOWN: {
    en: 'Row 1: "{column}" is not a column of the menu CSV',
    jp: '1行目:「{column}」はメニューCSVの列ではありません',
  },
  HEADER_REPEATED: { en: 'Row 1: column "{column}" appears twice', jp: '1行目:「{column}」列が2回あります' },
  NO_ROWS: { en: 'The file has no menu rows', jp: 'ファイルにメニューの行がありません' },
  TOO_MANY_ROWS: {
    en: 'The file has more than {max} menu rows',
    jp: 'ファイルのメニュー行が{max}行を超えています',
  },
  NOT_SHIFT_JIS: {
    en: 'Menu {jancode} "{name}" has characters that Shift_JIS cannot hold ({chars}). Download the CSV as UTF-8.',
    jp: 'メニュー {jancode}「{name}」にShift_JISで保存できない文字（{chars}）があります。UTF-8でダウンロードしてください。',
  },
  MODIFIED: { en: '{count} rows of food menu have been modified.', jp: '{count}件のメニューを更新しました。' },
} as const satisfies Record<string, BilingualText>;

export type MenuCsvMessageCode = keyof typeof menuCsvMessages;

/** What a not-found code is, in both languages ('{file}: {thing} {code} is not found.'). */
export const notFoundThings = {
  category: { en: 'category', jp: 'カテゴリ' },
  sub_category: { en: 'sub category', jp: 'サブカテゴリ' },
  menu: { en: 'menu', jp: 'メニュー' },
  image: { en: 'image', jp: '画像' },
  receiving_method: { en: 'receiving method', jp: '受取方法' },
} as const satisfies Record<string, BilingualText>;
export type NotFoundThing = keyof typeof notFoundThings;

/** One refused row (row 0: the file as a whole), its text complete and ready to list. */
export interface MenuCsvRefusal {
  row: number;
  column: string | null;
  message: string;
  message_jp: string;
}

const fill = (template: string, params: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));

/** A refusal with its text. */
export function menuCsvRefusal(
  code: MenuCsvMessageCode,
  row: number,
  column: string | null,
  params: Readonly<Record<string, string | number>> = {},
): MenuCsvRefusal {
  const text: BilingualText = menuCsvMessages[code];
  const all = { row, column: column ?? '', ...params };
  return { row, column, message: fill(text.en, all), message_jp: fill(text.jp, all) };
}

/** '{file}: {thing} {code} is not found.' (spec 2 §5), naming the row it was met in. */
export function notFoundRefusal(
  file: string,
  thing: NotFoundThing,
  code: string | number,
  row: number,
  column: string | null,
): MenuCsvRefusal {
  const text = menuCsvMessages.NOT_FOUND;
  const name = notFoundThings[thing];
  return {
    row,
    column,
    message: fill(text.en, { file, thing: name.en, code }),
    message_jp: fill(text.jp, { file, thing: name.jp, code }),
  };
}

/** A CSV reading error (csv.ts) as a refusal of the file. */
export function csvErrorRefusal(error: CsvError): MenuCsvRefusal {
  const text = csvErrorText(error);
  return { row: error.row, column: null, message: text.en, message_jp: text.jp };
}

/** The bilingual text of a message with its placeholders. */
export function menuCsvText(
  code: MenuCsvMessageCode,
  params: Readonly<Record<string, string | number>>,
): BilingualText {
  const text: BilingualText = menuCsvMessages[code];
  return { en: fill(text.en, params), jp: fill(text.jp, params) };
}
