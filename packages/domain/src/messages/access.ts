// Server messages of the access guard (English and Japanese).
import type { BilingualText } from './core.ts';

export const accessMessages = {
  PERMISSION_REQUIRED: {
    en: 'Your account is not allowed to use {screen} ({screen_jp}). Ask the owner to turn it on in Menu Restriction',
    jp: 'このアカウントには「{screen_jp}」（{screen}）の権限がありません。オーナーにメニュー制限で許可を依頼してください',
  },
  SUPERADMIN_REQUIRED: {
    en: 'Only the platform administrator can do this',
    jp: 'この操作はプラットフォーム管理者のみ行えます',
  },
  ROUTE_ACCESS_UNDECLARED: {
    en: 'This call is not available',
    jp: 'この操作は利用できません',
  },
} as const satisfies Record<string, BilingualText>;
