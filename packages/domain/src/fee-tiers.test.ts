// The fee-tier rules of spec 3 §5: any valid tier list passes; breaking any single rule answers
// exactly that rule's message at its tier and field; the add-tier button and the next tier's min.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddTier,
  type FeeTierDraft,
  type FeeTierInput,
  feeTierIssuePath,
  feeTierIssues,
  nextTierMin,
  tierNeedsJancode,
} from './fee-tiers.ts';
import { formatMessage } from './messages.ts';

interface Valid extends FeeTierInput {
  tiers: FeeTierDraft[];
  min_order_fee: number;
  min_free_order_fee: number;
}

const nonBlank = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
const jan = fc.stringMatching(/^\d{8,13}$/);

/** A valid method: tiers without gaps from the minimum order amount to the free threshold − 1. */
const validInput: fc.Arbitrary<Valid> = fc
  .record({
    code_company: fc.constantFrom(100, 200, 300),
    id_receiving_method: fc.constantFrom(1, 2, 3, 4),
    minimum: fc.integer({ min: 0, max: 5000 }),
    tiers: fc.array(
      fc.record({ width: fc.integer({ min: 1, max: 3000 }), name: nonBlank, cost: fc.integer({ min: 0, max: 2000 }) }),
      { minLength: 1, maxLength: 6 },
    ),
    jancodes: fc.array(fc.option(jan), { minLength: 6, maxLength: 6 }),
    fallbackJan: jan,
  })
  .map(({ code_company, id_receiving_method, minimum, tiers, jancodes, fallbackJan }) => {
    let start = minimum;
    const built = tiers.map((tier, index) => {
      const min = start;
      start += tier.width;
      const optionalJan = jancodes[index] ?? null;
      return {
        name: tier.name,
        min_order_fee: min,
        max_order_fee: start - 1,
        cost: tier.cost,
        // Company 100 may leave the JAN code empty; the others must give one.
        jancode: code_company === 100 ? optionalJan : (optionalJan ?? fallbackJan),
      };
    });
    return { code_company, id_receiving_method, min_order_fee: minimum, min_free_order_fee: start, tiers: built };
  });

const withTier = (input: Valid, index: number, change: Partial<FeeTierDraft>): Valid => ({
  ...input,
  tiers: input.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
});
const lastIndex = (input: Valid) => input.tiers.length - 1;

describe('feeTierIssues', () => {
  it('passes any valid tier list', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        expect(feeTierIssues(input)).toEqual([]);
      }),
    );
  });

  it('passes a method without tiers whatever its free threshold, as long as it is not below the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.option(fc.integer({ min: 0, max: 9999 })), (min, extra) => {
        const free = extra === null ? null : min + extra;
        expect(feeTierIssues({ tiers: [], min_order_fee: min, min_free_order_fee: free, code_company: 200 })).toEqual(
          [],
        );
      }),
    );
  });

  it('answers "Required Field" at exactly the emptied field', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.nat(),
        fc.constantFrom('name', 'min_order_fee', 'max_order_fee', 'cost', 'jancode'),
        fc.constantFrom(null, undefined, '', '  '),
        (input, pick, field, empty) => {
          fc.pre(field !== 'jancode' || tierNeedsJancode(input.code_company));
          const index = pick % input.tiers.length;
          const isText = field === 'name' || field === 'jancode';
          const value = isText ? empty : typeof empty === 'string' ? null : empty;
          const broken = withTier(input, index, { [field]: value });
          expect(feeTierIssues(broken)).toEqual([{ index, field, code: 'FEE_TIER_REQUIRED', params: {} }]);
        },
      ),
    );
  });

  it('needs no JAN code in company 100, and one in the others', () => {
    const tier = { name: 'Near', min_order_fee: 0, max_order_fee: 999, cost: 300, jancode: '' };
    const base = { tiers: [tier], min_order_fee: 0, min_free_order_fee: 1000 };
    expect(feeTierIssues({ ...base, code_company: 100 })).toEqual([]);
    for (const code_company of [200, 300]) {
      expect(feeTierIssues({ ...base, code_company })).toEqual([
        { index: 0, field: 'jancode', code: 'FEE_TIER_REQUIRED', params: {} },
      ]);
    }
  });

  it('answers "Error value greater than maximum order fee" when a tier min exceeds its max', () => {
    fc.assert(
      fc.property(validInput, fc.nat(), fc.integer({ min: 1, max: 5000 }), (input, pick, above) => {
        const index = pick % input.tiers.length;
        const max = input.tiers[index]?.max_order_fee as number;
        const broken = withTier(input, index, { min_order_fee: max + above });
        expect(feeTierIssues(broken)).toEqual([
          { index, field: 'min_order_fee', code: 'FEE_TIER_MIN_GREATER_THAN_MAX', params: {} },
        ]);
      }),
    );
  });

  it('answers when the first tier does not start at the minimum order amount', () => {
    fc.assert(
      fc.property(validInput, fc.nat(), (input, pick) => {
        const max = input.tiers[0]?.max_order_fee as number;
        const min = pick % (max + 1);
        fc.pre(min !== input.min_order_fee);
        expect(feeTierIssues(withTier(input, 0, { min_order_fee: min }))).toEqual([
          {
            index: 0,
            field: 'min_order_fee',
            code: 'FEE_TIER_FIRST_MIN_NOT_MIN_ORDER_FEE',
            params: { expected: input.min_order_fee },
          },
        ]);
      }),
    );
  });

  it('answers when a later tier does not start at the previous max + 1', () => {
    fc.assert(
      fc.property(validInput, fc.nat(), fc.nat(), (input, pickTier, pickMin) => {
        fc.pre(input.tiers.length >= 2);
        const index = 1 + (pickTier % (input.tiers.length - 1));
        const max = input.tiers[index]?.max_order_fee as number;
        const expected = (input.tiers[index - 1]?.max_order_fee as number) + 1;
        const min = pickMin % (max + 1);
        fc.pre(min !== expected);
        expect(feeTierIssues(withTier(input, index, { min_order_fee: min }))).toEqual([
          { index, field: 'min_order_fee', code: 'FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE', params: { expected } },
        ]);
      }),
    );
  });

  it('answers when a tier max reaches the free threshold', () => {
    fc.assert(
      fc.property(validInput, fc.integer({ min: 0, max: 5000 }), (input, over) => {
        const index = lastIndex(input);
        const broken = withTier(input, index, { max_order_fee: input.min_free_order_fee + over });
        expect(feeTierIssues(broken)).toEqual([
          {
            index,
            field: 'max_order_fee',
            code: 'FEE_TIER_MAX_NOT_BELOW_FREE_THRESHOLD',
            params: { threshold: input.min_free_order_fee },
          },
        ]);
      }),
    );
  });

  it('answers when the last tier stops short of the free threshold − 1', () => {
    fc.assert(
      fc.property(validInput, fc.nat(), (input, pick) => {
        const index = lastIndex(input);
        const min = input.tiers[index]?.min_order_fee as number;
        const room = input.min_free_order_fee - 1 - min; // possible maxima: min … free − 2
        fc.pre(room >= 1);
        const max = min + (pick % room);
        expect(feeTierIssues(withTier(input, index, { max_order_fee: max }))).toEqual([
          {
            index,
            field: 'max_order_fee',
            code: 'FEE_TIER_LAST_MAX_NOT_FREE_THRESHOLD_MINUS_ONE',
            params: { expected: input.min_free_order_fee - 1 },
          },
        ]);
      }),
    );
  });

  it('answers when the minimum order amount exceeds the free threshold: shipping for delivery, service otherwise', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 9999 }),
        fc.constantFrom(1, 2, 3, 4),
        (free, above, method) => {
          const issues = feeTierIssues({
            tiers: [],
            min_order_fee: free + above,
            min_free_order_fee: free,
            code_company: 300,
            id_receiving_method: method,
          });
          expect(issues).toEqual([
            {
              index: null,
              field: 'min_order_fee',
              code:
                method === 4
                  ? 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SHIPPING_FEE'
                  : 'MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SERVICE_FEE',
              params: {},
            },
          ]);
        },
      ),
    );
  });

  it('asks for a free threshold when there are tiers', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        expect(feeTierIssues({ ...input, min_free_order_fee: null })).toEqual([
          { index: null, field: 'min_free_order_fee', code: 'FEE_TIER_REQUIRED', params: {} },
        ]);
      }),
    );
  });

  it('reports every consequence of lowering a middle tier max below its min', () => {
    const tiers = [
      { name: 'Near', min_order_fee: 500, max_order_fee: 999, cost: 300, jancode: '4900000000011' },
      { name: 'Mid', min_order_fee: 1000, max_order_fee: 1999, cost: 200, jancode: '4900000000028' },
      { name: 'Far', min_order_fee: 2000, max_order_fee: 2999, cost: 100, jancode: '4900000000035' },
    ];
    const broken = tiers.map((tier, index) => (index === 1 ? { ...tier, max_order_fee: 900 } : tier));
    const issues = feeTierIssues({ tiers: broken, min_order_fee: 500, min_free_order_fee: 3000, code_company: 200 });
    expect(issues.map((issue) => [feeTierIssuePath(issue), issue.code])).toEqual([
      ['service_shipping_fees.1.min_order_fee', 'FEE_TIER_MIN_GREATER_THAN_MAX'],
      ['service_shipping_fees.2.min_order_fee', 'FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE'],
    ]);
    expect(issues[1]?.params).toEqual({ expected: 901 });
  });

  it('words the spec texts verbatim in English and fills the expected value in both languages', () => {
    expect(formatMessage('FEE_TIER_REQUIRED').en).toBe('Required Field');
    expect(formatMessage('FEE_TIER_MIN_GREATER_THAN_MAX').en).toBe('Error value greater than maximum order fee');
    expect(formatMessage('MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SHIPPING_FEE').en).toBe(
      'Error min order fee greater than min free shipping fee',
    );
    expect(formatMessage('MIN_ORDER_FEE_GREATER_THAN_MIN_FREE_SERVICE_FEE').en).toBe(
      'Error min order fee greater than min free service fee',
    );
    expect(formatMessage('FEE_TIER_MIN_NOT_PREVIOUS_MAX_PLUS_ONE', { expected: 1000 })).toEqual({
      en: "Must be the previous tier's maximum plus 1 (1000)",
      jp: '前の段階の最大金額＋1（1000）にしてください',
    });
  });
});

describe('canAddTier and nextTierMin', () => {
  it('disables adding without a free threshold or when it equals the minimum order amount', () => {
    expect(canAddTier({ tiers: [], min_order_fee: 500, min_free_order_fee: null })).toBe(false);
    expect(canAddTier({ tiers: [], min_order_fee: 500, min_free_order_fee: undefined })).toBe(false);
    expect(canAddTier({ tiers: [], min_order_fee: 500, min_free_order_fee: 500 })).toBe(false);
    expect(canAddTier({ tiers: [], min_order_fee: 500, min_free_order_fee: 3000 })).toBe(true);
    expect(nextTierMin({ tiers: [], min_order_fee: 500 })).toBe(500);
    expect(nextTierMin({ tiers: [], min_order_fee: null })).toBeNull();
  });

  it('disables adding once the tiers reach the free threshold', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        expect(canAddTier(input)).toBe(false);
      }),
    );
  });

  it('allows adding while they fall short, and proposes the previous max + 1 (the tier that is missing)', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        fc.pre(input.tiers.length >= 2);
        const missing = input.tiers.at(-1) as FeeTierDraft;
        const shorter = { ...input, tiers: input.tiers.slice(0, -1) };
        expect(canAddTier(shorter)).toBe(true);
        expect(nextTierMin(shorter)).toBe(missing.min_order_fee);
      }),
    );
  });

  it('allows adding after a tier whose max is still empty, but cannot propose its min', () => {
    const tiers = [{ name: 'Near', min_order_fee: 0, max_order_fee: null, cost: 100, jancode: 'x' }];
    expect(canAddTier({ tiers, min_order_fee: 0, min_free_order_fee: 2000 })).toBe(true);
    expect(nextTierMin({ tiers, min_order_fee: 0 })).toBeNull();
  });
});
