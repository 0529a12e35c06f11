// The superadmin's restaurant list sorted by the server over all pages (GET restaurant/{page}/{size}
// ?sort=…&order=…): the pages of a sorted list are slices of one order, ties go by id, a column
// outside the whitelist is a 400 naming `sort`; and the selector carries each restaurant's type.
import { describe, expect, it } from 'vitest';
import { setupPlatformTest } from '../../../test/harness.ts';
import { storeRestaurantRow } from '../../seed/restaurant-row.ts';

const { ctx, admin, ownerA, call } = await setupPlatformTest();
// Names out of id order, a repeated name (the tie), every type and both statuses.
await ctx.db
  .insertInto('restaurants')
  .values(
    (
      [
        ['Zelkova', 'delivery', 'inactive'],
        ['Acorn', 'reservation', 'active'],
        ['Maple', 'by_order', 'inactive'],
        ['Acorn', 'delivery', 'active'],
      ] as const
    ).map(([restaurant_name, restaurant_type, status], index) => ({
      ...storeRestaurantRow({
        restaurant_name,
        restaurant_type,
        restaurant_type_detail: '{}',
        description: '',
        code_register: `S-${index}`,
      }),
      status,
    })),
  )
  .execute();

interface Row {
  id_restaurant: number;
  restaurant_name: string;
  restaurant_type: string;
  status: string;
}

/** Every page of size 2 of the list sorted by `query`, joined in page order. */
async function pagesOf(query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call('GET', `restaurant/${page}/2?${query}`, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as Row[];
    if (data.length === 0) return rows;
    rows.push(...data);
  }
}

const byIdAscending = (a: Row, b: Row) => a.id_restaurant - b.id_restaurant;

describe('GET restaurant/:page/:size?sort=&order=', () => {
  it('sorts by name over all pages, ties by id; desc is the same column reversed, ties still by id', async () => {
    const asc = await pagesOf('sort=restaurant_name&order=asc');
    const all = [...asc].sort(byIdAscending);
    const expected = [...all].sort(
      (a, b) =>
        (a.restaurant_name < b.restaurant_name ? -1 : a.restaurant_name > b.restaurant_name ? 1 : 0) ||
        byIdAscending(a, b),
    );
    expect(asc.map((row) => row.id_restaurant)).toEqual(expected.map((row) => row.id_restaurant));
    expect(asc[0]?.restaurant_name).toBe('Acorn');
    const desc = await pagesOf('sort=restaurant_name&order=desc');
    expect(desc[0]?.restaurant_name).toBe('Zelkova');
    const acorns = desc.filter((row) => row.restaurant_name === 'Acorn').map((row) => row.id_restaurant);
    expect(acorns).toEqual([...acorns].sort((a, b) => a - b));
  });

  it.each([
    ['status', 'active', 'inactive'],
    ['restaurant_type', 'by_order', 'reservation'],
  ] as const)('sorts by %s over all pages (first %s, last %s)', async (column, first, last) => {
    const rows = await pagesOf(`sort=${column}&order=asc`);
    expect(rows[0]?.[column]).toBe(first);
    expect(rows.at(-1)?.[column]).toBe(last);
    const values = rows.map((row) => row[column]);
    expect(values).toEqual([...values].sort());
  });

  it('without sort keeps the id order; an unknown column or order is a 400 naming it', async () => {
    const rows = await pagesOf('');
    expect(rows).toEqual([...rows].sort(byIdAscending));
    for (const [query, field] of [
      ['sort=description', 'sort'],
      ['sort=restaurant_name&order=up', 'order'],
    ]) {
      const response = await call('GET', `restaurant/1/10?${query}`, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect((await call('GET', 'restaurant/1/10?sort=status', ownerA.headers)).statusCode).toBe(403);
  });
});

describe('GET restaurant/selector', () => {
  it("carries each restaurant's type (the Menu Restriction switches depend on it)", async () => {
    const response = await call('GET', 'restaurant/selector', admin.headers);
    const types = (response.json().data as Row[]).map((row) => row.restaurant_type);
    expect(types).toEqual(expect.arrayContaining(['by_order', 'delivery', 'reservation']));
  });
});
