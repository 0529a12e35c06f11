// Issue 10: a restaurant's invoice registration number (適格請求書発行事業者登録番号), 'T' and 13
// digits, printed on its slips. None until the restaurant sets it in its Profile.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE restaurants ADD COLUMN registration_number text
      CONSTRAINT restaurants_registration_number_format CHECK (registration_number ~ '^T[0-9]{13}$')
  `.execute(db);
}
