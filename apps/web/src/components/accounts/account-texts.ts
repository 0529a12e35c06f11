// How the account components read their screen's texts: every text sits under the screen's i18n
// area (`staff.*`, `restaurant-user.*`) with the same keys, so the components serve both screens
// without one feature reading the other's catalogue.
import type { RuleIssue } from '@noren/domain/rule-issue';
import type { RestaurantUser } from '@noren/domain/users';
import type { TFunction } from 'i18next';

/** "山田 太郎" in Japanese, "Taro Yamada" in English; the email when no name was given. */
export function accountName(
  t: TFunction,
  area: string,
  account: Pick<RestaurantUser, 'first_name' | 'last_name' | 'email'>,
) {
  const first = account.first_name.trim();
  const last = account.last_name.trim();
  if (!first && !last) return account.email;
  return t(`${area}.fullName`, { first, last }).trim();
}

export function levelName(t: TFunction, area: string, account: Pick<RestaurantUser, 'level' | 'is_superadmin'>) {
  if (account.is_superadmin) return t(`${area}.levels.superadmin`);
  return account.level === 1 ? t(`${area}.levels.owner`) : t(`${area}.levels.staff`);
}

/** The text of a form rule's issue (codes of domain/account-form.ts). */
export function accountIssueText(t: TFunction, area: string, issue: Pick<RuleIssue, 'code' | 'params'>): string {
  return t(`${area}.errors.${issue.code}`, issue.params);
}
