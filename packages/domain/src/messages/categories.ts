// Server messages of the categories area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const categoriesMessages = {
  CATEGORY_CREATED: { en: 'Successfully created category', jp: 'カテゴリーを作成しました' },
  CATEGORY_UPDATED: { en: 'Successfully updated category', jp: 'カテゴリーを更新しました' },
  CATEGORY_DELETED: { en: 'Successfully deleted category', jp: 'カテゴリーを削除しました' },
  CATEGORY_IN_USE: {
    en: "Can't be deleted: sub-categories or menus use this category",
    jp: '削除できません。このカテゴリーを使用しているサブカテゴリーまたはメニューがあります',
  },
  CATEGORY_CODE_TAKEN: {
    en: 'This category code is already used',
    jp: 'このカテゴリーコードは既に使用されています',
  },
  // Field texts of the category form (spec 2 §5), shown beside the field by the web form.
  CATEGORY_REQUIRED: { en: 'Required', jp: '必須項目です' },
  CATEGORY_DIGITS_ONLY: { en: 'Please enter digits only', jp: '半角数字のみで入力してください' },
  CATEGORY_TOO_LONG: {
    en: 'Please enter at most {max} characters',
    jp: '{max}文字以内で入力してください',
  },
  CATEGORY_INVALID: { en: 'Invalid data', jp: '不正データ' },
} as const satisfies Record<string, BilingualText>;
