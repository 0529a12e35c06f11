import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  codeCategorySchema,
  createCategorySchema,
  isSafeFileKey,
  updateCategorySchema,
  withFileAlias,
} from './categories.ts';
import { categoryFormIssues } from './form-issues.ts';

const valid = {
  category_name: ' 麺類 ',
  description: 'ラーメンとうどん',
  status: 'active',
  code_category: '010',
  banner: 'r1/8c1e5f2a-1b2c-4d5e-8f90-123456789abc.jpg',
};

/** The issues by field, as a form reads them (the first issue of each field). */
function categoryFormProblems(values: Record<string, unknown>, mode: 'new' | 'edit') {
  const issues = categoryFormIssues(values, mode);
  expect(new Set(issues.map((issue) => issue.field)).size).toBe(issues.length);
  return Object.fromEntries(issues.map(({ field, code, params }) => [field, { code, params }]));
}

describe('category contract', () => {
  it('accepts a full category, trims the texts and keeps the leading zeros of the code', () => {
    expect(createCategorySchema.parse(valid)).toEqual({ ...valid, category_name: '麺類', code_category: '010' });
  });

  it('reads a code sent as a number as its digits', () => {
    expect(codeCategorySchema.parse(42)).toBe('42');
  });

  it('requires every field of the form and the image for a new category, "Required" in both languages', () => {
    const problems = categoryFormProblems(
      { category_name: '  ', description: '', status: null, code_category: '', banner: null },
      'new',
    );
    expect(Object.keys(problems).sort()).toEqual(['banner', 'category_name', 'code_category', 'description', 'status']);
    for (const problem of Object.values(problems)) {
      expect(formatMessage(problem.code, problem.params)).toEqual({ en: 'Required', jp: '必須項目です' });
    }
  });

  it('does not need the image when editing, but an edited category may not lose its image', () => {
    expect(categoryFormProblems({ ...valid, id_food_category: 3, banner: null }, 'edit')).toEqual({});
    expect(categoryFormIssues({ ...valid, id_food_category: 3, banner: null }, 'edit', { hadImage: true })).toEqual([
      { field: 'banner', code: 'CATEGORY_REQUIRED', params: {} },
    ]);
  });

  it('says digits only for a code with anything else', () => {
    for (const code of ['12a', '-1', '1.5', '１２', '1 2']) {
      const problems = categoryFormProblems({ ...valid, code_category: code }, 'new');
      expect(problems.code_category?.code).toBe('CATEGORY_DIGITS_ONLY');
    }
    expect(formatMessage('CATEGORY_DIGITS_ONLY')).toEqual({
      en: 'Please enter digits only',
      jp: '半角数字のみで入力してください',
    });
  });

  it('tells the limit of a text that is too long', () => {
    const problems = categoryFormProblems({ ...valid, category_name: 'あ'.repeat(101) }, 'new');
    expect(formatMessage(problems.category_name!.code, problems.category_name!.params)).toEqual({
      en: 'Please enter at most 100 characters',
      jp: '100文字以内で入力してください',
    });
  });

  it('refuses a status other than active / inactive and a file key that climbs out of its folder', () => {
    expect(categoryFormProblems({ ...valid, status: 'closed' }, 'new').status?.code).toBe('CATEGORY_INVALID');
    expect(categoryFormProblems({ ...valid, banner: '../etc/passwd' }, 'new').banner?.code).toBe('CATEGORY_INVALID');
    expect(categoryFormProblems({ ...valid, banner: '/r1/a.jpg' }, 'new').banner?.code).toBe('CATEGORY_INVALID');
  });

  it('updates only what is sent: a status alone is a valid update (the list switch)', () => {
    expect(updateCategorySchema.parse({ id_food_category: '7', status: 'inactive' })).toEqual({
      id_food_category: 7,
      status: 'inactive',
    });
    expect(updateCategorySchema.safeParse({ id_food_category: 7, category_name: '' }).success).toBe(false);
    expect(updateCategorySchema.safeParse({ status: 'active' }).success).toBe(false);
  });

  it('keeps a missing field distinguishable from an empty one (the server answers REQUIRED_FIELD)', () => {
    const result = createCategorySchema.safeParse({ ...valid, category_name: undefined });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/received undefined/);
  });

  it('takes banner_name as the banner when banner is absent', () => {
    const { banner: _banner, ...withoutBanner } = valid;
    const aliased = withFileAlias('banner', 'banner_name')({ ...withoutBanner, banner_name: 'r1/a.jpg' });
    expect(createCategorySchema.parse(aliased).banner).toBe('r1/a.jpg');
    expect(withFileAlias('banner', 'banner_name')({ banner: 'r1/b.jpg', banner_name: 'r1/a.jpg' })).toEqual({
      banner: 'r1/b.jpg',
      banner_name: 'r1/a.jpg',
    });
  });

  it('accepts exactly the codes made of 1 to 18 ASCII digits (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (text) => {
        const expected = /^\d{1,18}$/.test(text.trim());
        expect(codeCategorySchema.safeParse(text).success).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,18}$/), (digits) => {
        expect(codeCategorySchema.parse(digits)).toBe(digits);
      }),
    );
  });

  it('accepts the keys the server makes and never a key with .. or a leading slash (property)', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.constantFrom('jpg', 'png', 'webp', 'gif'), fc.nat(), (uuid, ext, id) => {
        expect(isSafeFileKey(`r${id}/${uuid}.${ext}`)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        expect(isSafeFileKey(`${before}..${after}`)).toBe(false);
        expect(isSafeFileKey(`/${before}`)).toBe(false);
      }),
    );
  });
});

describe('what PostgreSQL would refuse (issue 13)', () => {
  it('refuses ids other than positive int4 numbers or digits: arrays, booleans, 1e3, 2147483648', () => {
    for (const id of [[7], true, '1e3', '0x10', '-1', 2_147_483_648, '2147483648', 1e308, 0, 1.5]) {
      expect(updateCategorySchema.safeParse({ id_food_category: id, status: 'inactive' }).success, String(id)).toBe(
        false,
      );
    }
    expect(updateCategorySchema.safeParse({ id_food_category: 2_147_483_647, status: 'inactive' }).success).toBe(true);
  });

  it('refuses a NUL or another control character in a name; the description keeps its line breaks', () => {
    expect(createCategorySchema.safeParse({ ...valid, category_name: '麺\u0000類' }).success).toBe(false);
    expect(createCategorySchema.safeParse({ ...valid, category_name: '麺\t類' }).success).toBe(false);
    expect(createCategorySchema.safeParse({ ...valid, description: 'ラーメン\u0000' }).success).toBe(false);
    expect(createCategorySchema.parse({ ...valid, description: 'ラーメン\nうどん' }).description).toBe(
      'ラーメン\nうどん',
    );
    // The form tells it beside the field, with the field named as the server does.
    expect(categoryFormProblems({ ...valid, category_name: '麺\u0000類' }, 'new').category_name).toEqual({
      code: 'INPUT_INVALID_CHARACTERS',
      params: { field: 'category_name' },
    });
  });
});
