// The simulator's kitchen: its turn rule, and on the demo seed, that `npm run simulate` makes
// store 1001's board show numbers being called (done) and collected.
import { boardOrderNotifySchema } from '@noren/domain/board/schemas';
import { io as connect } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/harness.ts';
import { createApiClient } from '../modules/orders/api-clients.ts';
import { demoAccounts, seedDemo } from '../seed/demo.ts';
import { runSimulator } from './simulate.ts';
import { kitchenTurn, type OpenOrder } from './simulate-kitchen.ts';

const open = (id: number, cooking_status: string): OpenOrder => ({
  id_food_order: id,
  order_number: `T${id}`,
  cooking_status,
});

describe('a kitchen turn', () => {
  it('starts the oldest waiting order, finishes the oldest cooking one, collects a ready one', () => {
    const orders = [open(1, 'done'), open(2, 'done'), open(3, 'cooking'), open(4, 'cooking'), open(5, 'stop')];
    expect(kitchenTurn(orders, () => 1).map((step) => [step.id_food_order, step.to])).toEqual([
      [1, 'receipt'],
      [3, 'done'],
      [5, 'cooking'],
    ]);
  });

  it('keeps a lone ready order on the board at random, and does nothing with nothing open', () => {
    expect(kitchenTurn([open(1, 'done')], () => 1)).toEqual([]);
    expect(kitchenTurn([open(1, 'done')], () => 0)).toEqual([{ id_food_order: 1, order_number: 'T1', to: 'receipt' }]);
    expect(kitchenTurn([], () => 0)).toEqual([]);
  });
});

describe('npm run simulate on the demo', () => {
  it("moves the by_order restaurant's orders on, and store 1001's board sees numbers called", async () => {
    const ctx = await setupTestApp();
    await seedDemo(ctx.db, ctx.storage);
    const origin = await ctx.listen();
    const board = connect(origin, { transports: ['websocket'], reconnection: false, auth: { board: 1001 } });
    const statuses: string[] = [];
    board.on('board_order_notify', (payload: unknown) => {
      const status = boardOrderNotifySchema.parse(payload).order?.cooking_status;
      if (status) statuses.push(status);
    });
    await new Promise<void>((resolve, reject) => {
      board.once('connect', () => resolve());
      board.once('connect_error', reject);
    });
    const { key } = await createApiClient(ctx.db, 'simulator');
    const lines: string[] = [];
    await runSimulator({
      origin,
      perMinute: 60_000,
      count: 6,
      apiKey: key,
      logins: ['owner1@noren.example'],
      password: demoAccounts.password,
      signal: new AbortController().signal,
      print: (line) => lines.push(line),
      random: () => 0,
    });
    expect(lines.some((line) => line.includes('ready: called on the TV board'))).toBe(true);
    expect(lines.some((line) => line.includes('collected'))).toBe(true);
    await expect.poll(() => statuses.includes('done')).toBe(true);
    expect(statuses).toContain('cooking');
    expect(statuses).toContain('receipt');
    board.close();
    await ctx.app.close();
  });
});
