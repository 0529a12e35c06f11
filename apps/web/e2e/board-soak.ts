// Soak test of the TV board (issue 11), run by hand, not in CI (it takes a few minutes):
//
//   npm run build -w apps/web && npx tsx apps/web/e2e/board-soak.ts [events]
//
// Starts a server of its own (demo seed), opens /order-list/1001 in Chromium at 1920×1080 and lets
// Sushi Kaede's kitchen change its open orders' wait times `events` times (2,000 by default: each
// change is one board_order_notify with the order, applied by the board), moving two orders to done
// on the way so the call screen opens and closes. The page's JS heap is measured after a forced
// garbage collection before (after a warm-up of 100 changes and one call) and after; the run fails
// if it grew by more than 20 %.
import { chromium } from 'playwright-core';
import {
  type BoardOrder,
  boardGroups,
  kitchenOf,
  landscapeTv,
  moveOrder,
  openBoard,
  waitForScreen,
} from './support/board.ts';
import { startExtraServer } from './support/server-control.ts';

const events = Number(process.argv[2] ?? 2000);
const allowedGrowth = 0.2;

async function setWaitingTime(base: string, token: string, idFoodOrder: number, minutes: number) {
  const response = await fetch(`${base}/api/restaurant/order/update/waiting/time`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ id_food_order: idFoodOrder, waiting_time: minutes }),
  });
  if (!response.ok) throw new Error(`wait time of ${idFoodOrder}: ${response.status} ${await response.text()}`);
}

const server = await startExtraServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'],
});
try {
  const page = await openBoard(browser, server.baseUrl, '/order-list/1001', landscapeTv);
  const cdp = await page.context().newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const kitchen = await kitchenOf(server.baseUrl, 'owner1@noren.example');
  const sushi = (await boardGroups(server.baseUrl, '1001')).find((group) => group.restaurant_name === 'Sushi Kaede');
  const open = (sushi?.data_list ?? []).filter((order) => order.cooking_status !== 'done');
  const [warmUpCall, firstCall, secondCall, ...changing] = open;
  if (!warmUpCall || !firstCall || !secondCall || changing.length === 0) {
    throw new Error('Sushi Kaede has too few open orders');
  }
  const finish = async (order: BoardOrder) => {
    if (order.cooking_status === 'stop') await moveOrder(kitchen, order.id_food_order, 'cooking');
    await moveOrder(kitchen, order.id_food_order, 'done');
  };
  let sent = 0;
  /** `count` wait-time changes, cycling over the open orders (10 and 15 min in turn). */
  const changeWaitTimes = async (count: number) => {
    for (let index = 0; index < count; index += 1, sent += 1) {
      const order = changing[sent % changing.length];
      const minutes = 10 + (Math.floor(sent / changing.length) % 2) * 5;
      if (order) await setWaitingTime(server.baseUrl, kitchen.token, order.id_food_order, minutes);
    }
  };
  /** Lets the board apply what was sent and close its call screen. */
  const settle = async () => {
    await waitForScreen(page, (screen) => screen === 'multi-columns', 30_000);
    await page.waitForTimeout(2000);
  };

  // Warm-up, so that "before" already holds what any board holds after its first call (the call
  // screen's code compiled, the socket's buffers grown): the soak measures what keeps growing.
  await changeWaitTimes(100);
  await finish(warmUpCall);
  await settle();
  const before = await heap();

  const started = Date.now();
  await changeWaitTimes(Math.floor(events / 3));
  await finish(firstCall);
  await changeWaitTimes(Math.floor(events / 3));
  await finish(secondCall);
  await changeWaitTimes(events - 2 * Math.floor(events / 3));
  const seconds = (Date.now() - started) / 1000;
  await settle();
  const after = await heap();
  const growth = (after - before) / before;
  console.log(
    `${events} order events in ${seconds.toFixed(1)} s; JS heap ${(before / 1e6).toFixed(2)} MB before, ` +
      `${(after / 1e6).toFixed(2)} MB after (${(growth * 100).toFixed(1)} %, limit ${allowedGrowth * 100} %)`,
  );
  process.exitCode = growth <= allowedGrowth ? 0 : 1;
} finally {
  await browser.close();
  await server.dispose();
}
