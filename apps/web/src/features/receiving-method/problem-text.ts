// Turns a form problem into the text shown beside its field, in the page's language. Tier rule
// texts come from the domain's message catalogue, the same texts the server answers with.
import { formatMessage } from '@noren/domain/messages';
import { useTranslation } from 'react-i18next';
import type { Problem } from './form-state.ts';

const yen = new Intl.NumberFormat('ja-JP');

/** A problem that only says "fill me in": shown once the user has been in the field. */
export function isRequiredProblem(problem: Problem): boolean {
  return problem.kind === 'required' || (problem.kind === 'rule' && problem.code === 'FEE_TIER_REQUIRED');
}

export function useProblemText(): (problem: Problem) => string {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en';
  return (problem) => {
    switch (problem.kind) {
      case 'required':
        return t('common.required');
      case 'percent':
        return t('receiving-method.form.percentError');
      case 'initials':
        return t('receiving-method.form.initialsError');
      case 'shift':
        return t(`receiving-method.shifts.errors.${problem.error}`);
      case 'rule': {
        const params = Object.fromEntries(
          Object.entries(problem.params).map(([key, value]) => [key, yen.format(value)]),
        );
        const text = formatMessage(problem.code, params);
        return english ? text.en : text.jp;
      }
    }
  };
}
