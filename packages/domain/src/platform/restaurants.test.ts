// The restaurant and store contracts of spec 1 §3/§5: search keywords (a list in the form,
// comma-joined on the wire), the required fields of a new restaurant, postal codes of delivery areas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRestaurantSchema,
  joinKeywords,
  restaurantListQuerySchema,
  splitKeywords,
  updateRestaurantSchema,
} from './restaurants.ts';
import { createStoreSchema } from './stores.ts';

const keyword = fc.stringMatching(/^[a-zぁ-ん0-9][a-zぁ-ん0-9 ]{0,8}[a-zぁ-ん0-9]$|^[a-zぁ-ん0-9]$/);

describe('search keywords', () => {
  it('a list survives the wire: join then split gives it back without blanks or repeats', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(keyword, fc.constantFrom('', ' ')), { maxLength: 10 }), (words) => {
        const expected = [...new Set(words.map((word) => word.trim()).filter(Boolean))];
        expect(splitKeywords(joinKeywords(words))).toEqual(expected);
      }),
    );
  });

  it('the wire text may use the Japanese comma too', () => {
    expect(splitKeywords('うどん、天ぷら, soba')).toEqual(['うどん', '天ぷら', 'soba']);
  });

  it('a keyword of a list may not hold a comma', () => {
    const result = updateRestaurantSchema.safeParse({ id_restaurant: 1, search_keyword: ['a、b'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['search_keyword', 0]);
  });
});

describe('createRestaurantSchema', () => {
  const valid = {
    restaurant_name: 'Udon',
    description: 'うどん',
    logo: 'platform/logo.jpg',
    code_company: 100,
    code_store: '1001',
    code_register: '01',
    restaurant_type: 'by_order',
    restaurant_type_detail: { max_order: '20', closing_time: 30 },
  };

  it('reads numbers sent as digits and fills nothing it was not given', () => {
    const parsed = createRestaurantSchema.parse(valid);
    expect(parsed.code_store).toBe(1001);
    expect(parsed.restaurant_type_detail).toMatchObject({ max_order: 20, closing_time: 30 });
  });

  it.each([
    'restaurant_name',
    'description',
    'logo',
    'code_company',
    'code_store',
    'code_register',
    'restaurant_type',
    'restaurant_type_detail',
  ])('a new restaurant needs %s', (field) => {
    const { [field as keyof typeof valid]: _dropped, ...rest } = valid;
    const result = createRestaurantSchema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('an edit needs neither logo nor category (spec 1 §5)', () => {
    expect(updateRestaurantSchema.safeParse({ id_restaurant: 3, restaurant_name: 'X' }).success).toBe(true);
  });
});

describe("an edit's logo and the list's sort", () => {
  it("reads '' as removing the logo; null and absent keep it; a bad key is refused naming logo", () => {
    const edit = (logo: unknown) => updateRestaurantSchema.safeParse({ id_restaurant: 3, logo });
    expect(edit('').data?.logo).toBe('');
    expect(edit(null).data?.logo).toBeNull();
    expect(edit(undefined).data?.logo).toBeUndefined();
    expect(edit('platform/new.jpg').data?.logo).toBe('platform/new.jpg');
    expect(edit('../secret.jpg').error?.issues[0]).toMatchObject({ path: ['logo'], message: 'INVALID_DATA' });
  });

  it('sorts only by the whitelisted columns, ascending or descending', () => {
    expect(restaurantListQuerySchema.parse({ sort: 'code_store', order: 'desc' })).toEqual({
      sort: 'code_store',
      order: 'desc',
    });
    expect(restaurantListQuerySchema.parse({})).toEqual({});
    expect(restaurantListQuerySchema.safeParse({ sort: 'description' }).success).toBe(false);
    expect(restaurantListQuerySchema.safeParse({ sort: 'status', order: 'up' }).success).toBe(false);
  });
});

describe('createStoreSchema', () => {
  const store = { store_name: 'S', code_store: 1, code_company: 200, latitude: 35, longitude: 139, placeid: 'manual' };

  it('writes postal codes as 123-4567 and refuses other shapes', () => {
    const parsed = createStoreSchema.parse({
      ...store,
      delivery_area_list: [{ address1: 'a', postal_code: '1000005' }],
    });
    expect(parsed.delivery_area_list?.[0]?.postal_code).toBe('100-0005');
    for (const postal_code of ['100-005', '１００-０００５', '1000-005', '']) {
      expect(
        createStoreSchema.safeParse({ ...store, delivery_area_list: [{ address1: 'a', postal_code }] }).success,
      ).toBe(false);
    }
  });

  it.each(['store_name', 'code_store', 'latitude', 'longitude', 'placeid'])('a store needs %s (spec 1 §5)', (field) => {
    const { [field as keyof typeof store]: _dropped, ...rest } = store;
    expect(createStoreSchema.safeParse(rest).success).toBe(false);
  });
});
