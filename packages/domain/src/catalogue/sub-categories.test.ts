import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages.ts';
import { emptyWeek } from '../schedule.ts';
import {
  codeSubCategorySchema,
  createSubCategorySchema,
  shiftErrorCode,
  subCategoryFormIssues,
  toFullWeek,
  updateSubCategorySchema,
} from './sub-categories.ts';

const closedTuesdayLunch = () =>
  emptyWeek().map((day) =>
    day.day_of_week === 1 ? { ...day, active: true, start_shift_1: '11:00', end_shift_1: '14:00' } : day,
  );

const valid = {
  id_food_category: 3,
  code_sub_category: '105',
  sub_category_name: '醤油ラーメン',
  description: '定番の一杯',
  status: true,
  image: 'r1/seed-sub-category-105.jpg',
  inactive_data: closedTuesdayLunch(),
};

/** The issues by field path, as a form reads them (the first issue of each field). */
function subCategoryFormProblems(values: Record<string, unknown>, mode: 'new' | 'edit') {
  const issues = subCategoryFormIssues(values, mode);
  expect(new Set(issues.map((issue) => issue.field)).size).toBe(issues.length);
  return Object.fromEntries(issues.map(({ field, code, params }) => [field, { code, params }]));
}

describe('sub-category contract', () => {
  it('accepts a sub-category closed on Tuesdays 11:00–14:00, with the times as HH:MM:SS', () => {
    const parsed = createSubCategorySchema.parse(valid);
    expect(parsed.code_sub_category).toBe(105);
    expect(parsed.inactive_data?.[1]).toEqual({
      day_of_week: 1,
      active: true,
      start_shift_1: '11:00:00',
      end_shift_1: '14:00:00',
      start_shift_2: null,
      end_shift_2: null,
    });
    expect(parsed.inactive_data).toHaveLength(7);
  });

  it('requires category, code, name, description, status and the image of a new one', () => {
    const problems = subCategoryFormProblems(
      {
        id_food_category: null,
        code_sub_category: '',
        sub_category_name: ' ',
        description: '',
        status: null,
        image: null,
        inactive_data: emptyWeek(),
      },
      'new',
    );
    expect(Object.keys(problems).sort()).toEqual([
      'code_sub_category',
      'description',
      'id_food_category',
      'image',
      'status',
      'sub_category_name',
    ]);
    for (const problem of Object.values(problems)) {
      expect(formatMessage(problem.code)).toEqual({ en: 'Required', jp: '必須項目です' });
    }
    expect(subCategoryFormProblems({ ...valid, id_food_sub_category: 9, image: null }, 'edit')).toEqual({});
  });

  it('marks the missing end of a shift that has only a start, by its field path', () => {
    const week = emptyWeek().map((day) => (day.day_of_week === 1 ? { ...day, start_shift_1: '11:00' } : day));
    const problems = subCategoryFormProblems({ ...valid, inactive_data: week }, 'new');
    expect(problems).toEqual({ 'inactive_data.1.end_shift_1': { code: 'SUB_CATEGORY_SHIFT_INCOMPLETE', params: {} } });
    expect(formatMessage('SUB_CATEGORY_SHIFT_INCOMPLETE')).toEqual({
      en: 'Enter both the start and the end of the shift',
      jp: 'シフトの開始時刻と終了時刻を両方入力してください',
    });
  });

  it('marks an end that is not after its start, and a time that is not one', () => {
    const week = emptyWeek().map((day) =>
      day.day_of_week === 6
        ? { ...day, start_shift_2: '18:00', end_shift_2: '09:00', start_shift_1: '25:00', end_shift_1: '26:00' }
        : day,
    );
    const problems = subCategoryFormProblems({ ...valid, inactive_data: week }, 'new');
    expect(problems['inactive_data.6.start_shift_1']?.code).toBe('SUB_CATEGORY_INVALID_TIME');
    const ordered = emptyWeek().map((day) =>
      day.day_of_week === 6 ? { ...day, start_shift_2: '18:00', end_shift_2: '09:00' } : day,
    );
    expect(subCategoryFormProblems({ ...valid, inactive_data: ordered }, 'new')).toEqual({
      'inactive_data.6.end_shift_2': { code: 'SUB_CATEGORY_SHIFT_ORDER', params: {} },
    });
  });

  it('names each schedule error in both languages', () => {
    expect(formatMessage(shiftErrorCode('SHIFT_START_NOT_BEFORE_END'))).toEqual({
      en: 'The start must be before the end',
      jp: '開始時刻は終了時刻より前にしてください',
    });
  });

  it('takes the code as digits only and refuses what an integer column cannot hold', () => {
    expect(codeSubCategorySchema.parse(12)).toBe(12);
    expect(codeSubCategorySchema.parse(' 0012 ')).toBe(12);
    expect(subCategoryFormProblems({ ...valid, code_sub_category: '1e3' }, 'new').code_sub_category?.code).toBe(
      'SUB_CATEGORY_NUMBER_ONLY',
    );
    expect(subCategoryFormProblems({ ...valid, code_sub_category: -4 }, 'new').code_sub_category?.code).toBe(
      'SUB_CATEGORY_NUMBER_ONLY',
    );
    const tooLarge = subCategoryFormProblems({ ...valid, code_sub_category: '2147483648' }, 'new').code_sub_category;
    expect(tooLarge && formatMessage(tooLarge.code, tooLarge.params).en).toBe(
      'Please enter a number of at most 2147483647',
    );
  });

  it('sends the status as a boolean, never as text', () => {
    expect(subCategoryFormProblems({ ...valid, status: 'active' }, 'new').status?.code).toBe('SUB_CATEGORY_INVALID');
  });

  it('updates only what is sent (the list status switch) and fills a partial week', () => {
    expect(updateSubCategorySchema.parse({ id_food_sub_category: 4, status: false })).toEqual({
      id_food_sub_category: 4,
      status: false,
    });
    const parsed = updateSubCategorySchema.parse({
      id_food_sub_category: 4,
      inactive_data: [{ day_of_week: 3, active: true, start_shift_1: '10:00', end_shift_1: '11:00' }],
    });
    expect(parsed.inactive_data?.map((day) => day.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(parsed.inactive_data?.[3]?.end_shift_1).toBe('11:00:00');
  });

  it('reads a stored schedule back as seven days, Monday first', () => {
    const week = toFullWeek([{ ...emptyWeek()[4]!, active: true }]);
    expect(week.map((day) => day.day_of_week)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(week[4]?.active).toBe(true);
    expect(toFullWeek(null)).toEqual(emptyWeek());
  });

  it('accepts exactly the weeks whose shifts have both ends or neither, start before end (property)', () => {
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const shift = fc.tuple(fc.option(time, { nil: null }), fc.option(time, { nil: null }));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), shift, shift), { minLength: 7, maxLength: 7 }), (days) => {
        const week = days.map(([active, [s1, e1], [s2, e2]], day_of_week) => ({
          day_of_week,
          active,
          start_shift_1: s1,
          end_shift_1: e1,
          start_shift_2: s2,
          end_shift_2: e2,
        }));
        const good = ([start, end]: [string | null, string | null]) =>
          (start === null && end === null) || (start !== null && end !== null && start < end);
        const expected = days.every(([, first, second]) => good(first) && good(second));
        const problems = subCategoryFormProblems({ ...valid, inactive_data: week }, 'new');
        expect(Object.keys(problems).length === 0).toBe(expected);
        for (const path of Object.keys(problems))
          expect(path).toMatch(/^inactive_data\.[0-6]\.(start|end)_shift_[12]$/);
      }),
    );
  });
});
