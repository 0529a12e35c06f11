// The fields of a valid Add Menu body that no menu test varies (name, price, stock, flags, text),
// shared by the menu and file-ownership tests; pure data, no database.
export const ramenMenuFields = () => ({
  food_menu_name: '醤油らーめん',
  food_menu_price: 800,
  food_menu_price_discount: null,
  food_menu_stock_qty: 20,
  standard_qty_check: false,
  quota_per_user: null,
  combined_purchase: false,
  price_link_SG: false,
  tax: 8,
  description: '鶏ガラの醤油スープ',
  slide_show: false,
});
