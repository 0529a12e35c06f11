// Notes and questions through the API (spec 1 §5, §7 PUT restaurant/update/question): saved for the
// owner and read back by the detail, the duplicate rules answered verbatim with nothing saved, and
// another restaurant's id answering 404.
import { describe, expect, it } from 'vitest';
import { expectAnswer, expectFieldError, setupPlatformTest } from '../../../test/harness.ts';

const { ctx, ids, admin, ownerA, call } = await setupPlatformTest();
/** The stored row of a restaurant. */
const restaurantRow = (id: number) =>
  ctx.db.selectFrom('restaurants').selectAll().where('id_restaurant', '=', id).executeTakeFirstOrThrow();

describe('PUT restaurant/update/question', () => {
  const notes = {
    show_note: true,
    customer_note: 'アレルギーはお申し出ください',
    question_list: [
      { question: 'ご飯の量', answers: ['普通', '大盛り'], required: true },
      { question: 'お箸', answers: ['要る', '要らない'], required: false },
    ],
  };

  it('saves notes and questions for the owner; the detail reads them back', async () => {
    const response = await call('PUT', 'restaurant/update/question', ownerA.headers, {
      ...notes,
      id_restaurant: ids.restaurantA,
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = await call('GET', `restaurant/detail/${ids.restaurantA}`, ownerA.headers);
    expect(detail.json().data).toMatchObject(notes);
  });

  it("answers 'Duplicate question' and 'Answer has been duplicated' verbatim, naming the place; nothing saved", async () => {
    const duplicateQuestion = await call('PUT', 'restaurant/update/question', ownerA.headers, {
      ...notes,
      question_list: [...notes.question_list, { question: ' ご飯の量 ', answers: ['少なめ'], required: true }],
    });
    expectAnswer(duplicateQuestion, 400, {
      message: 'Duplicate question',
      field: 'question_list.2.question',
    });
    const duplicateAnswer = await call('PUT', 'restaurant/update/question', ownerA.headers, {
      ...notes,
      customer_note: 'changed',
      question_list: [{ question: 'お箸', answers: ['要る', '要る'], required: true }],
    });
    expectAnswer(duplicateAnswer, 400, {
      message: 'Answer has been duplicated',
      field: 'question_list.0.answers.1',
    });
    const empty = await call('PUT', 'restaurant/update/question', ownerA.headers, {
      ...notes,
      question_list: [{ question: '', answers: ['x'], required: true }],
    });
    expect(empty.json()).toMatchObject({ field: 'question_list.0.question', message: 'Required' });
    const stored = await restaurantRow(ids.restaurantA);
    expect(stored.customer_note).toBe(notes.customer_note);
    expect(stored.question_list).toHaveLength(2);
  });

  it("another restaurant's id is 404 and changes nothing; the superadmin names the restaurant", async () => {
    const other = await call('PUT', 'restaurant/update/question', ownerA.headers, {
      ...notes,
      id_restaurant: ids.restaurantB,
    });
    expect(other.statusCode).toBe(404);
    const b = await restaurantRow(ids.restaurantB);
    expect(b.show_note).toBe(false);
    const unnamed = await call('PUT', 'restaurant/update/question', admin.headers, notes);
    expectFieldError(unnamed, 'id_restaurant');
    const named = await call('PUT', 'restaurant/update/question', admin.headers, {
      ...notes,
      id_restaurant: ids.restaurantB,
    });
    expect(named.statusCode).toBe(200);
    const missing = await call('PUT', 'restaurant/update/question', admin.headers, {
      ...notes,
      show_note: 'yes',
      id_restaurant: ids.restaurantB,
    });
    expect(missing.json().field).toBe('show_note');
  });
});
