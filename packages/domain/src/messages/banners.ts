// Server messages of the banners area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const bannersMessages = {
  BANNER_CREATED: { en: 'Successfully created banner', jp: 'バナーを作成しました' },
  BANNER_UPDATED: { en: 'Successfully updated banner', jp: 'バナーを更新しました' },
  BANNER_DELETED: { en: 'Successfully deleted banner', jp: 'バナーを削除しました' },
  BANNER_PROMO_NOT_FOUND: {
    en: 'The selected promo item was not found',
    jp: '選択したプロモ対象が見つかりません',
  },
  BANNER_URL_INVALID: {
    en: 'Please enter a valid URL starting with http:// or https://',
    jp: 'http:// または https:// で始まる正しいURLを入力してください',
  },
} as const satisfies Record<string, BilingualText>;
