// Wait times: whole minutes only (a lone minus sign refused), and the bodies of the §7 calls.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createWaitTimeSchema,
  deleteWaitTimeSchema,
  isWaitTimeText,
  maxWaitTimeMinutes,
  parseWaitTimeText,
  updateWaitTimeSchema,
  waitTimeFormIssues,
  waitTimeQuerySchema,
} from './wait-times.ts';

describe('wait time text', () => {
  it('refuses a lone minus sign, an empty text, negatives, decimals and words', () => {
    for (const text of ['-', '', ' ', '-5', '1.5', '1e2', 'ten', '5分']) {
      expect(isWaitTimeText(text)).toBe(false);
      expect(parseWaitTimeText(text)).toBeNull();
    }
  });

  it('accepts any whole number of minutes up to a day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: maxWaitTimeMinutes }), (minutes) => {
        expect(parseWaitTimeText(String(minutes))).toBe(minutes);
        expect(createWaitTimeSchema.parse({ id_restaurant_receiving_method: 1, wait_time: minutes }).wait_time).toBe(
          minutes,
        );
      }),
    );
    expect(parseWaitTimeText(String(maxWaitTimeMinutes + 1))).toBeNull();
  });
});

describe('wait time bodies', () => {
  it('needs a receiving method and a wait time; the description is optional', () => {
    expect(createWaitTimeSchema.parse({ id_restaurant_receiving_method: 3, wait_time: '15' })).toEqual({
      id_restaurant_receiving_method: 3,
      wait_time: 15,
      description: '',
    });
    expect(createWaitTimeSchema.safeParse({ wait_time: 5 }).error?.issues[0]?.path).toEqual([
      'id_restaurant_receiving_method',
    ]);
    expect(createWaitTimeSchema.safeParse({ id_restaurant_receiving_method: 1 }).error?.issues[0]?.path).toEqual([
      'wait_time',
    ]);
    for (const wait_time of ['-', -1, 2.5, '']) {
      expect(createWaitTimeSchema.safeParse({ id_restaurant_receiving_method: 1, wait_time }).success).toBe(false);
    }
    expect(
      createWaitTimeSchema.parse({ id_restaurant_receiving_method: 1, wait_time: 5, description: null }).description,
    ).toBe('');
  });

  it('update and delete name the wait time', () => {
    expect(updateWaitTimeSchema.safeParse({ id_restaurant_receiving_method: 1, wait_time: 5 }).success).toBe(false);
    expect(deleteWaitTimeSchema.parse({ id_wait_time: 7, wait_time: 5, description: '' }).id_wait_time).toBe(7);
  });

  it('refuses what PostgreSQL would refuse: ids of another kind or beyond int4, NUL in the description', () => {
    for (const id of ['3', [3], true, 2_147_483_648]) {
      expect(createWaitTimeSchema.safeParse({ id_restaurant_receiving_method: id, wait_time: 5 }).success).toBe(false);
      expect(deleteWaitTimeSchema.safeParse({ id_wait_time: id }).success).toBe(false);
    }
    const withNul = createWaitTimeSchema.safeParse({
      id_restaurant_receiving_method: 3,
      wait_time: 5,
      description: 'a\u0000',
    });
    expect(withNul.error?.issues[0]?.path).toEqual(['description']);
    expect(waitTimeQuerySchema.safeParse({ id_restaurant_receiving_method: '1e3' }).success).toBe(false);
    expect(waitTimeQuerySchema.parse({ id_restaurant_receiving_method: '3' }).id_restaurant_receiving_method).toBe(3);
  });
});

describe('waitTimeFormIssues (the Add/Edit form)', () => {
  it('requires a method and the minutes', () => {
    expect(waitTimeFormIssues({ id_restaurant_receiving_method: null, wait_time: ' ' })).toEqual([
      { field: 'id_restaurant_receiving_method', code: 'WAIT_TIME_REQUIRED', params: {} },
      { field: 'wait_time', code: 'WAIT_TIME_REQUIRED', params: {} },
    ]);
  });

  it('refuses what is not whole minutes of a day, and agrees with the typed-text rule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -5, max: 2000 }).map(String)), (typed) => {
        const issues = waitTimeFormIssues({ id_restaurant_receiving_method: 3, wait_time: typed });
        if (typed.trim() === '') expect(issues.map((issue) => issue.code)).toEqual(['WAIT_TIME_REQUIRED']);
        else expect(issues.length === 0).toBe(isWaitTimeText(typed));
      }),
    );
    expect(waitTimeFormIssues({ id_restaurant_receiving_method: 3, wait_time: '-' })).toEqual([
      { field: 'wait_time', code: 'WAIT_TIME_NOT_A_NUMBER', params: { max: maxWaitTimeMinutes } },
    ]);
  });
});
