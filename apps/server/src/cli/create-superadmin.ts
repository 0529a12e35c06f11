// Creates the first superadmin of a production database:
//   npm run create-superadmin -- --email admin@example.com   (password read from NOREN_ADMIN_PASSWORD or asked)
// Works while the server runs (it then uses the server's embedded PostgreSQL) and when it does not.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PlainError } from '../lib/fatal.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { runWithDatabase } from './run.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
const email = z.email().safeParse(values.email?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run create-superadmin -- --email admin@example.com [--first-name Taro --last-name Yamada]');
  process.exit(2);
}
let password = process.env.NOREN_ADMIN_PASSWORD ?? '';
if (!password) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  password = await prompt.question('Password (at least 8 characters): ');
  prompt.close();
}
if (password.length < 8) {
  console.error('The password must have at least 8 characters.');
  process.exit(2);
}

await runWithDatabase(
  'Could not create the superadmin',
  async (db) => {
    await db
      .insertInto('restaurant_users')
      .values({
        id_restaurant: null,
        email: email.data,
        password_hash: await hashPassword(password),
        level: 1,
        is_superadmin: true,
        first_name: values['first-name'] ?? '',
        last_name: values['last-name'] ?? '',
        access_permission: '[]',
      })
      .execute();
    console.log(`Superadmin ${email.data} created.`);
  },
  (error) =>
    (error as { code?: string } | undefined)?.code === '23505'
      ? new PlainError(`An account with ${email.data} already exists.`)
      : error,
);
