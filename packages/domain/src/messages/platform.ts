// Server messages of platform administration: restaurants, stores, restaurant categories, notes
// and questions (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const platformMessages = {
  // Restaurants (spec 1 §3, §5, §7 "Restaurants and stores").
  RESTAURANT_CREATED: { en: 'Successfully created restaurant', jp: 'レストランを作成しました' },
  RESTAURANT_UPDATED: { en: 'Successfully updated restaurant', jp: 'レストランを更新しました' },
  /** Spec 1 §8: 'Success.' after restaurant deletion. */
  RESTAURANT_DELETED: { en: 'Success.', jp: '成功しました。' },
  RESTAURANT_STORE_NOT_FOUND: {
    en: 'This store does not exist for the chosen company',
    jp: '選択した会社にこの店舗は存在しません',
  },
  RESTAURANT_REGISTER_TAKEN: {
    en: 'This register code is already used in the store',
    jp: 'このレジコードは店舗内で既に使用されています',
  },
  RESTAURANT_CATEGORY_NOT_FOUND: {
    en: 'A chosen restaurant category does not exist',
    jp: '選択したレストランカテゴリーが存在しません',
  },
  // Field texts of the restaurant form (spec 1 §5), shown beside the field by the web form.
  RESTAURANT_REQUIRED: { en: 'Required', jp: '必須項目です' },
  RESTAURANT_INVALID: { en: 'Invalid data', jp: '不正データ' },
  RESTAURANT_TOO_LONG: {
    en: 'Please enter at most {max} characters',
    jp: '{max}文字以内で入力してください',
  },
  REGISTRATION_NUMBER_UPDATED: { en: 'Saved the registration number', jp: '登録番号を保存しました' },
  RESTAURANT_KEYWORD_INVALID: {
    en: 'A search keyword cannot contain commas',
    jp: '検索キーワードにカンマは使用できません',
  },

  // Stores.
  STORE_CREATED: { en: 'Successfully created store', jp: '店舗を作成しました' },
  STORE_UPDATED: { en: 'Successfully updated store', jp: '店舗を更新しました' },
  STORE_DELETED: { en: 'Successfully deleted store', jp: '店舗を削除しました' },
  STORE_CODE_TAKEN: { en: 'duplicate store code', jp: '店舗コードが重複しています' },
  STORE_HAS_RESTAURANTS: {
    en: "Can't be deleted: {count} restaurant(s) still belong to this store",
    jp: '削除できません。この店舗にはまだ{count}件のレストランがあります',
  },
  STORE_CODE_IN_USE: {
    en: "The store code can't be changed while restaurants use it",
    jp: 'レストランが使用中のため店舗コードは変更できません',
  },
  STORE_REQUIRED: { en: 'Required', jp: '必須項目です' },
  STORE_INVALID: { en: 'Invalid data', jp: '不正データ' },
  GEOCODER_FAILED: {
    en: 'The address search is unavailable. Please enter the latitude and longitude',
    jp: '住所検索を利用できません。緯度と経度を入力してください',
  },

  // Restaurant categories.
  RESTAURANT_CATEGORY_CREATED: { en: 'Successfully created category', jp: 'カテゴリーを作成しました' },
  RESTAURANT_CATEGORY_UPDATED: { en: 'Successfully updated category', jp: 'カテゴリーを更新しました' },
  RESTAURANT_CATEGORY_DELETED: { en: 'Successfully deleted category', jp: 'カテゴリーを削除しました' },
  RESTAURANT_CATEGORY_IN_USE: {
    en: "Can't be deleted: {count} restaurant(s) use this category",
    jp: '削除できません。このカテゴリーを使用しているレストランが{count}件あります',
  },
  RESTAURANT_CATEGORY_CODE_TAKEN: {
    en: 'This category code is already used',
    jp: 'このカテゴリーコードは既に使用されています',
  },

  // Notes and questions (spec 1 §5; 'Duplicate question' and 'Answer has been duplicated' verbatim).
  NOTES_UPDATED: { en: 'Successfully updated notes and questions', jp: 'お知らせと質問を更新しました' },
  NOTE_REQUIRED: { en: 'Required', jp: '必須項目です' },
  NOTE_QUESTION_DUPLICATED: { en: 'Duplicate question', jp: '質問が重複しています' },
  NOTE_ANSWER_DUPLICATED: { en: 'Answer has been duplicated', jp: '回答が重複しています' },
} as const satisfies Record<string, BilingualText>;
