// A valid take-out body for restaurant/receiving-method (with two fee tiers up to its free
// threshold), shared by the receiving-method and file-ownership tests; pure data, no database.

/** Two tiers from the minimum order amount (500) to the free threshold − 1 (2999). */
export const tiers = () => [
  { name: '近距離', min_order_fee: 500, max_order_fee: 1499, cost: 300, jancode: '4900000000011' },
  { name: '中距離', min_order_fee: 1500, max_order_fee: 2999, cost: 150, jancode: '4900000000028' },
];

export const takeOutBody = (images: { method_image_name: string; service_image_name: string }) => ({
  id_receiving_method: 1,
  title: 'テイクアウト',
  text: 'お持ち帰り',
  detail: 'カウンターでお受け取りください',
  tax: 8,
  service_fee: 5,
  active: true,
  ...images,
  min_order_fee: 500,
  min_free_order_fee: 3000,
  orderable_distance: 1000,
  order_number_initials: 't',
  service_shipping_fees: tiers(),
});
