// The restaurant's invoice registration number (適格請求書発行事業者登録番号, issue 10): 'T' and 13
// digits, printed on its slips so they serve as simplified qualified invoices. Set in the Profile.
import { z } from 'zod';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { id } from '../zod-blocks.ts';

export const registrationNumberPattern = /^T[0-9]{13}$/;

/**
 * What a person typed, as stored: NFKC turns a Japanese IME's full-width 'Ｔ' and digits into ASCII,
 * blanks and hyphens between the digit groups go, 't' is upper-cased; empty means none (null).
 * The check digit is not verified: the National Tax Agency assigns sole proprietors' numbers itself,
 * so the format is the one rule every valid number keeps.
 */
export function normalizeRegistrationNumber(typed: string): string | null {
  const plain = typed
    .normalize('NFKC')
    .replace(/[\s\-‐−ー]/g, '')
    .toUpperCase();
  return plain === '' ? null : plain;
}

/** Is what a person typed a number (or none)? */
export function isRegistrationNumber(typed: string): boolean {
  const value = normalizeRegistrationNumber(typed);
  return value === null || registrationNumberPattern.test(value);
}

/** The form's rule (the web's useDomainForm), the same as the server's schema. */
export function registrationNumberIssues(draft: { registration_number: string }): RuleIssue[] {
  return isRegistrationNumber(draft.registration_number)
    ? []
    : [ruleIssue('registration_number', 'REGISTRATION_NUMBER_INVALID')];
}

export const registrationNumberSchema = z
  .string()
  .nullish()
  .transform((typed) => (typed == null ? null : normalizeRegistrationNumber(typed)))
  .refine((value) => value === null || registrationNumberPattern.test(value), {
    error: 'REGISTRATION_NUMBER_INVALID',
  });

/** PUT restaurant/update/registration-number. */
export const updateRegistrationNumberSchema = z.object({
  id_restaurant: id,
  registration_number: registrationNumberSchema,
});
export type UpdateRegistrationNumberInput = z.output<typeof updateRegistrationNumberSchema>;
