// Kysely table types of platform administration: restaurant categories, the store master and its
// delivery areas (the restaurants and stores tables themselves are in accounts.ts).

export type PlatformTables = {};
