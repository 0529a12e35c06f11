// The free-menu rules of spec 2 §5 (name trimmed and required) and the wire schemas of §7.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  canSubmitFreeMenu,
  createFreeMenuSchema,
  freeMenuIssues,
  freeMenuListQuerySchema,
  freeMenuNameMaxLength,
  totalPages,
  updateFreeMenuSchema,
} from './free-menus.ts';

const blank = fc.array(fc.constantFrom(' ', '\t', '\n', '\u3000'), { maxLength: 8 }).map((parts) => parts.join(''));

/** The code of the name's issue, or null (there is at most one). */
const freeMenuNameIssue = (name: string) => {
  const issues = freeMenuIssues(name);
  expect(issues.length).toBeLessThanOrEqual(1);
  for (const issue of issues) expect(issue.field).toBe('free_food_menu_name');
  return issues[0]?.code ?? null;
};

describe('freeMenuIssues (name required, trimmed)', () => {
  it.each(['', ' ', '   ', '\t\n', '\u3000'])('reports %j as required', (name) => {
    expect(freeMenuNameIssue(name)).toBe('FREE_MENU_NAME_REQUIRED');
    expect(canSubmitFreeMenu(name, { saving: false })).toBe(false);
  });

  it('accepts a name with text, surrounding spaces or not', () => {
    expect(freeMenuNameIssue('お冷や')).toBeNull();
    expect(freeMenuNameIssue('  取り皿  ')).toBeNull();
    expect(canSubmitFreeMenu('取り皿', { saving: false })).toBe(true);
    expect(canSubmitFreeMenu('取り皿', { saving: true })).toBe(false);
  });

  it('reports a name longer than the limit once trimmed', () => {
    expect(freeMenuNameIssue('あ'.repeat(freeMenuNameMaxLength))).toBeNull();
    expect(freeMenuNameIssue(`  ${'あ'.repeat(freeMenuNameMaxLength)}  `)).toBeNull();
    expect(freeMenuNameIssue('あ'.repeat(freeMenuNameMaxLength + 1))).toBe('FREE_MENU_NAME_TOO_LONG');
  });

  it('agrees with the create schema on every name, and the schema stores the trimmed name', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          blank,
          fc.string({ maxLength: 120 }),
          fc.tuple(blank, fc.string(), blank).map((p) => p.join('')),
        ),
        (name) => {
          const parsed = createFreeMenuSchema.safeParse({ free_food_menu_name: name });
          expect(parsed.success).toBe(freeMenuNameIssue(name) === null);
          if (parsed.success) expect(parsed.data.free_food_menu_name).toBe(name.trim());
        },
      ),
    );
  });

  it('treats blank names of any whitespace as required', () => {
    fc.assert(fc.property(blank, (name) => freeMenuNameIssue(name) === 'FREE_MENU_NAME_REQUIRED'));
  });
});

describe('createFreeMenuSchema (POST restaurant/free-food-menu)', () => {
  it('reads name, restaurant and status', () => {
    expect(createFreeMenuSchema.parse({ free_food_menu_name: ' お冷や ', id_restaurant: 3, status: false })).toEqual({
      free_food_menu_name: 'お冷や',
      id_restaurant: 3,
      status: false,
    });
  });

  it('names the wrong field', () => {
    const fields = (body: unknown) => {
      const result = createFreeMenuSchema.safeParse(body);
      return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fields({})).toEqual(['free_food_menu_name']);
    expect(fields({ free_food_menu_name: '  ' })).toEqual(['free_food_menu_name']);
    expect(fields({ free_food_menu_name: 'お冷や', status: 'on' })).toEqual(['status']);
    expect(fields({ free_food_menu_name: 'お冷や', id_restaurant: 'abc' })).toEqual(['id_restaurant']);
    // What PostgreSQL would refuse is refused here: a NUL in the name, an id beyond int4 or of another kind.
    expect(fields({ free_food_menu_name: 'お\u0000冷や' })).toEqual(['free_food_menu_name']);
    expect(fields({ free_food_menu_name: 'お冷や', id_restaurant: 2_147_483_648 })).toEqual(['id_restaurant']);
    expect(fields({ free_food_menu_name: 'お冷や', id_restaurant: [3] })).toEqual(['id_restaurant']);
    expect(fields({ free_food_menu_name: 'お冷や', id_restaurant: '3' })).toEqual(['id_restaurant']);
  });
});

describe('updateFreeMenuSchema (PUT restaurant/free-food-menu/{id})', () => {
  it('accepts the name, the status, or both', () => {
    expect(updateFreeMenuSchema.parse({ status: false })).toEqual({ status: false });
    expect(updateFreeMenuSchema.parse({ free_food_menu_name: ' 取り皿 ' })).toEqual({ free_food_menu_name: '取り皿' });
  });

  it('refuses an empty change and a blank name, naming the name field', () => {
    for (const body of [{}, { id_restaurant: 1 }, { free_food_menu_name: ' ', status: true }]) {
      const result = updateFreeMenuSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['free_food_menu_name']);
    }
  });
});

describe('freeMenuListQuerySchema and totalPages', () => {
  it('reads ?status=true and nothing else as a filter', () => {
    expect(freeMenuListQuerySchema.parse({ status: 'true' })).toEqual({ status: 'true' });
    expect(freeMenuListQuerySchema.parse({})).toEqual({});
    expect(freeMenuListQuerySchema.safeParse({ status: 'yes' }).success).toBe(false);
  });

  it('counts the pages that hold every row', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 100 }), (total, size) => {
        const pages = totalPages(total, size);
        expect(pages * size).toBeGreaterThanOrEqual(total);
        expect((pages - 1) * size).toBeLessThan(Math.max(total, 1));
      }),
    );
  });
});

describe('free-menu messages', () => {
  it('have English and Japanese texts', () => {
    expect(formatMessage('FREE_MENU_CREATED')).toEqual({
      en: 'Successfully created free menu',
      jp: '無料メニューを作成しました',
    });
  });
});
