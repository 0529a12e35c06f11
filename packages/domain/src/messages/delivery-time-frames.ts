// Server messages of the delivery-times area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const deliveryTimeFramesMessages = {
  // Spec 3 §5: the quota of a frame cannot go below the orders it already received; gives the count.
  DELIVERY_MAX_ORDER_BELOW_COUNT: {
    en: "The maximal order can't be less than the received order in the current time ({count})",
    jp: '最大注文数は、現在の受付済み注文数（{count}件）より少なくできません',
  },
  DELIVERY_TIME_UPDATED: {
    en: 'Successfully updated the maximal order',
    jp: '最大注文数を更新しました',
  },
} as const satisfies Record<string, BilingualText>;
