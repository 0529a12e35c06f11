// The account forms of the Staff and Restaurant User screens (spec 1 §5 "Restaurant user",
// "Change password"): which fields a new or an edited account needs, the password-reset rule,
// and the bodies the forms send. Formats (email, password length, name length) come from the
// wire schemas of users.ts, so the form and the server refuse the same values.
import type { PermissionEntry } from './permissions.ts';
import { type RuleIssue, ruleIssue } from './rule-issue.ts';
import { createUserSchema, type UserLevel } from './users.ts';

export type AccountFormMode = 'new' | 'edit';
export type AccountField = 'level' | 'id_restaurant' | 'first_name' | 'last_name' | 'email' | 'password';

/** Message codes of the account forms; the web shows them through its i18n catalogue. */
export const accountIssueCodes = {
  required: 'ACCOUNT_REQUIRED',
  invalidEmail: 'ACCOUNT_EMAIL_INVALID',
  passwordTooShort: 'ACCOUNT_PASSWORD_TOO_SHORT',
  passwordTooLong: 'ACCOUNT_PASSWORD_TOO_LONG',
  tooLong: 'ACCOUNT_TOO_LONG',
  passwordMismatch: 'ACCOUNT_PASSWORD_MISMATCH',
} as const;
export type AccountIssueCode = (typeof accountIssueCodes)[keyof typeof accountIssueCodes];
export type AccountIssue = RuleIssue<AccountField | 'password_confirm', AccountIssueCode>;

/** What the Add / Edit modal holds. */
export interface AccountDraft {
  level: UserLevel | null;
  id_restaurant: number | null;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** The shortest new password the server takes (users.ts `newPassword`). */
export const minPasswordLength = 8;
export const maxPasswordLength = 256;
export const maxNameLength = 100;

const { email: emailSchema } = createUserSchema.shape;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

function passwordIssues(password: string, field: 'password' = 'password'): AccountIssue[] {
  if (password === '') return [ruleIssue(field, accountIssueCodes.required)];
  if (password.length < minPasswordLength)
    return [ruleIssue(field, accountIssueCodes.passwordTooShort, { min: minPasswordLength })];
  if (password.length > maxPasswordLength)
    return [ruleIssue(field, accountIssueCodes.passwordTooLong, { max: maxPasswordLength })];
  return [];
}

function emailIssues(email: string): AccountIssue[] {
  if (isBlank(email)) return [ruleIssue('email', accountIssueCodes.required)];
  return emailSchema.safeParse(email).success ? [] : [ruleIssue('email', accountIssueCodes.invalidEmail)];
}

function nameIssues(field: 'first_name' | 'last_name', value: string, required: boolean): AccountIssue[] {
  if (isBlank(value)) return required ? [ruleIssue(field, accountIssueCodes.required)] : [];
  return value.trim().length > maxNameLength
    ? [ruleIssue(field, accountIssueCodes.tooLong, { max: maxNameLength })]
    : [];
}

/**
 * The issues of an account draft, in field order. New: level, restaurant, email and password are
 * required (spec 1 §5); names are optional but bounded. Edit: first name, last name and level are
 * required; email, password and restaurant are not edited there (the reset modal changes the
 * password, the server keeps an account's restaurant).
 */
export function accountFormIssues(draft: AccountDraft, mode: AccountFormMode): AccountIssue[] {
  const issues: AccountIssue[] = [];
  if (draft.level === null) issues.push(ruleIssue('level', accountIssueCodes.required));
  if (mode === 'new') {
    if (draft.id_restaurant === null) issues.push(ruleIssue('id_restaurant', accountIssueCodes.required));
  }
  issues.push(...nameIssues('first_name', draft.first_name, mode === 'edit'));
  issues.push(...nameIssues('last_name', draft.last_name, mode === 'edit'));
  if (mode === 'new') {
    issues.push(...emailIssues(draft.email));
    issues.push(...passwordIssues(draft.password));
  }
  return issues;
}

/** The Reset Password modal: a new password typed twice. */
export interface PasswordResetDraft {
  password: string;
  password_confirm: string;
}

export function passwordResetIssues(draft: PasswordResetDraft): AccountIssue[] {
  const issues = passwordIssues(draft.password);
  if (draft.password_confirm === '') issues.push(ruleIssue('password_confirm', accountIssueCodes.required));
  else if (draft.password_confirm !== draft.password)
    issues.push(ruleIssue('password_confirm', accountIssueCodes.passwordMismatch));
  return issues;
}

/** Spec 1 §5: the password button is enabled only when both passwords are given. */
export function isPasswordResetFilled(draft: PasswordResetDraft): boolean {
  return draft.password !== '' && draft.password_confirm !== '';
}

/**
 * POST restaurant/users: names go in `bio` (the original's encrypted bio, plain here); a staff
 * account carries its Menu Restriction list, an owner none (the server grants owners everything).
 * Call only with a draft that has no issue.
 */
export function createAccountBody(draft: AccountDraft, permissions: readonly PermissionEntry[]) {
  const level = draft.level ?? 2;
  return {
    level,
    id_restaurant: draft.id_restaurant ?? 0,
    email: draft.email.trim().toLowerCase(),
    password: draft.password,
    bio: { first_name: draft.first_name.trim(), last_name: draft.last_name.trim() },
    ...(level === 2 ? { access_permission: [...permissions] } : {}),
  };
}

/** PUT restaurant/users/update/bio. `level` only when it may change (a superadmin's form). */
export function updateAccountBody(
  idRestaurantUser: number,
  draft: AccountDraft,
  permissions: readonly PermissionEntry[],
  options: { sendLevel: boolean },
) {
  const level = draft.level ?? 2;
  return {
    id_restaurant_user: idRestaurantUser,
    bio: { first_name: draft.first_name.trim(), last_name: draft.last_name.trim() },
    ...(options.sendLevel ? { level } : {}),
    ...(level === 2 ? { access_permission: [...permissions] } : {}),
  };
}

/** The Menu Restriction list as switches: top-level entries, each with its children (menu order). */
export interface PermissionGroup {
  entry: PermissionEntry;
  children: PermissionEntry[];
}

export function permissionGroups(list: readonly PermissionEntry[]): PermissionGroup[] {
  return list
    .filter((entry) => entry.parentId === null)
    .map((entry) => ({ entry, children: list.filter((child) => child.parentId === entry.id) }));
}
