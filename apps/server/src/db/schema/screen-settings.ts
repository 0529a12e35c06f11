// Kysely table types of restaurant-wide (platform) banners, order-terminal and signage settings
// (migration 0008). File columns hold storage keys.
import type { Generated } from 'kysely';

export interface PlatformBannersTable {
  id_banner: Generated<number>;
  banner_name: string;
  promo_type: Generated<'url'>;
  promo_id: number | null;
  web_url: string;
  /** null: a master banner of the whole platform. */
  id_restaurant: number | null;
  is_active: Generated<boolean>;
  slide_show: Generated<boolean>;
  created_date: Generated<Date>;
  update_date: Generated<Date>;
}

export interface OrderTerminalSettingsTable {
  id: Generated<number>;
  id_restaurant: number;
  restaurant_logo: string | null;
  /** '#RRGGBB', upper case. */
  main_color: string | null;
  header_banner: string | null;
  top_screen: string | null;
  closing_screen: string | null;
  created_date: Generated<Date>;
  update_date: Generated<Date>;
}

export interface SignageSettingsTable {
  id: Generated<number>;
  code_store: number;
  vertical_banner: string;
  order_completion_screen: string;
  ring_sound: string;
  is_show_qr: Generated<boolean>;
  /** Speak each called number on the TV board (issue 11). */
  is_speak_numbers: Generated<boolean>;
  created_date: Generated<Date>;
  update_date: Generated<Date>;
}

export type ScreenSettingTables = {
  platform_banners: PlatformBannersTable;
  order_terminal_settings: OrderTerminalSettingsTable;
  signage_settings: SignageSettingsTable;
};
