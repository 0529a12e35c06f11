// The Add/Edit Menu form's field changes of spec 2 §4, method prices, keywords and typed numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuDraftSchema } from './menus/draft.ts';
import { changeBasePrice, changeCategory, changePriceLink, linkMethodPrices } from './menus/form-changes.ts';
import { toMenuPayload } from './menus/payload.ts';
import { menuIssues } from './menus/rules.ts';
import { validDraft } from './menus/test-drafts.ts';
import { joinKeywords, parseSigned, parseUnsigned, splitKeywords } from './menus/values.ts';

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
