// The Add/Edit Menu rules of spec 2 §4 and §5 (menuIssues), as the form and the server both apply them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { emptyAdditionalDraft, emptyMenuDraft, emptyOptionDraft, menuDraftSchema } from './menus/draft.ts';
import { changeQuotaEnabled, changeStandardQty, changeStandardQtyCheck } from './menus/form-changes.ts';
import { toMenuPayload } from './menus/payload.ts';
import { discountFieldsEnabled, duplicateJanCodeFields, issuesByField, menuIssues } from './menus/rules.ts';
import { codeOf, fields, group, validDraft } from './menus/test-drafts.ts';

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
