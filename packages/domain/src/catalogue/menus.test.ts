// The Add/Edit Menu rules of spec 2 §4 and §5, as the form and the server both apply them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  changeBasePrice,
  changeCategory,
  changePriceLink,
  changeQuotaEnabled,
  changeStandardQty,
  changeStandardQtyCheck,
  copyDraftFromMenu,
  discountFieldsEnabled,
  draftFromMenu,
  duplicateJanCodeFields,
  emptyAdditionalDraft,
  emptyMenuDraft,
  emptyOptionDraft,
  issuesByField,
  joinKeywords,
  linkMethodPrices,
  type Menu,
  type MenuDraft,
  type MenuIssue,
  menuDraftSchema,
  menuIssues,
  parseMenu,
  parseSigned,
  parseUnsigned,
  splitKeywords,
  toMenuPayload,
} from './menus.ts';

/** A menu that passes every rule: the starting point each test breaks in one way. */
function validDraft(overrides: Partial<MenuDraft> = {}): MenuDraft {
  return {
    ...emptyMenuDraft(),
    id_food_category: 1,
    id_food_sub_category: 2,
    food_menu_name: '醤油らーめん',
    food_menu_price: '800',
    food_menu_stock_qty: '20',
    jancode: '4901234567894',
    image_name: 'r1/ramen.jpg',
    ...overrides,
  };
}

function group(jancode: string, options: { jancode?: string; cost?: string; name?: string }[] = []) {
  return {
    ...emptyAdditionalDraft(),
    item_name: 'トッピング',
    jancode,
    image_name: 'r1/topping.jpg',
    options: options.map((option) => ({
      ...emptyOptionDraft(),
      additional_name: option.name ?? '味玉',
      additional_cost: option.cost ?? '0',
      jancode: option.jancode ?? '',
    })),
  };
}

const fields = (issues: MenuIssue[]) => issues.map((issue) => issue.field);
const codeOf = (issues: MenuIssue[], field: string) => issues.find((issue) => issue.field === field)?.code;

describe('required fields', () => {
  it('accepts a complete menu', () => {
    expect(menuIssues(validDraft(), 'create')).toEqual([]);
  });

  it('requires category, sub-category, name, price, JAN code, stock and (for new) the image', () => {
    const issues = menuIssues(emptyMenuDraft(), 'create');
    expect(fields(issues)).toEqual([
      'id_food_category',
      'id_food_sub_category',
      'food_menu_name',
      'food_menu_price',
      'jancode',
      'food_menu_stock_qty',
      'image_name',
    ]);
    expect(codeOf(issues, 'food_menu_name')).toBe('REQUIRED');
    expect(codeOf(issues, 'food_menu_stock_qty')).toBe('MENU_STOCK_REQUIRED');
  });

  it('does not require the image when editing (it is already stored)', () => {
    expect(menuIssues(validDraft({ id_food_menu: 3, image_name: null }), 'update')).toEqual([]);
    expect(fields(menuIssues(validDraft({ image_name: null }), 'update'))).toEqual(['id_food_menu']);
  });

  it('treats a name of spaces as empty', () => {
    expect(codeOf(menuIssues(validDraft({ food_menu_name: ' \u3000 ' }), 'create'), 'food_menu_name')).toBe('REQUIRED');
  });

  it.each(['-1', '1.5', 'abc', '1234567890'])('refuses the price %j', (price) => {
    expect(codeOf(menuIssues(validDraft({ food_menu_price: price }), 'create'), 'food_menu_price')).toBe(
      'MENU_INVALID_NUMBER',
    );
  });

  it('reads full-width digits typed with a Japanese IME', () => {
    expect(menuIssues(validDraft({ food_menu_price: '１２００', food_menu_stock_qty: '－３' }), 'create')).toEqual([]);
    expect(toMenuPayload(validDraft({ food_menu_price: '１２００', food_menu_stock_qty: '－３' }))).toMatchObject({
      food_menu_price: 1200,
      food_menu_stock_qty: -3,
    });
  });
});

describe('stock and standard quantity', () => {
  it.each(['', '-', ' - '])('refuses the stock %j with "please enter the stock"', (stock) => {
    expect(codeOf(menuIssues(validDraft({ food_menu_stock_qty: stock }), 'create'), 'food_menu_stock_qty')).toBe(
      'MENU_STOCK_REQUIRED',
    );
  });

  it('accepts a negative stock, refuses a fraction', () => {
    expect(menuIssues(validDraft({ food_menu_stock_qty: '-5' }), 'create')).toEqual([]);
    expect(codeOf(menuIssues(validDraft({ food_menu_stock_qty: '2.5' }), 'create'), 'food_menu_stock_qty')).toBe(
      'MENU_INVALID_SIGNED_NUMBER',
    );
  });

  it('needs the standard quantity instead of the stock when its checkbox is on', () => {
    const draft = validDraft({ standard_qty_check: true, food_menu_stock_qty: '', standard_qty: '' });
    expect(menuIssues(draft, 'create')).toEqual([{ field: 'standard_qty', code: 'REQUIRED' }]);
    expect(menuIssues({ ...draft, standard_qty: '12' }, 'create')).toEqual([]);
    // An empty stock takes the standard quantity when saved.
    expect(toMenuPayload({ ...draft, standard_qty: '12' })).toMatchObject({
      food_menu_stock_qty: 12,
      standard_qty: 12,
      standard_qty_check: true,
    });
  });

  it('refuses a standard quantity below 1 with its message', () => {
    const issues = menuIssues(validDraft({ standard_qty_check: true, standard_qty: '0' }), 'create');
    expect(issues).toEqual([{ field: 'standard_qty', code: 'MENU_STANDARD_QTY_MIN' }]);
    expect(formatMessage('MENU_STANDARD_QTY_MIN').en).toBe('Standard quantity must be 1 or greater');
  });

  it('saves no standard quantity while its checkbox is off', () => {
    expect(toMenuPayload(validDraft({ standard_qty: '7' })).standard_qty).toBeNull();
  });

  it('mirrors the standard quantity into an empty stock as it is typed', () => {
    let draft = changeStandardQtyCheck(validDraft({ food_menu_stock_qty: '' }), true);
    draft = changeStandardQty(draft, '1');
    draft = changeStandardQty(draft, '12');
    expect(draft.food_menu_stock_qty).toBe('12');
    // A stock typed by hand is left alone.
    draft = changeStandardQty({ ...draft, food_menu_stock_qty: '5' }, '30');
    expect(draft).toMatchObject({ standard_qty: '30', food_menu_stock_qty: '5' });
  });

  it('mirrors when the checkbox is turned on with a standard quantity and no stock', () => {
    const draft = changeStandardQtyCheck(validDraft({ food_menu_stock_qty: '', standard_qty: '8' }), true);
    expect(draft.food_menu_stock_qty).toBe('8');
    expect(changeStandardQty(validDraft({ food_menu_stock_qty: '' }), '4').food_menu_stock_qty).toBe('');
  });

  it('mirrors only while the stock is empty or still mirrored (property)', () => {
    const qty = fc.integer({ min: 1, max: 99_999 }).map(String);
    fc.assert(
      fc.property(fc.array(qty, { minLength: 1, maxLength: 6 }), fc.option(qty, { nil: '' }), (typed, stock) => {
        // A hand-typed stock equal to a standard quantity typed later is indistinguishable from a mirror.
        fc.pre(!typed.includes(stock));
        let draft = validDraft({ standard_qty_check: true, food_menu_stock_qty: stock, standard_qty: '' });
        for (const value of typed) draft = changeStandardQty(draft, value);
        expect(draft.food_menu_stock_qty).toBe(stock === '' ? typed.at(-1) : stock);
      }),
    );
  });
});

describe('quota per order', () => {
  it('saves null when the switch is off, whatever was typed', () => {
    const draft = changeQuotaEnabled(validDraft({ quota_enabled: true, quota_per_user: '3' }), false);
    expect(draft.quota_per_user).toBe('');
    expect(toMenuPayload(draft).quota_per_user).toBeNull();
  });

  it.each(['', '0', '-2'])('refuses %j while on, with "quantity per order must be 1 or more"', (quota) => {
    const issues = menuIssues(validDraft({ quota_enabled: true, quota_per_user: quota }), 'create');
    expect(issues).toEqual([{ field: 'quota_per_user', code: 'MENU_QUOTA_MIN' }]);
  });

  it('gives the message in both languages', () => {
    expect(formatMessage('MENU_QUOTA_MIN')).toEqual({
      en: 'Quantity per order must be 1 or more',
      jp: '1注文あたりの数量は1以上にしてください',
    });
  });

  it('keeps any quota of 1 or more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (quota) => {
        const draft = validDraft({ quota_enabled: true, quota_per_user: String(quota) });
        expect(menuIssues(draft, 'create')).toEqual([]);
        expect(toMenuPayload(draft).quota_per_user).toBe(quota);
      }),
    );
  });
});

describe('discount', () => {
  const window = {
    food_menu_price_discount: '600',
    discount_start_date: '2025-04-01',
    discount_start_time: '10:00',
    discount_end_date: '2025-04-30',
    discount_end_time: '21:00',
  };

  it('enables the discount fields only with a discount price', () => {
    expect(discountFieldsEnabled(validDraft())).toBe(false);
    expect(discountFieldsEnabled(validDraft({ food_menu_price_discount: '500' }))).toBe(true);
  });

  it('requires all four date and time fields with a discount price, each with its own message', () => {
    const issues = menuIssues(validDraft({ food_menu_price_discount: '600' }), 'create');
    expect(issues).toEqual([
      { field: 'discount_start_date', code: 'MENU_DISCOUNT_START_DATE_REQUIRED' },
      { field: 'discount_start_time', code: 'MENU_DISCOUNT_START_TIME_REQUIRED' },
      { field: 'discount_end_date', code: 'MENU_DISCOUNT_END_DATE_REQUIRED' },
      { field: 'discount_end_time', code: 'MENU_DISCOUNT_END_TIME_REQUIRED' },
    ]);
    expect(issues.map((issue) => formatMessage(issue.code as 'MENU_QUOTA_MIN').jp)).toEqual([
      '割引開始日を入力してください',
      '割引開始時間を入力してください',
      '割引終了日を入力してください',
      '割引終了時間を入力してください',
    ]);
  });

  it('accepts a complete window and stores times as HH:MM:SS', () => {
    const draft = validDraft(window);
    expect(menuIssues(draft, 'create')).toEqual([]);
    expect(toMenuPayload(draft)).toMatchObject({
      food_menu_price_discount: 600,
      discount_start_date: '2025-04-01',
      discount_start_time: '10:00:00',
      discount_end_time: '21:00:00',
    });
  });

  it('ignores and clears the window without a discount price', () => {
    const draft = validDraft({ ...window, food_menu_price_discount: '', discount_end_date: 'garbage' });
    expect(menuIssues(draft, 'create')).toEqual([]);
    expect(toMenuPayload(draft)).toMatchObject({
      food_menu_price_discount: null,
      discount_start_date: null,
      discount_start_time: null,
      discount_end_date: null,
      discount_end_time: null,
    });
  });

  it('refuses an end at or before the start, marking both end fields', () => {
    const same = validDraft({ ...window, discount_end_date: '2025-04-01', discount_end_time: '10:00' });
    expect(menuIssues(same, 'create')).toEqual([
      { field: 'discount_end_date', code: 'MENU_DISCOUNT_END_BEFORE_START' },
      { field: 'discount_end_time', code: 'MENU_DISCOUNT_END_BEFORE_START' },
    ]);
    const earlier = validDraft({ ...window, discount_end_date: '2025-03-31' });
    expect(fields(menuIssues(earlier, 'create'))).toEqual(['discount_end_date', 'discount_end_time']);
  });

  it('refuses malformed dates and times, and a discount above the price', () => {
    const issues = menuIssues(
      validDraft({
        ...window,
        discount_start_date: '2025-02-30',
        discount_end_time: '25:00',
        food_menu_price_discount: '900',
      }),
      'create',
    );
    expect(issues).toEqual([
      { field: 'food_menu_price_discount', code: 'MENU_DISCOUNT_ABOVE_PRICE' },
      { field: 'discount_start_date', code: 'MENU_INVALID_DATE' },
      { field: 'discount_end_time', code: 'MENU_INVALID_TIME' },
    ]);
  });

  it('accepts a window exactly when its start is before its end (property)', () => {
    const minute = fc.integer({ min: 0, max: 60 * 24 * 400 });
    const toParts = (minutes: number) => {
      const at = new Date(Date.UTC(2025, 0, 1) + minutes * 60_000);
      return { date: at.toISOString().slice(0, 10), time: at.toISOString().slice(11, 16) };
    };
    fc.assert(
      fc.property(minute, minute, (a, b) => {
        const start = toParts(a);
        const end = toParts(b);
        const draft = validDraft({
          food_menu_price_discount: '100',
          discount_start_date: start.date,
          discount_start_time: start.time,
          discount_end_date: end.date,
          discount_end_time: end.time,
        });
        expect(menuIssues(draft, 'create').length === 0).toBe(a < b);
      }),
    );
  });
});

describe('tax', () => {
  it.each(['0', '8', '10'])('accepts %s%%', (tax) => {
    expect(menuIssues(validDraft({ tax }), 'create')).toEqual([]);
    expect(toMenuPayload(validDraft({ tax })).tax).toBe(Number(tax));
  });

  it.each(['', '5', '-8', 'ten'])('refuses %j', (tax) => {
    expect(menuIssues(validDraft({ tax }), 'create')).toEqual([{ field: 'tax', code: 'MENU_TAX_INVALID' }]);
  });
});

describe('search keywords', () => {
  it('splits on comma, Japanese comma, full-width comma and spaces', () => {
    expect(splitKeywords('ラーメン、醤油,中華，麺 あっさり\u3000 人気')).toEqual([
      'ラーメン',
      '醤油',
      '中華',
      '麺',
      'あっさり',
      '人気',
    ]);
  });

  it('joins with a comma for saving, dropping empties and repeats', () => {
    expect(joinKeywords(['醤油', ' ', '醤油', '中華'])).toBe('醤油,中華');
    expect(joinKeywords([])).toBe('');
  });

  it('round-trips any list of words (property)', () => {
    const word = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => {
      const words = splitKeywords(text);
      return words.length === 1 && words[0] === text;
    });
    fc.assert(
      fc.property(fc.uniqueArray(word, { maxLength: 10 }), (words) => {
        expect(splitKeywords(joinKeywords(words))).toEqual(words);
      }),
    );
  });

  it('accepts a comma string or a list on the wire and saves the comma string', () => {
    const fromText = menuDraftSchema.parse({ ...toMenuPayload(validDraft()), search_keyword: '麺、醤油' });
    const fromList = menuDraftSchema.parse({ ...toMenuPayload(validDraft()), search_keyword: ['麺', '醤油'] });
    expect(fromText.search_keyword).toEqual(['麺', '醤油']);
    expect(toMenuPayload(fromList).search_keyword).toBe('麺,醤油');
  });
});

describe('add-on groups and options', () => {
  it('requires item name, image and JAN code of a group, and the name of an option', () => {
    const draft = validDraft({
      additional: [{ ...emptyAdditionalDraft(), options: [emptyOptionDraft()] }],
    });
    expect(menuIssues(draft, 'create')).toEqual([
      { field: 'additional.0.item_name', code: 'REQUIRED' },
      { field: 'additional.0.image_name', code: 'REQUIRED' },
      { field: 'additional.0.jancode', code: 'REQUIRED' },
      { field: 'additional.0.options.0.additional_name', code: 'REQUIRED' },
    ]);
  });

  it('requires an option JAN code only when it costs something', () => {
    expect(menuIssues(validDraft({ additional: [group('111', [{ cost: '0' }])] }), 'create')).toEqual([]);
    expect(menuIssues(validDraft({ additional: [group('111', [{ cost: '' }])] }), 'create')).toEqual([]);
    expect(menuIssues(validDraft({ additional: [group('111', [{ cost: '50' }])] }), 'create')).toEqual([
      { field: 'additional.0.options.0.jancode', code: 'MENU_OPTION_JAN_REQUIRED' },
    ]);
    expect(menuIssues(validDraft({ additional: [group('111', [{ cost: '50', jancode: '222' }])] }), 'create')).toEqual(
      [],
    );
  });

  it('refuses a cost that is not a whole yen amount', () => {
    expect(menuIssues(validDraft({ additional: [group('111', [{ cost: '-10', jancode: '2' }])] }), 'create')).toEqual([
      { field: 'additional.0.options.0.additional_cost', code: 'MENU_INVALID_NUMBER' },
    ]);
  });

  it('names every field holding a duplicated JAN code with "Duplicate JAN Code "', () => {
    const draft = validDraft({
      additional: [group('111', [{ cost: '100', jancode: '222' }]), group('333', [{ cost: '100', jancode: '111' }])],
    });
    expect(menuIssues(draft, 'create')).toEqual([
      { field: 'additional.0.jancode', code: 'MENU_DUPLICATE_JAN' },
      { field: 'additional.1.options.0.jancode', code: 'MENU_DUPLICATE_JAN' },
    ]);
    expect(formatMessage('MENU_DUPLICATE_JAN')).toEqual({ en: 'Duplicate JAN Code ', jp: 'JANコードが重複しています' });
  });

  it("counts the menu's own JAN code", () => {
    const draft = validDraft({ jancode: '999', additional: [group('999')] });
    expect(duplicateJanCodeFields(draft)).toEqual(['jancode', 'additional.0.jancode']);
    expect(codeOf(menuIssues(draft, 'create'), 'jancode')).toBe('MENU_DUPLICATE_JAN');
  });

  it('finds a duplicate exactly when a code repeats (property)', () => {
    const code = fc.constantFrom('11', '22', '33', '44', '55', '66');
    fc.assert(
      fc.property(
        code,
        fc.array(fc.tuple(code, fc.array(code, { maxLength: 3 })), { maxLength: 4 }),
        (menuCode, groups) => {
          const draft = validDraft({
            jancode: menuCode,
            additional: groups.map(([groupCode, optionCodes]) =>
              group(
                groupCode,
                optionCodes.map((optionCode) => ({ cost: '10', jancode: optionCode })),
              ),
            ),
          });
          const all = [menuCode, ...groups.flatMap(([groupCode, optionCodes]) => [groupCode, ...optionCodes])];
          const repeats = all.length !== new Set(all).size;
          expect(duplicateJanCodeFields(draft).length > 0).toBe(repeats);
          expect(menuIssues(draft, 'create').every((issue) => issue.code === 'MENU_DUPLICATE_JAN')).toBe(true);
        },
      ),
    );
  });

  it('accepts `additional` as the options key from older clients', () => {
    const body = {
      ...toMenuPayload(validDraft()),
      additional: [{ item_name: 'A', jancode: '1', image_name: 'k.jpg', additional: [{ additional_name: 'x' }] }],
    };
    expect(menuDraftSchema.parse(body).additional[0]?.options[0]?.additional_name).toBe('x');
  });
});

describe('receiving-method prices and Link price SG', () => {
  const methods = [
    {
      id_restaurant_receiving_method: 5,
      id_receiving_method: 1,
      method_name: 'Take-out',
      food_menu_price: '750',
      is_applied: true,
    },
    {
      id_restaurant_receiving_method: 6,
      id_receiving_method: 3,
      method_name: 'Table',
      food_menu_price: '',
      is_applied: false,
    },
  ];

  it('keeps each method price, and the base price for a blank one', () => {
    expect(menuIssues(validDraft({ receiving_method: methods }), 'create')).toEqual([]);
    expect(toMenuPayload(validDraft({ receiving_method: methods })).receiving_method).toEqual([
      { id_restaurant_receiving_method: 5, food_menu_price: 750, is_applied: true },
      { id_restaurant_receiving_method: 6, food_menu_price: 800, is_applied: false },
    ]);
    const blankApplied = validDraft({ receiving_method: [{ ...methods[0]!, food_menu_price: '' }] });
    expect(menuIssues(blankApplied, 'create')).toEqual([]);
    expect(toMenuPayload(blankApplied).receiving_method[0]?.food_menu_price).toBe(800);
  });

  it('refuses a price that is not a whole yen amount, and a method listed twice', () => {
    const issues = menuIssues(
      validDraft({ receiving_method: [{ ...methods[0]! }, { ...methods[0]!, food_menu_price: 'x' }] }),
      'create',
    );
    expect(issues).toEqual([
      { field: 'receiving_method.1.id_restaurant_receiving_method', code: 'MENU_RECEIVING_METHOD_DUPLICATE' },
      { field: 'receiving_method.1.food_menu_price', code: 'MENU_INVALID_NUMBER' },
    ]);
  });

  it('sets every method price to the base price while linked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 100_000 }),
        (prices, base) => {
          const rows = prices.map((price, index) => ({ id: index, food_menu_price: price }));
          expect(linkMethodPrices(rows, base).every((row) => row.food_menu_price === base)).toBe(true);
          const draft = validDraft({
            price_link_SG: true,
            food_menu_price: String(base),
            receiving_method: prices.map((price, index) => ({
              ...methods[0]!,
              id_restaurant_receiving_method: index + 1,
              food_menu_price: String(price),
            })),
          });
          expect(toMenuPayload(draft).receiving_method.every((row) => row.food_menu_price === base)).toBe(true);
        },
      ),
    );
  });

  it('makes the form follow the base price while linked, and link on switch', () => {
    const draft = validDraft({ receiving_method: methods });
    expect(changeBasePrice(draft, '900').receiving_method.map((row) => row.food_menu_price)).toEqual(['750', '']);
    const linked = changePriceLink(draft, true);
    expect(linked.receiving_method.map((row) => row.food_menu_price)).toEqual(['800', '800']);
    expect(changeBasePrice(linked, '900').receiving_method.map((row) => row.food_menu_price)).toEqual(['900', '900']);
  });
});

describe('category change', () => {
  it('clears the sub-category when the category changes, and only then', () => {
    expect(changeCategory(validDraft(), 9)).toMatchObject({ id_food_category: 9, id_food_sub_category: null });
    expect(changeCategory(validDraft(), 1)).toMatchObject({ id_food_category: 1, id_food_sub_category: 2 });
  });
});

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

describe('issuesByField', () => {
  it('keeps the first issue of each field', () => {
    const byField = issuesByField([
      { field: 'a', code: 'REQUIRED' },
      { field: 'a', code: 'MENU_DUPLICATE_JAN' },
      { field: 'b', code: 'MENU_QUOTA_MIN' },
    ]);
    expect(byField.get('a')?.code).toBe('REQUIRED');
    expect(byField.size).toBe(2);
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

describe('number parsing', () => {
  it('reads unsigned and signed whole numbers of up to 9 digits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999, max: 999_999_999 }), (value) => {
        expect(parseSigned(String(value))).toBe(value);
        expect(parseUnsigned(String(value))).toBe(value >= 0 ? value : null);
      }),
    );
    expect(parseSigned('-')).toBeNull();
    expect(parseUnsigned('1e3')).toBeNull();
  });
});
