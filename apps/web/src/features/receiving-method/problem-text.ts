// Turns a rule issue of the method form into the text shown beside its field, in the page's
// language. Tier rule texts come from the domain's message catalogue, the same texts the server
// answers with; the method's own field codes and the shift errors have this feature's texts.
import { formatMessage, type MessageCode } from '@noren/domain/messages';
import { isMissingIssue, type RuleIssue } from '@noren/domain/rule-issue';
import { useTranslation } from 'react-i18next';

const yen = new Intl.NumberFormat('ja-JP');

/** An issue that only says "fill me in" (REQUIRED, FEE_TIER_REQUIRED): shown once the user has been in the field. */
export const isRequiredIssue = isMissingIssue;

const shiftCodes: readonly string[] = ['SHIFT_INCOMPLETE', 'SHIFT_START_NOT_BEFORE_END'];

export function useIssueText(): (issue: RuleIssue) => string {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (issue) => {
    switch (issue.code) {
      case 'REQUIRED':
        return t('common.required');
      case 'RECEIVING_METHOD_PERCENT':
        return t('receiving-method.form.percentError');
      case 'RECEIVING_METHOD_INITIALS':
        return t('receiving-method.form.initialsError');
    }
    if (shiftCodes.includes(issue.code)) return t(`receiving-method.shifts.errors.${issue.code}`);
    // Tier rule placeholders are amounts of yen (told with thousands separators).
    const params = Object.fromEntries(
      Object.entries(issue.params).map(([key, value]) => [key, yen.format(Number(value))]),
    );
    const text = formatMessage(issue.code as MessageCode, params);
    return english ? text.en : text.jp;
  };
}
