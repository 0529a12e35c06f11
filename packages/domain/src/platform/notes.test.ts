// The notes-and-questions rules of spec 1 §5: any list of distinct, filled questions with distinct,
// filled answers passes; blanking or repeating any one question or answer answers exactly that
// rule at exactly that place; the form's add / remove-answer helpers keep the §5 shape.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { newQuestion, notesIssues, notesTextKey, type Question, removeAnswer, updateNotesSchema } from './notes.ts';

const word = fc.stringMatching(/^[a-z0-9ぁ-んア-ン]{1,10}$/);

/** Texts that are pairwise different under notesTextKey. */
const distinctTexts = (minLength: number, maxLength: number) =>
  fc.uniqueArray(word, { minLength, maxLength, selector: notesTextKey });

const validList: fc.Arbitrary<Question[]> = distinctTexts(0, 6).chain((questions) =>
  fc.tuple(
    ...questions.map((question) =>
      fc.record({ question: fc.constant(question), answers: distinctTexts(1, 5), required: fc.boolean() }),
    ),
  ),
);

const blank = fc.constantFrom('', ' ', '　', '\t');

describe('notesIssues', () => {
  it('passes any list of distinct, filled questions with distinct, filled answers', () => {
    fc.assert(
      fc.property(validList, (list) => {
        expect(notesIssues(list)).toEqual([]);
      }),
    );
  });

  it('a blank question is "Required" at that question, and only there', () => {
    fc.assert(
      fc.property(
        validList.filter((list) => list.length > 0),
        fc.nat(),
        blank,
        (list, pick, empty) => {
          const index = pick % list.length;
          const broken = list.map((entry, i) => (i === index ? { ...entry, question: empty } : entry));
          expect(notesIssues(broken)).toEqual([
            { field: `question_list.${index}.question`, code: 'NOTE_REQUIRED', params: {} },
          ]);
        },
      ),
    );
  });

  it('a blank answer is "Required" at that answer', () => {
    fc.assert(
      fc.property(
        validList.filter((list) => list.length > 0),
        fc.nat(),
        fc.nat(),
        blank,
        (list, pickQuestion, pickAnswer, empty) => {
          const index = pickQuestion % list.length;
          const target = list[index] as Question;
          const answerIndex = pickAnswer % target.answers.length;
          const broken = list.map((entry, i) =>
            i === index ? { ...entry, answers: entry.answers.map((a, j) => (j === answerIndex ? empty : a)) } : entry,
          );
          expect(notesIssues(broken)).toEqual([
            { field: `question_list.${index}.answers.${answerIndex}`, code: 'NOTE_REQUIRED', params: {} },
          ]);
        },
      ),
    );
  });

  it('a repeated question (however it is spaced, cased or widened) is "Duplicate question" at the later one', () => {
    fc.assert(
      fc.property(
        validList.filter((list) => list.length > 0),
        fc.nat(),
        fc.constantFrom(
          (text: string) => text,
          (text: string) => ` ${text} `,
          (text: string) => text.toUpperCase(),
        ),
        (list, pick, disguise) => {
          const source = list[pick % list.length] as Question;
          const copy: Question = { question: disguise(source.question), answers: ['x-only-here'], required: true };
          const broken = [...list, copy];
          expect(notesIssues(broken)).toEqual([
            { field: `question_list.${list.length}.question`, code: 'NOTE_QUESTION_DUPLICATED', params: {} },
          ]);
          expect(formatMessage('NOTE_QUESTION_DUPLICATED').en).toBe('Duplicate question');
        },
      ),
    );
  });

  it('a repeated answer within a question is "Answer has been duplicated" at the later one', () => {
    fc.assert(
      fc.property(
        validList.filter((list) => list.length > 0),
        fc.nat(),
        fc.nat(),
        (list, pickQuestion, pickAnswer) => {
          const index = pickQuestion % list.length;
          const target = list[index] as Question;
          const repeated = target.answers[pickAnswer % target.answers.length] as string;
          const broken = list.map((entry, i) =>
            i === index ? { ...entry, answers: [...entry.answers, repeated] } : entry,
          );
          expect(notesIssues(broken)).toEqual([
            {
              field: `question_list.${index}.answers.${target.answers.length}`,
              code: 'NOTE_ANSWER_DUPLICATED',
              params: {},
            },
          ]);
          expect(formatMessage('NOTE_ANSWER_DUPLICATED').en).toBe('Answer has been duplicated');
        },
      ),
    );
  });

  it('the same answer under two different questions is fine', () => {
    expect(
      notesIssues([
        { question: 'Size?', answers: ['Large', 'Small'] },
        { question: 'Rice?', answers: ['Large', 'Small'] },
      ]),
    ).toEqual([]);
  });

  it('blank texts are "Required", never duplicates of each other', () => {
    expect(notesIssues([{ question: 'Q', answers: ['', ' '] }]).map((issue) => issue.code)).toEqual([
      'NOTE_REQUIRED',
      'NOTE_REQUIRED',
    ]);
  });

  it('a question with no answer at all needs its first answer', () => {
    expect(notesIssues([{ question: 'Q', answers: [] }])).toEqual([
      { field: 'question_list.0.answers.0', code: 'NOTE_REQUIRED', params: {} },
    ]);
  });
});

describe('form helpers', () => {
  it('a new question has one empty answer and is required', () => {
    expect(newQuestion()).toEqual({ question: '', answers: [''], required: true });
  });

  it('removing an answer keeps at least one (empty) answer', () => {
    fc.assert(
      fc.property(distinctTexts(1, 5), fc.nat(), (answers, pick) => {
        const index = pick % answers.length;
        const after = removeAnswer({ question: 'Q', answers, required: false }, index);
        expect(after.answers.length).toBe(Math.max(1, answers.length - 1));
        if (answers.length === 1) expect(after.answers).toEqual(['']);
        else expect(after.answers).not.toContain(answers[index]);
      }),
    );
  });
});

describe('updateNotesSchema', () => {
  it('reads the wire body and refuses text that cannot be stored, naming the place', () => {
    const body = {
      id_restaurant: 3,
      show_note: true,
      customer_note: '箸は不要です\n',
      question_list: [{ question: 'Size?', answers: ['L'], required: true }],
    };
    expect(updateNotesSchema.parse(body).question_list).toHaveLength(1);
    const bad = updateNotesSchema.safeParse({
      ...body,
      question_list: [{ question: 'Size?', answers: ['L\u0000'], required: true }],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['question_list', 0, 'answers', 0]);
  });
});
