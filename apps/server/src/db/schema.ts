// Kysely table types: the shape of every table the server reads and writes.

import type { PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantType } from '@noren/domain/restaurant';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface StoresTable {
  id_store: Generated<number>;
  code_store: number;
  store_name: string;
  code_company: number;
  latitude: number | null;
  longitude: number | null;
  placeid: string | null;
  created_at: Generated<Date>;
}

export interface RestaurantTypeDetail {
  open_reservation?: string | null;
  close_reservation?: string | null;
  delivery_time?: number | null;
  interval_time_frame?: number | null;
  days_time_frame?: number | null;
  max_order?: number | null;
  closing_time?: number | null;
  reservation_days?: number | null;
}

export interface RestaurantsTable {
  id_restaurant: Generated<number>;
  restaurant_name: string;
  description: string;
  detail: string;
  logo_name: string | null;
  banner_name: string | null;
  code_company: number;
  code_store: number;
  code_register: string;
  placeid: string | null;
  lat: number | null;
  long: number | null;
  restaurant_type: RestaurantType;
  restaurant_type_detail: Json<RestaurantTypeDetail>;
  category_list: Json<number[]>;
  search_keyword: string;
  inactive_message: string;
  waiting_text: string;
  status: 'active' | 'inactive';
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RestaurantUsersTable {
  id_restaurant_user: Generated<number>;
  id_restaurant: number | null;
  email: string;
  password_hash: string;
  level: 1 | 2;
  is_superadmin: boolean;
  first_name: string;
  last_name: string;
  access_permission: Json<PermissionEntry[]>;
  status_active: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id_session: Generated<string>;
  token_hash: string;
  id_restaurant_user: number;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Date | null;
  user_agent: string | null;
}

export interface AppVersionsTable {
  id: Generated<number>;
  kind: 'app' | 'tablet';
  version_name: string;
  version_code: number;
  note: string;
  link: string;
  create_at: Generated<Date>;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  key: string;
  failed_at: Generated<Date>;
}

/** One failed (or still running) sign-in: by account, address and pair (migration 0006). */
export interface LoginFailedAttemptsTable {
  id: Generated<number>;
  /** The email as typed, lower-cased: unknown accounts are counted the same way. */
  email: string;
  /** The client address; an IPv6 address is kept as its /64 network. */
  address: string;
  /** Whose tries are delayed together: 'a:<address>', 'd:<device hash>' or 's:<session id>'. */
  pair: string;
  failed_at: Generated<Date>;
}

/** A browser that signed in to an account before (its cookie's SHA-256). */
export interface KnownDevicesTable {
  token_hash: string;
  id_restaurant_user: number;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
}

/** Time of day as PostgreSQL returns it: 'HH:MM:SS'. Dates come back as 'YYYY-MM-DD' strings. */
type TimeText = string;
type DateText = ColumnType<string, string, string>;
type Numeric = ColumnType<string, number | string, number | string>;

/** One weekday of a schedule: Monday = 0 … Sunday = 6, two shifts, times HH:MM:SS. */
export interface WeekdaySchedule {
  day_of_week: number;
  active: boolean;
  start_shift_1: string | null;
  end_shift_1: string | null;
  start_shift_2: string | null;
  end_shift_2: string | null;
}

export interface StoredFilesTable {
  file_key: string;
  id_restaurant: number | null;
  original_name: string;
  content_type: string | null;
  size_bytes: number | null;
  status: ColumnType<'pending' | 'stored', 'pending' | 'stored' | undefined, 'pending' | 'stored'>;
  created_at: Generated<Date>;
}

export interface ReceivingMethodMasterTable {
  id_receiving_method: number;
  method_name: string;
  method_name_jp: string;
  types: string;
}

export interface RestaurantReceivingMethodsTable {
  id_restaurant_receiving_method: Generated<number>;
  id_restaurant: number;
  id_receiving_method: number;
  title: string;
  text: Generated<string>;
  detail: Generated<string>;
  tax: Numeric;
  service_fee: Numeric;
  method_image_name: string | null;
  service_image_name: string | null;
  min_order_fee: number | null;
  min_free_order_fee: number | null;
  orderable_distance: number | null;
  order_number_initials: Generated<string>;
  inactive_data: ColumnType<WeekdaySchedule[], string | undefined, string>;
  active: Generated<boolean>;
  id_wait_time: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ServiceShippingFeesTable {
  id_service_shipping_fee: Generated<number>;
  id_restaurant_receiving_method: number;
  position: number;
  name: string;
  min_order_fee: number;
  max_order_fee: number;
  cost: number;
  jancode: string | null;
}

export interface WaitTimesTable {
  id_wait_time: Generated<number>;
  id_restaurant: number;
  id_restaurant_receiving_method: number;
  wait_time: number;
  description: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface DeliveryTimeFramesTable {
  id_delivery_time_frame: Generated<number>;
  id_restaurant: number;
  date: DateText;
  start_time: TimeText;
  end_time: TimeText;
  max_order: number;
  count_order: Generated<number>;
  closing_time: Generated<number>;
  created_at: Generated<Date>;
}

export interface HolidaysTable {
  id_restaurant: number;
  date: DateText;
  created_at: Generated<Date>;
}

export interface FoodCategoriesTable {
  id_food_category: Generated<number>;
  id_restaurant: number;
  category_name: string;
  code_category: string;
  description: Generated<string>;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  banner_name: string | null;
  display_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodSubCategoriesTable {
  id_food_sub_category: Generated<number>;
  id_restaurant: number;
  id_food_category: number;
  sub_category_name: string;
  code_sub_category: number;
  description: Generated<string>;
  status: Generated<boolean>;
  image_name: string | null;
  inactive_data: ColumnType<WeekdaySchedule[], string | undefined, string>;
  display_order: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodBannersTable {
  id_banner: Generated<number>;
  id_restaurant: number;
  banner_name: string;
  promo_type: 'food' | 'sub_category' | 'URL';
  promo_id: number | null;
  web_url: string | null;
  is_active: Generated<boolean>;
  slide_show: Generated<boolean>;
  created_date: Generated<Date>;
  update_date: Generated<Date>;
}

export interface FreeFoodMenusTable {
  id_free_food_menu: Generated<number>;
  id_restaurant: number;
  free_food_menu_name: string;
  status: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodMenusTable {
  id_food_menu: Generated<number>;
  id_restaurant: number;
  id_food_category: number;
  id_food_sub_category: number;
  food_menu_name: string;
  food_menu_price: number;
  food_menu_price_discount: number | null;
  discount_start_date: DateText | null;
  discount_start_time: TimeText | null;
  discount_end_date: DateText | null;
  discount_end_time: TimeText | null;
  food_menu_stock_qty: Generated<number>;
  standard_qty: number | null;
  standard_qty_check: Generated<boolean>;
  quota_per_user: number | null;
  combined_purchase: Generated<boolean>;
  price_link_SG: Generated<boolean>;
  display_order: Generated<number>;
  tax: 0 | 8 | 10;
  jancode: string;
  description: Generated<string>;
  search_keyword: Generated<string>;
  image_name: string | null;
  status: ColumnType<'active' | 'inactive', 'active' | 'inactive' | undefined, 'active' | 'inactive'>;
  limited: Generated<boolean>;
  slide_show: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface FoodMenuAdditionalsTable {
  id_food_menu_additional: Generated<number>;
  id_food_menu: number;
  position: number;
  item_name: string;
  image_name: string | null;
  jancode: Generated<string>;
}

export interface FoodMenuAdditionalOptionsTable {
  id_food_menu_additional_option: Generated<number>;
  id_food_menu_additional: number;
  position: number;
  additional_name: string;
  additional_cost: Generated<number>;
  jancode: string | null;
  image_name: string | null;
  default: Generated<boolean>;
}

export interface FoodMenuReceivingMethodsTable {
  id_food_menu: number;
  id_restaurant_receiving_method: number;
  food_menu_price: number;
  is_applied: Generated<boolean>;
}

export interface Database {
  stores: StoresTable;
  restaurants: RestaurantsTable;
  restaurant_users: RestaurantUsersTable;
  sessions: SessionsTable;
  app_versions: AppVersionsTable;
  login_failures: LoginFailuresTable;
  login_failed_attempts: LoginFailedAttemptsTable;
  known_devices: KnownDevicesTable;
  stored_files: StoredFilesTable;
  receiving_method_master: ReceivingMethodMasterTable;
  restaurant_receiving_methods: RestaurantReceivingMethodsTable;
  service_shipping_fees: ServiceShippingFeesTable;
  wait_times: WaitTimesTable;
  delivery_time_frames: DeliveryTimeFramesTable;
  holidays: HolidaysTable;
  food_categories: FoodCategoriesTable;
  food_sub_categories: FoodSubCategoriesTable;
  food_banners: FoodBannersTable;
  free_food_menus: FreeFoodMenusTable;
  food_menus: FoodMenusTable;
  food_menu_additionals: FoodMenuAdditionalsTable;
  food_menu_additional_options: FoodMenuAdditionalOptionsTable;
  food_menu_receiving_methods: FoodMenuReceivingMethodsTable;
}

// --- Orders (migration 0003-orders) ------------------------------------------------------------

export interface ApiClientsTable {
  id_api_client: Generated<number>;
  name: string;
  /** The first characters of the key, to tell keys apart in a list; the key itself is never stored. */
  key_prefix: string;
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  created_at: Generated<Date>;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export type CookingStatusColumn = 'stop' | 'cooking' | 'done' | 'receipt' | 'receipt_app';

export interface FoodOrdersTable {
  id_food_order: Generated<number>;
  id_restaurant: number;
  order_number: string;
  /** Business date and time of the order in Asia/Tokyo. */
  order_date: DateText;
  order_time: TimeText;
  id_user: string;
  /** 'app' (api-key client) or 'dashboard' (a signed-in restaurant user). */
  from_where: string;
  id_api_client: number | null;
  order_restaurant_type: RestaurantType;
  is_free_food_order: Generated<boolean>;
  id_restaurant_receiving_method: number | null;
  /** Method type (1–4), null for a free order. */
  id_receiving_method: number | null;
  receiving_method_title: string | null;
  receiving_method_types: string | null;
  table_number: string | null;
  od_order_number: string | null;
  customer_note: Generated<string>;
  response_list: ColumnType<{ question: string; answer: string }[], string | undefined, string>;
  cooking_status: ColumnType<CookingStatusColumn, CookingStatusColumn | undefined, CookingStatusColumn>;
  cooking_status_detail: Generated<string>;
  waiting_time: number | null;
  confirmed: Generated<boolean>;
  date_reservation: DateText | null;
  delivery_time: TimeText | null;
  id_delivery_time_frame: number | null;
  delivery_address_detail: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  subtotal: Generated<number>;
  option_total: Generated<number>;
  service_fee: Generated<number>;
  service_fee_rate: ColumnType<string, number | string | undefined, number | string>;
  tax: Generated<number>;
  tax_rate: ColumnType<string, number | string | undefined, number | string>;
  shipping_fee: Generated<number>;
  total_price: Generated<number>;
  /** The order's number of items (sum of its lines' qty), for the dashboard's statistics. */
  total_qty: Generated<number>;
  extra_charge: ColumnType<
    { id_service_shipping_fee: number; name: string; cost: number; jancode: string | null } | null,
    string | null | undefined,
    string | null
  >;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A chosen option group as an order line keeps it (a snapshot). */
export interface OrderLineOptionGroup {
  id_food_menu_additional: number;
  item_name: string;
  jancode: string;
  image_name: string | null;
  additional: {
    id_food_menu_additional_option: number;
    additional_name: string;
    additional_cost: number;
    jancode: string | null;
    image_name: string | null;
    default: boolean;
    active: boolean;
    amount: number;
  }[];
}

export interface FoodOrderLinesTable {
  id_food_cart: Generated<number>;
  id_food_order: number;
  id_restaurant: number;
  position: number;
  id_food_menu: number | null;
  id_food_category: number | null;
  id_food_sub_category: number | null;
  food_menu_name: string;
  is_free_food_menu: Generated<boolean>;
  id_free_food_menu: number | null;
  free_food_menu_name: string | null;
  qty: number;
  price: number;
  extra_price: Generated<number>;
  total: number;
  jancode: string | null;
  image_name: string | null;
  use_service_coupon: Generated<boolean>;
  checked_detail_order: Generated<boolean>;
  additional: ColumnType<OrderLineOptionGroup[], string | undefined, string>;
}

export interface OrderNumberSequencesTable {
  id_restaurant: number;
  business_date: DateText;
  last_number: number;
}

export interface RestaurantEventSequencesTable {
  id_restaurant: number;
  seq: number;
}

export interface OrderEventsTable {
  id_order_event: Generated<number>;
  id_restaurant: number;
  seq: number;
  id_food_order: number;
  type: string;
  created_at: Generated<Date>;
}

export interface OrderPrintsTable {
  id_food_order: number;
  id_restaurant: number;
  is_printed: Generated<boolean>;
  printed_at: Date | null;
  claimed_by: string | null;
  claimed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PushStatus = 'pending' | 'sent' | 'skipped' | 'failed';

export interface PushOutboxTable {
  id_push: Generated<number>;
  id_restaurant: number;
  id_food_order: number | null;
  account_id: string;
  title: string;
  body: string;
  status: ColumnType<PushStatus, PushStatus | undefined, PushStatus>;
  attempts: Generated<number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
  updated_at: Generated<Date>;
}

/** Who a key belongs to: an api-key client ('app', its id) or a restaurant's dashboard ('restaurant'). */
export type IdempotencyScopeKind = 'app' | 'restaurant';

/** An Idempotency-Key of order intake and the answer it gave (migration 0005). */
export interface IdempotencyKeysTable {
  scope_kind: IdempotencyScopeKind;
  scope_id: number;
  idempotency_key: string;
  /** SHA-256 (hex) of the canonical request body. */
  request_hash: string;
  id_food_order: number;
  /** The order row and lines the intake statement answered, as JSON (the replay's source). */
  answer: Json<unknown>;
  created_at: Generated<Date>;
}

/** The order tables, merged into Database below (kept apart so this block stays append-only). */
export interface OrderTables {
  api_clients: ApiClientsTable;
  food_orders: FoodOrdersTable;
  food_order_lines: FoodOrderLinesTable;
  order_number_sequences: OrderNumberSequencesTable;
  restaurant_event_sequences: RestaurantEventSequencesTable;
  order_events: OrderEventsTable;
  order_prints: OrderPrintsTable;
  push_outbox: PushOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
}

export interface Database extends OrderTables {}
