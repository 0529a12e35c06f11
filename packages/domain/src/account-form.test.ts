// The account forms' rules: what a new and an edited account need, the password reset, and the
// bodies the Staff and Restaurant User screens send.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountDraft,
  accountFormIssues,
  createAccountBody,
  isPasswordResetFilled,
  minPasswordLength,
  passwordResetIssues,
  permissionGroups,
  updateAccountBody,
} from './account-form.ts';
import { defaultStaffPermissions } from './permissions.ts';
import { createUserSchema, updateBioSchema } from './users.ts';

const empty: AccountDraft = {
  level: null,
  id_restaurant: null,
  first_name: '',
  last_name: '',
  email: '',
  password: '',
};
const filled: AccountDraft = {
  level: 2,
  id_restaurant: 7,
  first_name: '花子',
  last_name: '佐藤',
  email: 'Hanako@Example.com',
  password: 'secret-pass',
};
const fieldsOf = (issues: readonly { field: string; code: string }[]) => issues.map((issue) => issue.field);

describe('accountFormIssues', () => {
  it('a new account needs level, restaurant, email and password (names optional)', () => {
    const issues = accountFormIssues(empty, 'new');
    expect(fieldsOf(issues)).toEqual(['level', 'id_restaurant', 'email', 'password']);
    expect(issues.every((issue) => issue.code === 'ACCOUNT_REQUIRED')).toBe(true);
    expect(accountFormIssues(filled, 'new')).toEqual([]);
  });

  it('an edited account needs first name, last name and level, not email or password', () => {
    expect(fieldsOf(accountFormIssues(empty, 'edit'))).toEqual(['level', 'first_name', 'last_name']);
    expect(accountFormIssues({ ...filled, email: '', password: '', id_restaurant: null }, 'edit')).toEqual([]);
    expect(fieldsOf(accountFormIssues({ ...filled, first_name: '   ' }, 'edit'))).toEqual(['first_name']);
  });

  it('refuses a malformed email and a short password with their own codes', () => {
    const issues = accountFormIssues({ ...filled, email: 'not-an-email', password: 'short' }, 'new');
    expect(issues.map((issue) => issue.code)).toEqual(['ACCOUNT_EMAIL_INVALID', 'ACCOUNT_PASSWORD_TOO_SHORT']);
    expect(issues[1]?.params).toEqual({ min: minPasswordLength });
  });

  it('a draft without issues makes a body the server schema accepts (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<1 | 2>(1, 2),
        fc.integer({ min: 1, max: 10_000 }),
        fc.stringMatching(/^[a-zA-Zあ-ん ]{0,120}$/),
        fc.string({ minLength: 0, maxLength: 300 }),
        (level, idRestaurant, name, password) => {
          const draft: AccountDraft = { ...filled, level, id_restaurant: idRestaurant, first_name: name, password };
          const passes = accountFormIssues(draft, 'new').length === 0;
          const body = createAccountBody(draft, defaultStaffPermissions());
          if (passes) expect(createUserSchema.safeParse(body).success).toBe(true);
          if (name.trim().length > 100) expect(passes).toBe(false);
          if (password.length < minPasswordLength) expect(passes).toBe(false);
        },
      ),
    );
  });
});

describe('account bodies', () => {
  it('a staff account carries its permissions, an owner none; email is trimmed and lower-cased', () => {
    const permissions = defaultStaffPermissions();
    const staff = createAccountBody(filled, permissions);
    expect(staff).toMatchObject({ level: 2, id_restaurant: 7, email: 'hanako@example.com', password: 'secret-pass' });
    expect(staff.bio).toEqual({ first_name: '花子', last_name: '佐藤' });
    expect(staff.access_permission).toHaveLength(permissions.length);
    expect('access_permission' in createAccountBody({ ...filled, level: 1 }, permissions)).toBe(false);
  });

  it('an edit sends the level only when asked, and passes the update schema', () => {
    const body = updateAccountBody(5, filled, defaultStaffPermissions(), { sendLevel: false });
    expect('level' in body).toBe(false);
    expect(updateBioSchema.safeParse(body).success).toBe(true);
    expect(updateAccountBody(5, { ...filled, level: 1 }, [], { sendLevel: true })).toEqual({
      id_restaurant_user: 5,
      bio: { first_name: '花子', last_name: '佐藤' },
      level: 1,
    });
  });
});

describe('password reset', () => {
  it('is filled only with both passwords, and they must match', () => {
    expect(isPasswordResetFilled({ password: 'abcdefgh', password_confirm: '' })).toBe(false);
    expect(isPasswordResetFilled({ password: 'abcdefgh', password_confirm: 'x' })).toBe(true);
    expect(passwordResetIssues({ password: 'abcdefgh', password_confirm: 'abcdefgh' })).toEqual([]);
    expect(passwordResetIssues({ password: 'abcdefgh', password_confirm: 'abcdefgX' }).map((i) => i.code)).toEqual([
      'ACCOUNT_PASSWORD_MISMATCH',
    ]);
    expect(passwordResetIssues({ password: '', password_confirm: '' }).map((i) => i.field)).toEqual([
      'password',
      'password_confirm',
    ]);
  });
});

describe('permissionGroups', () => {
  it('nests the Food Menu children under their parent, in menu order', () => {
    const groups = permissionGroups(defaultStaffPermissions());
    expect(groups.map((group) => group.entry.id)[0]).toBe('home');
    const food = groups.find((group) => group.entry.id === 'food');
    expect(food?.children.map((child) => child.id)).toEqual([
      'food-banner',
      'food-category',
      'food-subcategory',
      'food-menu',
      'food-menu-free',
    ]);
    expect(groups.flatMap((group) => [group.entry, ...group.children])).toHaveLength(defaultStaffPermissions().length);
  });
});
