// The counter tests' starting point: a fresh app with restaurants A (by_order) and B (reservation),
// the sessions of A's owner, A's staff and B's owner, and the orders area's catalogue fixtures.
import { setupOrdersTest } from '../orders/test-fixtures.ts';

export * as fixtures from '../orders/test-fixtures.ts';

export async function setupCounterTest() {
  const { ctx, A, B, sessions } = await setupOrdersTest('owner-a', 'staff-a', 'owner-b');
  const [ownerA, staffA, ownerB] = sessions;
  return { ctx, A, B, ownerA, staffA, ownerB };
}
