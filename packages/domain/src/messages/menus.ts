// Server messages of the menus area (English and Japanese; spec texts verbatim where the spec
// gives them: 'Duplicate JAN Code ' keeps its trailing space, 'Quantity is required!').
import type { BilingualText } from './core.ts';

export const menusMessages = {
  MENU_CREATED: { en: 'Successfully created menu', jp: 'メニューを作成しました' },
  MENU_UPDATED: { en: 'Successfully updated menu', jp: 'メニューを更新しました' },
  MENU_DELETED: { en: 'Successfully deleted menu', jp: 'メニューを削除しました' },
  MENU_COPIED: { en: 'Successfully copied menu', jp: 'メニューをコピーしました' },
  MENU_BATCH_UPDATED: { en: 'Successfully updated {count} menus', jp: '{count}件のメニューを更新しました' },

  MENU_INVALID_NUMBER: {
    en: 'Enter a whole number of 0 or more (up to 9 digits)',
    jp: '0以上の整数（9桁まで）を入力してください',
  },
  MENU_INVALID_SIGNED_NUMBER: {
    en: 'Enter a whole number; a leading minus is allowed (up to 9 digits)',
    jp: '整数を入力してください（先頭のマイナス可、9桁まで）',
  },
  MENU_TEXT_TOO_LONG: { en: 'At most {max} characters', jp: '{max}文字以内で入力してください' },
  MENU_INVALID_DATE: { en: 'Enter a date as YYYY-MM-DD', jp: '日付はYYYY-MM-DDの形式で入力してください' },
  MENU_INVALID_TIME: { en: 'Enter a time as HH:mm', jp: '時間はHH:mmの形式で入力してください' },

  MENU_DISCOUNT_START_DATE_REQUIRED: {
    en: 'Please enter the discount start date',
    jp: '割引開始日を入力してください',
  },
  MENU_DISCOUNT_START_TIME_REQUIRED: {
    en: 'Please enter the discount start time',
    jp: '割引開始時間を入力してください',
  },
  MENU_DISCOUNT_END_DATE_REQUIRED: {
    en: 'Please enter the discount end date',
    jp: '割引終了日を入力してください',
  },
  MENU_DISCOUNT_END_TIME_REQUIRED: {
    en: 'Please enter the discount end time',
    jp: '割引終了時間を入力してください',
  },
  MENU_DISCOUNT_END_BEFORE_START: {
    en: 'The discount must end after it starts',
    jp: '割引終了日時は割引開始日時より後にしてください',
  },
  MENU_DISCOUNT_ABOVE_PRICE: {
    en: 'The discount price must not exceed the price',
    jp: '割引価格は価格以下にしてください',
  },

  MENU_STOCK_REQUIRED: { en: 'Please enter the stock quantity', jp: '在庫数を入力してください' },
  MENU_STANDARD_QTY_MIN: {
    en: 'Standard quantity must be 1 or greater',
    jp: '基準数量は1以上である必要があります',
  },
  MENU_QUOTA_MIN: { en: 'Quantity per order must be 1 or more', jp: '1注文あたりの数量は1以上にしてください' },
  MENU_TAX_INVALID: { en: 'Tax must be 0%, 8% or 10%', jp: '税率は0%、8%、10%のいずれかを選択してください' },

  MENU_DUPLICATE_JAN: { en: 'Duplicate JAN Code ', jp: 'JANコードが重複しています' },
  MENU_OPTION_JAN_REQUIRED: {
    en: 'A JAN code is required when there is an additional cost',
    jp: '追加料金がある場合はJANコードが必要です',
  },

  MENU_QUANTITY_REQUIRED: { en: 'Quantity is required!', jp: '数量は必須です！' },
  MENU_BATCH_ONE_ACTION: {
    en: 'Choose exactly one action: delete, stock quantity or status',
    jp: '削除・在庫数・ステータスのいずれか1つを指定してください',
  },
  MENU_STOCK_AT_ZERO: {
    en: 'The stock is already 0; set a negative stock in the menu form',
    jp: '在庫はすでに0です。マイナスの在庫はメニューの編集画面で設定してください',
  },

  MENU_JANCODE_TAKEN: {
    en: 'This JAN code is already used by another menu',
    jp: 'このJANコードは既に他のメニューで使用されています',
  },
  MENU_CATEGORY_NOT_FOUND: { en: 'The category was not found', jp: 'カテゴリーが見つかりません' },
  MENU_SUB_CATEGORY_NOT_FOUND: { en: 'The sub-category was not found', jp: 'サブカテゴリーが見つかりません' },
  MENU_SUB_CATEGORY_MISMATCH: {
    en: 'The sub-category does not belong to the selected category',
    jp: 'サブカテゴリーが選択したカテゴリーに属していません',
  },
  MENU_RECEIVING_METHOD_NOT_FOUND: {
    en: 'The receiving method was not found',
    jp: '受取方法が見つかりません',
  },
  MENU_RECEIVING_METHOD_DUPLICATE: {
    en: 'The same receiving method is listed twice',
    jp: '同じ受取方法が重複しています',
  },
  MENU_ADDITIONAL_NOT_FOUND: {
    en: 'The add-on was not found in this menu',
    jp: 'このメニューにオプションが見つかりません',
  },
} as const satisfies Record<string, BilingualText>;
