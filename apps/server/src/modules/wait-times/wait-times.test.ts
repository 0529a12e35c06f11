// Wait times through the API: list (with its method, optionally filtered), create, update and
// delete, the path's restaurant checked against the session, and none for reservation restaurants.
import { beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, columnOf, expectAnswer, expectFieldError, setupTenantsTest } from '../../../test/harness.ts';

const { ctx, ids, ownerA, staffA, ownerB } = await setupTenantsTest();
const call = apiCaller(ctx.app);
const pathA = `/api/restaurant/wait/time/${ids.restaurantA}`;
const pathB = `/api/restaurant/wait/time/${ids.restaurantB}`;

const method = (id_restaurant: number, id_receiving_method: number, title: string) =>
  ctx.db
    .insertInto('restaurant_receiving_methods')
    .values({
      id_restaurant,
      id_receiving_method,
      title,
      tax: 8,
      service_fee: 0,
      min_order_fee: 0,
      orderable_distance: 1000,
    })
    .returning('id_restaurant_receiving_method')
    .executeTakeFirstOrThrow()
    .then((row) => row.id_restaurant_receiving_method);

const waitTime = (id_restaurant: number, id_restaurant_receiving_method: number, wait_time: number) =>
  ctx.db
    .insertInto('wait_times')
    .values({ id_restaurant, id_restaurant_receiving_method, wait_time })
    .returning('id_wait_time')
    .executeTakeFirstOrThrow()
    .then((row) => row.id_wait_time);

let takeOutA = 0;
let counterA = 0;
let counterB = 0;

async function waitTimesOf(idRestaurant: number) {
  return ctx.db
    .selectFrom('wait_times')
    .select(['id_wait_time', 'wait_time', 'description', 'id_restaurant_receiving_method'])
    .where('id_restaurant', '=', idRestaurant)
    .orderBy('id_wait_time')
    .execute();
}

beforeEach(async () => {
  await ctx.db.deleteFrom('restaurant_receiving_methods').execute();
  takeOutA = await method(ids.restaurantA, 1, 'テイクアウト');
  counterA = await method(ids.restaurantA, 2, 'カウンター');
  counterB = await method(ids.restaurantB, 2, 'B counter');
});

/** Makes the method show the wait time (as choosing it on the receiving-method screen does). */
const showOn = (idMethod: number, id_wait_time: number) =>
  ctx.db
    .updateTable('restaurant_receiving_methods')
    .set({ id_wait_time })
    .where('id_restaurant_receiving_method', '=', idMethod)
    .execute();

/** A wait time of A on `idMethod` that the method shows; answers it as a client sends it back. */
async function shownWaitTime(idMethod: number, minutes: number) {
  const id_wait_time = await waitTime(ids.restaurantA, idMethod, minutes);
  await showOn(idMethod, id_wait_time);
  return { id_wait_time, id_restaurant_receiving_method: idMethod, wait_time: minutes, description: '' };
}

/** The wait time the method shows. */
const shownOn = (idMethod: number) =>
  columnOf(ctx.db, 'restaurant_receiving_methods', 'id_wait_time', 'id_restaurant_receiving_method', idMethod);

describe('GET restaurant/wait/time/{id_restaurant}', () => {
  it('lists the wait times with their method, by method then minutes, and filters by method', async () => {
    await waitTime(ids.restaurantA, counterA, 10);
    const fifteen = await waitTime(ids.restaurantA, takeOutA, 15);
    await waitTime(ids.restaurantA, takeOutA, 5);
    await waitTime(ids.restaurantB, counterB, 30);

    const res = await call('GET', pathA, staffA.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().totalData).toBe(3);
    expect(res.json().data.map((row: { wait_time: number }) => row.wait_time)).toEqual([5, 15, 10]);
    expect(res.json().data[1]).toEqual({
      id_wait_time: fifteen,
      id_restaurant: ids.restaurantA,
      wait_time: 15,
      description: '',
      id_restaurant_receiving_method: takeOutA,
      id_receiving_method: 1,
      title: 'テイクアウト',
      types: 'take_out',
    });

    const filtered = await call('GET', `${pathA}?id_restaurant_receiving_method=${counterA}`, staffA.headers);
    expect(filtered.json().data.map((row: { wait_time: number }) => row.wait_time)).toEqual([10]);
  });

  it("answers 404 for another restaurant's id in the path or the filter, 400 for a bad one", async () => {
    await waitTime(ids.restaurantB, counterB, 30);
    expect((await call('GET', pathB, ownerA.headers)).statusCode).toBe(404);
    expect((await call('GET', `${pathA}?id_restaurant_receiving_method=${counterB}`, ownerA.headers)).statusCode).toBe(
      404,
    );
    const bad = await call('GET', '/api/restaurant/wait/time/abc', ownerA.headers);
    expectFieldError(bad, 'restaurantId');
  });
});

describe('POST restaurant/wait/time/{restaurantId}', () => {
  it('adds a wait time to a method', async () => {
    const res = await call('POST', pathA, staffA.headers, {
      data: { id_restaurant_receiving_method: takeOutA, wait_time: '15', description: '混雑時' },
    });
    expectAnswer(res, 201, {
      message: 'Successfully created wait time',
      data: { wait_time: 15, description: '混雑時', id_receiving_method: 1, title: 'テイクアウト', types: 'take_out' },
    });
    expect(await waitTimesOf(ids.restaurantA)).toHaveLength(1);
  });

  it.each([
    ['a lone minus sign', { wait_time: '-' }, 'wait_time'],
    ['a negative number', { wait_time: -5 }, 'wait_time'],
    ['a fraction', { wait_time: 2.5 }, 'wait_time'],
    ['no wait time', { wait_time: undefined }, 'wait_time'],
    ['no method', { id_restaurant_receiving_method: undefined }, 'id_restaurant_receiving_method'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const res = await call('POST', pathA, ownerA.headers, {
      id_restaurant_receiving_method: takeOutA,
      wait_time: 10,
      ...change,
    });
    expectFieldError(res, field);
    expect(await waitTimesOf(ids.restaurantA)).toEqual([]);
  });

  it('refuses the same minutes twice for one method, but not for another', async () => {
    await waitTime(ids.restaurantA, takeOutA, 10);
    const twice = await call('POST', pathA, ownerA.headers, {
      id_restaurant_receiving_method: takeOutA,
      wait_time: 10,
    });
    expectAnswer(twice, 409, { field: 'wait_time', code: 'WAIT_TIME_DUPLICATE' });
    const other = await call('POST', pathA, ownerA.headers, {
      id_restaurant_receiving_method: counterA,
      wait_time: 10,
    });
    expect(other.statusCode).toBe(201);
  });

  it("answers 404 for another restaurant's path or method, writing nothing", async () => {
    const path = await call('POST', pathB, ownerA.headers, { id_restaurant_receiving_method: counterB, wait_time: 10 });
    expect(path.statusCode).toBe(404);
    const body = await call('POST', pathA, ownerA.headers, { id_restaurant_receiving_method: counterB, wait_time: 10 });
    expect(body.statusCode).toBe(404);
    expect(body.json().field).toBe('id_restaurant_receiving_method');
    expect(await waitTimesOf(ids.restaurantA)).toEqual([]);
    expect(await waitTimesOf(ids.restaurantB)).toEqual([]);
  });

  it('refuses wait times in a reservation restaurant with a clear message', async () => {
    const res = await call('POST', pathB, ownerB.headers, { id_restaurant_receiving_method: counterB, wait_time: 10 });
    expectAnswer(res, 400, {
      code: 'WAIT_TIMES_NOT_FOR_RESERVATION',
      message: 'Reservation restaurants have no wait times',
      message_jp: '予約制のレストランには待ち時間を設定できません',
    });
    expect(await waitTimesOf(ids.restaurantB)).toEqual([]);
    const list = await call('GET', pathB, ownerB.headers);
    expect(list.json().data).toEqual([]);
  });
});

describe('PUT restaurant/wait/time/{restaurantId}', () => {
  it('edits minutes, description and method; the old method lets go of it', async () => {
    const shown = await shownWaitTime(takeOutA, 10);
    const edit = { id_restaurant_receiving_method: counterA, wait_time: 25, description: 'ピーク' };
    const res = await call('PUT', pathA, staffA.headers, { ...shown, ...edit });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      id_wait_time: shown.id_wait_time,
      wait_time: 25,
      description: 'ピーク',
      types: 'counter',
    });
    expect(await shownOn(takeOutA)).toBeNull();
  });

  it('answers 400 naming id_wait_time when it is missing', async () => {
    const res = await call('PUT', pathA, ownerA.headers, { id_restaurant_receiving_method: takeOutA, wait_time: 5 });
    expectFieldError(res, 'id_wait_time');
  });

  it("answers 404 for another restaurant's wait time or method, changing nothing", async () => {
    const theirs = await waitTime(ids.restaurantB, counterB, 30);
    const mine = await waitTime(ids.restaurantA, takeOutA, 10);
    const res = await call('PUT', pathA, ownerA.headers, {
      id_wait_time: theirs,
      id_restaurant_receiving_method: takeOutA,
      wait_time: 1,
    });
    expect(res.statusCode).toBe(404);
    const toTheirMethod = await call('PUT', pathA, ownerA.headers, {
      id_wait_time: mine,
      id_restaurant_receiving_method: counterB,
      wait_time: 1,
    });
    expect(toTheirMethod.statusCode).toBe(404);
    const viaTheirPath = await call('PUT', pathB, ownerA.headers, {
      id_wait_time: theirs,
      id_restaurant_receiving_method: counterB,
      wait_time: 1,
    });
    expect(viaTheirPath.statusCode).toBe(404);
    expect((await waitTimesOf(ids.restaurantB))[0]?.wait_time).toBe(30);
    expect((await waitTimesOf(ids.restaurantA))[0]).toMatchObject({
      wait_time: 10,
      id_restaurant_receiving_method: takeOutA,
    });
  });
});

describe('DELETE restaurant/wait/time/{restaurantId}', () => {
  it('deletes a wait time; a method showing it shows none', async () => {
    const res = await call('DELETE', pathA, ownerA.headers, await shownWaitTime(takeOutA, 10));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Successfully deleted wait time');
    expect(await waitTimesOf(ids.restaurantA)).toEqual([]);
    expect(await shownOn(takeOutA)).toBeNull();
  });

  it('answers 400 naming id_wait_time when it is missing', async () => {
    const res = await call('DELETE', pathA, ownerA.headers, { wait_time: 10 });
    expectFieldError(res, 'id_wait_time');
  });

  it("answers 404 for another restaurant's wait time, leaving it in place", async () => {
    const theirs = await waitTime(ids.restaurantB, counterB, 30);
    expect((await call('DELETE', pathA, ownerA.headers, { id_wait_time: theirs })).statusCode).toBe(404);
    expect((await call('DELETE', pathB, ownerA.headers, { id_wait_time: theirs })).statusCode).toBe(404);
    expect(await waitTimesOf(ids.restaurantB)).toHaveLength(1);
  });
});
