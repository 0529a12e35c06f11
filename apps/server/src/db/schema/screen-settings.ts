// Kysely table types of restaurant-wide (platform) banners, order-terminal and signage settings.

export type ScreenSettingTables = {};
