// Creates an API client for the customer ordering app and prints its key once:
//   npx tsx apps/server/src/cli/create-api-client.ts --name "Scan&Go app"
// The client sends the key in the `api-key` header of POST /api/restaurant/order. Only the key's
// SHA-256 is stored: a lost key cannot be shown again; create a new client instead.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDb, ensureDatabase, migrateToLatest } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createApiClient } from '../modules/orders/api-clients.ts';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim();
if (!name) {
  console.error('Usage: npx tsx apps/server/src/cli/create-api-client.ts --name "Ordering app"');
  process.exit(2);
}

const config = loadConfig();
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
if (embedded) await ensureDatabase(embedded.adminUrl, 'noren');
const db = createDb(config.databaseUrl ?? (embedded?.urlFor('noren') as string), 2);
try {
  await migrateToLatest(db);
  const client = await createApiClient(db, name);
  console.log(`API client ${client.id_api_client} "${client.name}" created.`);
  console.log('Its key (shown only now; send it in the api-key header):');
  console.log(client.key);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  await embedded?.stop();
}
