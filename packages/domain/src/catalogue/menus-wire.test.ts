// Menu bodies on the wire (menuDraftSchema, parseMenu) and drafts filled from a stored menu.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Menu } from './menus/answer.ts';
import { copyDraftFromMenu } from './menus/copy.ts';
import { draftFromMenu, menuDraftSchema } from './menus/draft.ts';
import { parseMenu, toMenuPayload } from './menus/payload.ts';
import { menuIssues } from './menus/rules.ts';
import { validDraft } from './menus/test-drafts.ts';

describe('wire bodies', () => {
  it('refuses what PostgreSQL would refuse: NUL and control characters, ids beyond int4 or of another kind', () => {
    const body = {
      id_food_category: 1,
      id_food_sub_category: 2,
      food_menu_name: '醤油らーめん',
      food_menu_price: 800,
      jancode: '4901234567894',
      image_name: 'r1/ramen.jpg',
      description: '鶏ガラ\nの醤油',
    };
    const pathsOf = (changed: Record<string, unknown>) => {
      const result = menuDraftSchema.safeParse({ ...body, ...changed });
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(pathsOf({})).toEqual([]);
    expect(pathsOf({ food_menu_name: '醤油\u0000らーめん' })).toEqual(['food_menu_name']);
    expect(pathsOf({ jancode: '4901\u001b' })).toEqual(['jancode']);
    expect(pathsOf({ description: '鶏ガラ\u0000' })).toEqual(['description']);
    expect(pathsOf({ search_keyword: ['醤油\u0000'] })).toEqual(['search_keyword.0']);
    expect(pathsOf({ image_name: 'r1/\u0000.jpg' })).toEqual(['image_name']);
    expect(pathsOf({ additional: [{ item_name: 'トッピング\u0000', jancode: '1', image_name: 'r1/a.jpg' }] })).toEqual([
      'additional.0.item_name',
    ]);
    for (const id of [[1], true, 2_147_483_648, '2147483648', '1e3']) {
      expect(pathsOf({ id_food_category: id }), JSON.stringify(id)).toEqual(['id_food_category']);
    }
  });

  it('reads numbers and digit strings alike, and a quota value switches the quota on', () => {
    const draft = menuDraftSchema.parse({
      id_food_category: '1',
      id_food_sub_category: 2,
      food_menu_name: '醤油らーめん',
      food_menu_price: 800,
      food_menu_stock_qty: -2,
      jancode: '4901234567894',
      image_name: 'r1/ramen.jpg',
      quota_per_user: 2,
      standard_qty_check: 1,
      standard_qty: 10,
      tax: 10,
    });
    expect(menuIssues(draft, 'create')).toEqual([]);
    expect(toMenuPayload(draft)).toMatchObject({
      id_food_category: 1,
      food_menu_stock_qty: -2,
      quota_per_user: 2,
      standard_qty: 10,
      tax: 10,
      status: null,
    });
  });

  it('keeps the stored image when an update body has no image_name, clears it on null', () => {
    const base = toMenuPayload(validDraft({ id_food_menu: 4 }));
    const { image_name: _image, ...withoutImage } = base;
    expect(toMenuPayload(menuDraftSchema.parse(withoutImage)).image_name).toBeUndefined();
    expect(toMenuPayload(menuDraftSchema.parse({ ...base, image_name: null })).image_name).toBeNull();
  });

  it('refuses file keys that are URLs or climb out of the store', () => {
    for (const key of ['../etc/passwd', '/abs.jpg', 'https://evil.example/x.jpg']) {
      expect(menuDraftSchema.safeParse({ image_name: key }).success).toBe(false);
    }
  });

  it('parseMenu gives the payload or every issue', () => {
    expect(parseMenu(toMenuPayload(validDraft()), 'create')).toMatchObject({ success: true });
    const failed = parseMenu({ ...toMenuPayload(validDraft()), food_menu_stock_qty: '-' }, 'create');
    expect(failed).toEqual({ success: false, issues: [{ field: 'food_menu_stock_qty', code: 'MENU_STOCK_REQUIRED' }] });
  });

  it('a valid draft survives the trip to the wire and back unchanged (property)', () => {
    const arbitraryDraft = fc.record({
      food_menu_price: fc.integer({ min: 0, max: 100_000 }),
      food_menu_stock_qty: fc.integer({ min: -1000, max: 100_000 }),
      tax: fc.constantFrom('0', '8', '10'),
      keywords: fc.uniqueArray(fc.constantFrom('麺', '醤油', 'spicy', 'セット'), { maxLength: 4 }),
      quota: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
    });
    fc.assert(
      fc.property(arbitraryDraft, (values) => {
        const draft = validDraft({
          food_menu_price: String(values.food_menu_price),
          food_menu_stock_qty: String(values.food_menu_stock_qty),
          tax: values.tax,
          search_keyword: values.keywords,
          quota_enabled: values.quota !== null,
          quota_per_user: values.quota === null ? '' : String(values.quota),
        });
        const payload = toMenuPayload(draft);
        const again = menuDraftSchema.parse(JSON.parse(JSON.stringify(payload)));
        expect(menuIssues(again, 'create')).toEqual([]);
        expect(toMenuPayload(again)).toEqual(payload);
      }),
    );
  });
});

describe('drafts from a stored menu', () => {
  const menu: Menu = {
    id_food_menu: 5,
    id_restaurant: 1,
    id_food_category: 1,
    category_name: '麺類',
    id_food_sub_category: 2,
    sub_category_name: 'らーめん',
    food_menu_name: '醤油らーめん',
    food_menu_price: 800,
    food_menu_price_discount: 700,
    discount_start_date: '2025-04-01',
    discount_start_time: '10:00:00',
    discount_end_date: '2025-04-30',
    discount_end_time: '21:00:00',
    food_menu_stock_qty: 3,
    standard_qty: null,
    standard_qty_check: false,
    quota_per_user: 2,
    combined_purchase: true,
    price_link_SG: false,
    display_order: 0,
    tax: 8,
    jancode: '4901234567894',
    description: '',
    search_keyword: '麺,醤油',
    image: null,
    image_name: 'r1/ramen.jpg',
    image_url: '/files/r1/ramen.jpg',
    status: 'active',
    limited: false,
    slide_show: true,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    receiving_method: [],
    additional: [
      {
        id_food_menu_additional: 7,
        id_food_menu: 5,
        item_name: 'トッピング',
        jancode: '111',
        image_name: 'r1/t.jpg',
        image_url: '/files/r1/t.jpg',
        options: [
          {
            id_food_menu_additional_option: 8,
            additional_name: '味玉',
            additional_cost: 100,
            jancode: '222',
            image_name: null,
            image_url: null,
            default: false,
          },
        ],
      },
    ],
  };

  it('fills the edit form so that saving it unchanged is valid', () => {
    const draft = draftFromMenu(menu);
    expect(draft).toMatchObject({ discount_start_time: '10:00', quota_enabled: true, search_keyword: ['麺', '醤油'] });
    expect(menuIssues(draft, 'update')).toEqual([]);
    expect(toMenuPayload(draft)).toMatchObject({ discount_start_time: '10:00:00', quota_per_user: 2 });
  });

  it('makes a copy a new menu without ids and with an empty JAN code to fill in', () => {
    const copy = copyDraftFromMenu(menu);
    expect(copy.id_food_menu).toBeNull();
    expect(copy.additional[0]?.id_food_menu_additional).toBeNull();
    expect(copy.additional[0]?.options[0]?.id_food_menu_additional_option).toBeNull();
    expect(menuIssues(copy, 'create')).toEqual([{ field: 'jancode', code: 'REQUIRED' }]);
  });
});
