// Issue 11: a store may have its TV board speak each called number (Japanese, then English) by the
// browser's speech synthesis. Off unless the store turns it on in its signage settings.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE signage_settings ADD COLUMN is_speak_numbers boolean NOT NULL DEFAULT false`.execute(db);
}
