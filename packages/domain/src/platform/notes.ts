// Notes and questions of a restaurant (spec 1 §3 "Notes settings", §5, §7 PUT
// restaurant/update/question): the wire contract and the one rule function the Profile form and
// the server both call. The schema only checks shapes and storable text; whether each question
// and answer has text and nothing is duplicated is `notesIssues`, so the form and the server
// answer the same verbatim texts ('Duplicate question', 'Answer has been duplicated').
import { z } from 'zod';
import type { MessageCode } from '../messages.ts';
import { type RuleIssue, ruleIssue } from '../rule-issue.ts';
import { bool, id, text } from '../zod-blocks.ts';

export const notesLimits = {
  customerNote: 1000,
  question: 200,
  answer: 200,
  questions: 50,
  answers: 50,
} as const;

export const questionSchema = z.object({
  question: text(notesLimits.question),
  answers: z.array(text(notesLimits.answer)).max(notesLimits.answers),
  required: bool,
});
export type Question = z.output<typeof questionSchema>;

/** PUT restaurant/update/question. `id_restaurant`: the session's (owner), any live one (superadmin). */
export const updateNotesSchema = z.object({
  id_restaurant: id.optional(),
  customer_note: text(notesLimits.customerNote, { multiline: true }).nullish(),
  show_note: bool,
  question_list: z.array(questionSchema).max(notesLimits.questions),
});
export type UpdateNotesInput = z.output<typeof updateNotesSchema>;

/** The notes of a restaurant as answers carry them. */
export interface RestaurantNotes {
  customer_note: string;
  show_note: boolean;
  question_list: Question[];
}

export type NotesIssueCode = Extract<
  MessageCode,
  'NOTE_REQUIRED' | 'NOTE_QUESTION_DUPLICATED' | 'NOTE_ANSWER_DUPLICATED'
>;
/** Fields: `question_list.<i>.question` or `question_list.<i>.answers.<j>`. */
export type NotesIssue = RuleIssue<string, NotesIssueCode>;

/**
 * Two texts are the same question (or answer) when they read the same: compared trimmed, in NFKC
 * (full-width and half-width letters and digits alike) and ignoring case. 'Ｍサイズ' and 'm サイズ'
 * differ (the space), 'Ｍサイズ' and 'mサイズ' are one answer.
 */
export function notesTextKey(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

const isBlank = (value: string) => value.trim() === '';

/**
 * Every broken rule of a question list, in rule order, each at its field:
 *  1. a question without text: NOTE_REQUIRED at `question_list.i.question`;
 *  2. a question that repeats an earlier one: NOTE_QUESTION_DUPLICATED at the later one;
 *  3. a question with no answer at all (the form always keeps one): NOTE_REQUIRED at
 *     `question_list.i.answers.0`;
 *  4. an answer without text: NOTE_REQUIRED at `question_list.i.answers.j`;
 *  5. an answer that repeats an earlier answer of the same question: NOTE_ANSWER_DUPLICATED at the
 *     later one. The same answer under two questions is fine.
 * Blank texts are never reported as duplicates (they are "Required"). An empty list passes.
 */
export function notesIssues(questionList: readonly Pick<Question, 'question' | 'answers'>[]): NotesIssue[] {
  const issues: NotesIssue[] = [];
  const questionsSeen = new Set<string>();
  questionList.forEach((entry, index) => {
    const path = `question_list.${index}`;
    if (isBlank(entry.question)) {
      issues.push(ruleIssue(`${path}.question`, 'NOTE_REQUIRED'));
    } else {
      const key = notesTextKey(entry.question);
      if (questionsSeen.has(key)) issues.push(ruleIssue(`${path}.question`, 'NOTE_QUESTION_DUPLICATED'));
      questionsSeen.add(key);
    }
    if (entry.answers.length === 0) {
      issues.push(ruleIssue(`${path}.answers.0`, 'NOTE_REQUIRED'));
      return;
    }
    const answersSeen = new Set<string>();
    entry.answers.forEach((answer, answerIndex) => {
      const field = `${path}.answers.${answerIndex}`;
      if (isBlank(answer)) {
        issues.push(ruleIssue(field, 'NOTE_REQUIRED'));
        return;
      }
      const key = notesTextKey(answer);
      if (answersSeen.has(key)) issues.push(ruleIssue(field, 'NOTE_ANSWER_DUPLICATED'));
      answersSeen.add(key);
    });
  });
  return issues;
}

/** A question the form adds (spec 1 §5): one empty answer, required. */
export function newQuestion(): Question {
  return { question: '', answers: [''], required: true };
}

/** Removes an answer; removing the last one leaves one empty answer (spec 1 §5). */
export function removeAnswer(question: Question, answerIndex: number): Question {
  const answers = question.answers.filter((_, index) => index !== answerIndex);
  return { ...question, answers: answers.length === 0 ? [''] : answers };
}
