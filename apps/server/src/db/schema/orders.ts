// Kysely table types of orders (migrations 0003 to 0005).
import type { RestaurantType } from '@noren/domain/restaurant';
import type { ColumnType, Generated } from 'kysely';
import type { DateText, Json, TimeText } from './column-types.ts';

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

/** The order tables, merged into Database in ../schema.ts. */
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
