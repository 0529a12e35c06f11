// The error handler and the input blocks (issue 13): a refusal of the shared blocks is told with its
// own bilingual text naming the field, and a value PostgreSQL refuses (the net under the schemas)
// is a 400 logged as a warning, never a 500 or an error line.
import { id, text } from '@noren/domain/zod-blocks';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, setupTestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';

const ctx = await setupTestApp();

type Line = { level: number; msg: string; [key: string]: unknown };
const lines: Line[] = [];
const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
const { app } = await buildApp({ ...ctx.config, logLevel: 'info' }, ctx.db, { logStream: stream });
afterAll(() => app.close());

// Routes outside /api need no access declaration: one validated by the blocks, and three that hand
// PostgreSQL what no schema checked, the way a route with a gap in its schema would.
app.post('/test-only/blocks', { schema: { body: z.object({ name: text(20), id_menu: id }) } }, async () => ({
  ok: true,
}));
app.post('/test-only/unchecked/:kind', async (request) => {
  const { kind } = request.params as { kind: string };
  const value = (request.body as { value: unknown }).value;
  if (kind === 'text') await sql`select ${value}::text`.execute(ctx.db);
  if (kind === 'int') await sql`select ${value}::integer`.execute(ctx.db);
  if (kind === 'date') await sql`select ${value}::date`.execute(ctx.db);
  if (kind === 'jsonb') await sql`select ${JSON.stringify(value)}::jsonb`.execute(ctx.db);
  return { ok: true };
});
app.get('/test-only/our-bug', async () => {
  await sql`select * from no_such_table`.execute(ctx.db);
});

const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
const levelOf = { warn: 40, error: 50 };

describe('refusals of the shared input blocks', () => {
  it('tell a control character with its own text, naming the field, in both languages', async () => {
    const res = await post('/test-only/blocks', { name: '醤油\u0000', id_menu: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      data: null,
      code: 'INPUT_INVALID_CHARACTERS',
      field: 'name',
      message: 'name contains characters that cannot be saved (control characters)',
      message_jp: 'name に保存できない文字（制御文字）が含まれています',
    });
  });

  it('tell an id beyond int4 as out of range, and an id of another kind as an invalid value', async () => {
    const big = await post('/test-only/blocks', { name: 'a', id_menu: 2_147_483_648 });
    expect(big.json()).toMatchObject({ status: 400, code: 'INPUT_OUT_OF_RANGE', field: 'id_menu' });
    expect(big.json().message_jp).toBe('id_menu の値が範囲外です');
    const array = await post('/test-only/blocks', { name: 'a', id_menu: [7] });
    expect(array.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', field: 'id_menu' });
  });
});

describe('the net under the schemas: values PostgreSQL refuses', () => {
  it.each([
    ['text', 'a\u0000b', '22021'],
    ['int', 2_147_483_648, '22003'],
    ['int', 'twelve', '22P02'],
    ['date', '0000-01-01', '22008'],
    ['date', 'not a date', '22007'],
    ['jsonb', { note: 'a\u0000' }, '22P05'],
  ])('%s %j: 400 INPUT_NOT_STORABLE, logged at warn with its SQLSTATE, never at error', async (kind, value, state) => {
    lines.length = 0;
    const res = await post(`/test-only/unchecked/${kind}`, { value });
    expectAnswer(res, 400, {
      status: 400,
      code: 'INPUT_NOT_STORABLE',
      message: 'The data contains a value that cannot be saved',
      message_jp: '保存できない値が含まれています',
    });
    expect(lines.filter((line) => line.level >= levelOf.error)).toEqual([]);
    expect(lines.filter((line) => line.level === levelOf.warn)).toEqual([
      expect.objectContaining({ sqlState: state, route: '/test-only/unchecked/:kind' }),
    ]);
  });

  it('still answers 500 and logs an error for a fault of our own (a database error no client causes)', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/test-only/our-bug' });
    expect(res.statusCode).toBe(500);
    expect(lines.some((line) => line.level === levelOf.error)).toBe(true);
  });
});
