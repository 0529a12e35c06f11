// Server messages of the wait-times area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const waitTimesMessages = {
  WAIT_TIME_CREATED: { en: 'Successfully created wait time', jp: '待ち時間を作成しました' },
  WAIT_TIME_UPDATED: { en: 'Successfully updated wait time', jp: '待ち時間を更新しました' },
  WAIT_TIME_DELETED: { en: 'Successfully deleted wait time', jp: '待ち時間を削除しました' },
  WAIT_TIME_DUPLICATE: {
    en: 'This receiving method already has this wait time',
    jp: 'この受取方法には同じ待ち時間が既にあります',
  },
  WAIT_TIME_NOT_OF_METHOD: {
    en: 'This wait time belongs to another receiving method',
    jp: 'この待ち時間は別の受取方法のものです',
  },
  WAIT_TIMES_NOT_FOR_RESERVATION: {
    en: 'Reservation restaurants have no wait times',
    jp: '予約制のレストランには待ち時間を設定できません',
  },
  WAIT_TIME_NOT_A_NUMBER: {
    en: 'Enter the wait time in whole minutes (0 or more)',
    jp: '待ち時間は0以上の整数（分）で入力してください',
  },
} as const satisfies Record<string, BilingualText>;
