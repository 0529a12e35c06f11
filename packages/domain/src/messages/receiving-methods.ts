// Server messages of the receiving-methods area (English and Japanese; spec texts verbatim).
import type { BilingualText } from './core.ts';

export const receivingMethodsMessages = {
  RECEIVING_METHOD_CREATED: { en: 'Successfully created receiving method', jp: '受取方法を作成しました' },
  RECEIVING_METHOD_UPDATED: { en: 'Successfully updated receiving method', jp: '受取方法を更新しました' },
  RECEIVING_METHOD_DELETED: { en: 'Successfully deleted receiving method', jp: '受取方法を削除しました' },
  RECEIVING_METHOD_AMBIGUOUS: {
    en: 'Several receiving methods match id_receiving_method: send id_restaurant_receiving_method',
    jp: 'id_receiving_method に該当する受取方法が複数あります。id_restaurant_receiving_method を指定してください',
  },
  // The fee-tier rules of spec 3 §5 (fee-tiers.ts), shown beside the field by the modal and
  // answered by the server with the field's path.
  FEE_TIER_REQUIRED: { en: 'Required Field', jp: '必須項目です' },
  FEE_TIER_MIN_GREATER_THAN_MAX: {
    en: 'Error value greater than maximum order fee',
    jp: '最大注文金額を超える値です',
  },
  FEE_TIER_FIRST_MIN_NOT_MIN_ORDER_FEE: {
    en: 'The first tier must start at the minimum order amount ({expected})',
    jp: '最初の段階は最低注文金額（{expected}）から始めてください',
  },
  FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE: {
    en: "Must be the previous tier's maximum plus 1 ({expected})",
    jp: '前の段階の最大金額＋1（{expected}）にしてください',
  },
  FEE_TIER_MAX_NOT_BELOW_FREE_THRESHOLD: {
    en: 'Must be below the free threshold ({threshold})',
    jp: '無料になる金額（{threshold}）未満にしてください',
  },
  FEE_TIER_LAST_MAX_NOT_FREE_THRESHOLD_MINUS_ONE: {
    en: 'The last tier must end at the free threshold minus 1 ({expected})',
    jp: '最後の段階は無料になる金額−1（{expected}）で終えてください',
  },
  MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SHIPPING_FEE: {
    en: 'Error min order fee greater than min free shipping fee',
    jp: '最低注文金額が送料無料になる金額を超えています',
  },
  MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SERVICE_FEE: {
    en: 'Error min order fee greater than min free service fee',
    jp: '最低注文金額がサービス料無料になる金額を超えています',
  },
} as const satisfies Record<string, BilingualText>;
