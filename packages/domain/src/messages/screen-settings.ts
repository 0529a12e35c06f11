// Server messages of restaurant-wide (platform) banners, order-terminal and signage settings, and
// app uploads (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const screenSettingsMessages = {
  PLATFORM_BANNER_RESTAURANT_NOT_FOUND: {
    en: 'The selected restaurant was not found',
    jp: '選択したレストランが見つかりません',
  },
  PLATFORM_BANNER_MASTER_CONFLICT: {
    en: 'A master banner belongs to no restaurant: clear the restaurant or is_master',
    jp: 'マスターバナーは特定のレストランに紐付けできません。レストランか is_master を外してください',
  },
  /** Spec 1 §5 "Terminal colour: six hex digits, error 'Invalid Color'". */
  TERMINAL_COLOR_INVALID: { en: 'Invalid Color', jp: '無効な色です' },
  TERMINAL_SETTING_SAVED: {
    en: 'Successfully saved order terminal settings',
    jp: '注文端末の設定を保存しました',
  },
  SIGNAGE_SETTING_SAVED: {
    en: 'Successfully saved signage settings',
    jp: 'サイネージの設定を保存しました',
  },
} as const satisfies Record<string, BilingualText>;
