// Server messages of the sub-categories area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const subCategoriesMessages = {
  SUB_CATEGORY_CREATED: { en: 'Successfully created sub-category', jp: 'サブカテゴリーを作成しました' },
  SUB_CATEGORY_UPDATED: { en: 'Successfully updated sub-category', jp: 'サブカテゴリーを更新しました' },
  SUB_CATEGORY_DELETED: { en: 'Successfully deleted sub-category', jp: 'サブカテゴリーを削除しました' },
  SUB_CATEGORY_IN_USE: {
    en: "Can't be deleted: menus or banners use this sub-category",
    jp: '削除できません。このサブカテゴリーを使用しているメニューまたはバナーがあります',
  },
  SUB_CATEGORY_CODE_TAKEN: {
    en: 'This sub-category code is already used',
    jp: 'このサブカテゴリーコードは既に使用されています',
  },
  // Field texts of the sub-category form (spec 2 §5), shown beside the field by the web form.
  SUB_CATEGORY_REQUIRED: { en: 'Required', jp: '必須項目です' },
  SUB_CATEGORY_NUMBER_ONLY: { en: 'Please enter a number', jp: '半角数字で入力してください' },
  SUB_CATEGORY_NUMBER_TOO_LARGE: {
    en: 'Please enter a number of at most {max}',
    jp: '{max}以下の数字を入力してください',
  },
  SUB_CATEGORY_TOO_LONG: {
    en: 'Please enter at most {max} characters',
    jp: '{max}文字以内で入力してください',
  },
  SUB_CATEGORY_INVALID: { en: 'Invalid data', jp: '不正データ' },
  SUB_CATEGORY_SHIFT_INCOMPLETE: {
    en: 'Enter both the start and the end of the shift',
    jp: 'シフトの開始時刻と終了時刻を両方入力してください',
  },
  SUB_CATEGORY_SHIFT_ORDER: {
    en: 'The start must be before the end',
    jp: '開始時刻は終了時刻より前にしてください',
  },
  SUB_CATEGORY_INVALID_TIME: { en: 'Enter a time as HH:MM', jp: '時刻はHH:MMの形式で入力してください' },
} as const satisfies Record<string, BilingualText>;
