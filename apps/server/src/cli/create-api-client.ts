// Creates an API client for the customer ordering app and prints its key once:
//   npx tsx apps/server/src/cli/create-api-client.ts --name "Scan&Go app"
// The client sends the key in the `api-key` header of POST /api/restaurant/order. Only the key's
// SHA-256 is stored: a lost key cannot be shown again; create a new client instead.
// Works while the server runs (it then uses the server's embedded PostgreSQL) and when it does not.
import { parseArgs } from 'node:util';
import { createApiClient } from '../modules/orders/api-clients.ts';
import { runWithDatabase } from './run.ts';

const { values } = parseArgs({ options: { name: { type: 'string' } } });
const name = values.name?.trim();
if (!name) {
  console.error('Usage: npx tsx apps/server/src/cli/create-api-client.ts --name "Ordering app"');
  process.exit(2);
}

await runWithDatabase('Could not create the API client', async (db) => {
  const client = await createApiClient(db, name);
  console.log(`API client ${client.id_api_client} "${client.name}" created.`);
  console.log('Its key (shown only now; send it in the api-key header):');
  console.log(client.key);
});
