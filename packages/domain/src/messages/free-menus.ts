// Server messages of the free-menus area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const freeMenusMessages = {
  FREE_MENU_CREATED: { en: 'Successfully created free menu', jp: '無料メニューを作成しました' },
  FREE_MENU_UPDATED: { en: 'Successfully updated free menu', jp: '無料メニューを更新しました' },
  FREE_MENU_DELETED: { en: 'Successfully deleted free menu', jp: '無料メニューを削除しました' },
} as const satisfies Record<string, BilingualText>;
