// Column types shared by the table files: how kysely reads and writes PostgreSQL's types.
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type Json<T> = ColumnType<T, string, string>;
/** Time of day as PostgreSQL returns it: 'HH:MM:SS'. Dates come back as 'YYYY-MM-DD' strings. */
export type TimeText = string;
export type DateText = ColumnType<string, string, string>;
export type Numeric = ColumnType<string, number | string, number | string>;
