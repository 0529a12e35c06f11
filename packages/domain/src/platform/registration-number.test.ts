// The invoice registration number (issue 10): 'T' and 13 digits, typed in ASCII or full-width (a
// Japanese IME), with or without separators; empty is none; anything else is refused by the form's
// rule and the server's schema alike.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import {
  isRegistrationNumber,
  normalizeRegistrationNumber,
  registrationNumberIssues,
  updateRegistrationNumberSchema,
} from './registration-number.ts';

const digits13 = fc.stringMatching(/^[0-9]{13}$/);
const toFullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
const parse = (registration_number: unknown) =>
  updateRegistrationNumberSchema.safeParse({ id_restaurant: 1, registration_number });

describe('registration number', () => {
  it('reads T and 13 digits however typed: ASCII, full-width, lower-case, with blanks or hyphens', () => {
    fc.assert(
      fc.property(digits13, fc.boolean(), fc.boolean(), (digits, wide, lower) => {
        const expected = `T${digits}`;
        const spaced = `${lower ? 't' : 'T'} ${digits.slice(0, 4)}-${digits.slice(4, 8)} ${digits.slice(8)}`;
        const typed = wide ? toFullWidth(spaced) : spaced;
        expect(normalizeRegistrationNumber(typed)).toBe(expected);
        expect(registrationNumberIssues({ registration_number: typed })).toEqual([]);
        const parsed = parse(typed);
        expect(parsed.success && parsed.data.registration_number).toBe(expected);
      }),
    );
  });

  it('empty, blank, null or absent is none', () => {
    for (const none of ['', '   ', null, undefined]) {
      const parsed = parse(none);
      expect(parsed.success && parsed.data.registration_number).toBeNull();
    }
    expect(registrationNumberIssues({ registration_number: ' ' })).toEqual([]);
  });

  it('refuses any other length, a missing or other letter, and non-digits, with the bilingual rule', () => {
    const wrong = fc.oneof(
      fc.stringMatching(/^T[0-9]{0,12}$/),
      fc.stringMatching(/^T[0-9]{14,20}$/),
      digits13,
      digits13.map((digits) => `X${digits}`),
      fc
        .tuple(digits13, fc.integer({ min: 0, max: 12 }), fc.constantFrom('a', '.', '/', '漢'))
        .map(([digits, at, bad]) => `T${digits.slice(0, at)}${bad}${digits.slice(at + 1)}`),
    );
    fc.assert(
      fc.property(wrong, (typed) => {
        expect(isRegistrationNumber(typed)).toBe(false);
        expect(registrationNumberIssues({ registration_number: typed })).toEqual([
          { field: 'registration_number', code: 'REGISTRATION_NUMBER_INVALID', params: {} },
        ]);
        const parsed = parse(typed);
        expect(parsed.success).toBe(false);
        expect(parsed.error?.issues[0]?.message).toBe('REGISTRATION_NUMBER_INVALID');
      }),
    );
    expect(formatMessage('REGISTRATION_NUMBER_INVALID')).toEqual({
      en: 'Enter the registration number as T followed by 13 digits',
      jp: '登録番号は T と13桁の数字で入力してください',
    });
  });
});
