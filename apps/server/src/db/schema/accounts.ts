// Kysely table types of accounts, restaurants and stores (migrations 0001, 0006).
import type { PermissionEntry } from '@noren/domain/permissions';
import type { RestaurantType } from '@noren/domain/restaurant';
import type { ColumnType, Generated } from 'kysely';
import type { Json, Timestamp } from './column-types.ts';

export interface StoresTable {
  id_store: Generated<number>;
  code_store: number;
  store_name: string;
  code_company: number;
  latitude: number | null;
  longitude: number | null;
  placeid: string | null;
  /** Migration 0007. */
  instore_code: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
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
  /** Migration 0007: set when the superadmin deletes the restaurant (kept for its orders). */
  deleted_at: Generated<Date | null>;
  /** Migration 0007: notes and questions (spec 1 §3 "Notes settings"). */
  show_note: Generated<boolean>;
  customer_note: Generated<string>;
  question_list: ColumnType<{ question: string; answers: string[]; required: boolean }[], string | undefined, string>;
  /** Migration 0011: the invoice registration number, 'T' and 13 digits (issue 10). */
  registration_number: Generated<string | null>;
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

export interface AccountTables {
  stores: StoresTable;
  restaurants: RestaurantsTable;
  restaurant_users: RestaurantUsersTable;
  sessions: SessionsTable;
  app_versions: AppVersionsTable;
  login_failures: LoginFailuresTable;
  login_failed_attempts: LoginFailedAttemptsTable;
  known_devices: KnownDevicesTable;
}
