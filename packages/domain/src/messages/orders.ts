// Server messages of the orders area (English and Japanese; spec texts verbatim: 'Please select
// restaurant wait time', 'メニューのオプションを選択してください', '対象メニューが存在しない',
// '{name} : 在庫がありません。カートから削除してください。').
import type { BilingualText } from './core.ts';

export const ordersMessages = {
  ORDER_CREATED: { en: 'Order created', jp: '注文を作成しました' },
  ORDER_UPDATED: { en: 'Order updated', jp: '注文を更新しました' },
  ORDER_CONFIRMED: { en: 'Order confirmed', jp: '注文を確認しました' },

  ORDER_API_KEY_INVALID: { en: 'Invalid API key', jp: 'APIキーが正しくありません' },
  ORDER_RESTAURANT_INACTIVE: {
    en: 'This restaurant is not taking orders now',
    jp: '現在このレストランは注文を受け付けていません',
  },
  ORDER_TYPE_MISMATCH: {
    en: 'order_restaurant_type must be the restaurant type ({type})',
    jp: 'order_restaurant_type はレストランの種類（{type}）と一致する必要があります',
  },
  ORDER_STAFF_USER_ID: {
    en: 'An order from the dashboard needs a temporary user id starting with "T"',
    jp: 'ダッシュボードからの注文には「T」で始まる仮ユーザーIDが必要です',
  },
  ORDER_CUSTOMER_USER_ID: {
    en: 'A customer user id is required and must not start with "T"',
    jp: 'お客様のユーザーIDは必須で、「T」で始めることはできません',
  },
  ORDER_PRICE_NOT_ACCEPTED: {
    en: 'Prices are set by the restaurant: do not send {field}',
    jp: '価格はレストランが設定します。{field} は送信しないでください',
  },
  ORDER_EMPTY: { en: 'The order has no items', jp: '注文に商品がありません' },
  ORDER_LINES_MIXED: {
    en: 'A call-number order takes only call menus, and a paid order only menus',
    jp: '呼出番号の注文には呼出メニューのみ、通常の注文には通常メニューのみ指定できます',
  },
  ORDER_QUANTITY_INVALID: {
    en: 'The quantity must be a whole number from 1 to {max}',
    jp: '数量は1から{max}までの整数で入力してください',
  },
  ORDER_MENU_NOT_FOUND: { en: 'The menu does not exist', jp: '対象メニューが存在しない' },
  ORDER_MENU_INACTIVE: { en: '{name} is not on sale', jp: '{name} は現在販売していません' },
  ORDER_SUB_CATEGORY_CLOSED: {
    en: '{name} is not sold at this time ({sub_category})',
    jp: '{name} はこの時間帯は販売していません（{sub_category}）',
  },
  ORDER_OPTION_REQUIRED: {
    en: 'Please select the menu options',
    jp: 'メニューのオプションを選択してください',
  },
  ORDER_OPTION_INVALID: {
    en: 'An option that {name} does not have was chosen',
    jp: '{name} に存在しないオプションが選択されています',
  },
  ORDER_OPTION_TOO_MANY: {
    en: 'Choose only one option for {item_name}',
    jp: '{item_name} のオプションは1つだけ選択してください',
  },
  ORDER_QUOTA_EXCEEDED: {
    en: 'At most {max} of {name} per order',
    jp: '{name} は1回の注文につき{max}個までです',
  },
  ORDER_OUT_OF_STOCK: {
    en: 'Some items are out of stock. Please remove them from the cart.',
    jp: '在庫がない商品があります。カートから削除してください。',
  },
  ORDER_OUT_OF_STOCK_ITEM: {
    en: '{name} : Out of stock. Please remove it from the cart.',
    jp: '{name} : 在庫がありません。カートから削除してください。',
  },
  ORDER_RECEIVING_METHOD_REQUIRED: {
    en: 'Please choose a receiving method',
    jp: '受取方法を選択してください',
  },
  ORDER_RECEIVING_METHOD_UNAVAILABLE: {
    en: 'This receiving method is not available',
    jp: 'この受取方法は利用できません',
  },
  ORDER_RECEIVING_METHOD_AMBIGUOUS: {
    en: 'The restaurant has several methods of this type: send id_restaurant_receiving_method',
    jp: 'この種類の受取方法が複数あります。id_restaurant_receiving_method を指定してください',
  },
  ORDER_MIN_ORDER_FEE: {
    en: 'The minimum order amount is {min} yen',
    jp: '最低注文金額は{min}円です',
  },
  ORDER_TIME_FRAME_REQUIRED: {
    en: 'Please choose a delivery time frame',
    jp: '配達時間帯を選択してください',
  },
  ORDER_TIME_FRAME_NOT_FOUND: {
    en: 'The delivery time frame does not exist',
    jp: '配達時間帯が存在しません',
  },
  ORDER_TIME_FRAME_CLOSED: {
    en: 'This delivery time frame no longer takes orders',
    jp: 'この配達時間帯の受付は終了しました',
  },
  ORDER_TIME_FRAME_FULL: {
    en: 'This delivery time frame is full. Please choose another time',
    jp: 'この配達時間帯は満員です。別の時間帯を選択してください',
  },
  ORDER_DELIVERY_ADDRESS_REQUIRED: {
    en: 'Please enter the delivery address ({field})',
    jp: 'お届け先（{field}）を入力してください',
  },
  ORDER_RESERVATION_DATE_PAST: {
    en: 'The reservation date must be today or later',
    jp: '予約日は今日以降の日付を指定してください',
  },
  ORDER_RESERVATION_DATE_TOO_FAR: {
    en: 'Reservations can be made up to {days} days ahead (until {last})',
    jp: '予約は{days}日先（{last}）まで指定できます',
  },
  ORDER_FIELD_NOT_APPLICABLE: {
    en: '{field} does not apply to this order (receiving method or restaurant type): do not send it',
    jp: '{field} はこの注文（受取方法・店舗の種類）では指定できません。送信しないでください',
  },
  ORDER_IDEMPOTENCY_KEY_INVALID: {
    en: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters (no spaces)',
    jp: 'Idempotency-Key ヘッダーは半角の英数字・記号1〜255文字（空白なし）で指定してください',
  },
  ORDER_IDEMPOTENCY_KEY_REUSED: {
    en: 'This Idempotency-Key was already used for a different order: send a new key for a new order',
    jp: 'この Idempotency-Key は別の内容の注文に使用済みです。新しい注文には新しいキーを指定してください',
  },

  ORDER_WAIT_TIME_REQUIRED: {
    en: 'Please select restaurant wait time',
    jp: 'レストランの待ち時間を選択してください',
  },
  ORDER_INVALID_TRANSITION: {
    en: 'This order cannot go from {from} to {to}',
    jp: 'この注文は{from}から{to}に変更できません',
  },
  ORDER_WAIT_TIME_NOT_ALLOWED: {
    en: 'The wait time of this order can no longer be changed',
    jp: 'この注文の待ち時間は変更できません',
  },
} as const satisfies Record<string, BilingualText>;
